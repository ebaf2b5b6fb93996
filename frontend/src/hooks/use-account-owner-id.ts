import { useUser } from '@/api/get-user';

/**
 * The id of the account whose records the screens show, to tell its owner's records from those of others: the
 * signed-in beekeeper's own (undefined while they load), until a member can switch to an account shared with them.
 */
export function useAccountOwnerId(): string | undefined {
  return useUser().data?.id;
}
