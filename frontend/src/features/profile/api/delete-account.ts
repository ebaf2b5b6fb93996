import { useMutation } from '@tanstack/react-query';
import type { AccountDeletionAck, AccountDeletionInput } from '@shared/schemas/account';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/**
 * `DELETE /api/account` with the typed confirmation: the subscription ends now and the account is deleted in the
 * background (202). Nothing is invalidated: the app signs out right after.
 */
export const deleteAccount = (input: AccountDeletionInput) =>
  api.delete<AccountDeletionAck>(apiPath(routes.deleteAccount), input);

export function useDeleteAccount() {
  return useMutation({ mutationFn: deleteAccount });
}
