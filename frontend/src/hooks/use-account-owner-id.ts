import { useUser } from '@/api/get-user';
import { actingAccountId } from '@/lib/acting-account';

/**
 * The id of the account whose records the screens show, to tell its owner's records from those of others: the
 * shared account switched to, else the signed-in beekeeper's own (undefined while they load).
 */
export function useAccountOwnerId(): string | undefined {
  const ownId = useUser().data?.id;
  return actingAccountId() ?? ownId;
}
