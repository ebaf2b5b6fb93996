import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Notification } from '@shared/schemas/notification';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { messagesOf } from '@/lib/i18n/catalog';
import { toastError } from '@/lib/outcome-toasts';
import { notificationsMessages } from '../messages';
import { unreadNotificationsQueryOptions } from './get-notifications';

/** `PATCH /api/notifications/{id}/read`. */
export const markNotificationRead = (id: string) =>
  api.patch<Notification>(apiPath(routes.markNotificationRead, { id }));

/**
 * Dismissing a notification: it leaves the bell at once (optimistic); if the server refuses, it comes back with the
 * spec's 'Failed to mark notification as read'.
 */
export function useMarkNotificationRead() {
  const queryClient = useQueryClient();
  const { queryKey } = unreadNotificationsQueryOptions();
  return useMutation({
    mutationFn: markNotificationRead,
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey });
      const before = queryClient.getQueryData(queryKey);
      queryClient.setQueryData(queryKey, (unread) => unread?.filter((notification) => notification.id !== id));
      return { before };
    },
    onError: (_error, _id, context) => {
      queryClient.setQueryData(queryKey, context?.before);
      // The bell that dismissed it has loaded its words.
      toastError(messagesOf(notificationsMessages)('bell.markReadFailed'));
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey }),
  });
}
