import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { messagesOf } from '@/lib/i18n/catalog';
import { toastError } from '@/lib/outcome-toasts';
import { notificationsMessages } from '../messages';
import { unreadNotificationsQueryOptions } from './get-notifications';

/** `POST /api/notifications/read-all`: how many of the admin's unread notifications it marked read. */
export const markAllNotificationsRead = () => api.post<{ marked: number }>(apiPath(routes.markAllNotificationsRead));

/** "Mark all read": the bell empties at once (optimistic); if the server refuses, the list comes back with a toast. */
export function useMarkAllNotificationsRead() {
  const queryClient = useQueryClient();
  const { queryKey } = unreadNotificationsQueryOptions();
  return useMutation({
    mutationFn: markAllNotificationsRead,
    onMutate: async () => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, []);
      return { before };
    },
    onError: (_error, _variables, context) => {
      queryClient.setQueryData(queryKey, context?.before);
      // The bell that marked them has loaded its words.
      toastError(messagesOf(notificationsMessages)('bell.markAllReadFailed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
