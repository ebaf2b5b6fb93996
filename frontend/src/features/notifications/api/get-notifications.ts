import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Notification } from '@shared/schemas/notification';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `GET /api/notifications?unread=true`: the admin's unread notifications, newest first (at most 50). */
export const getUnreadNotifications = () =>
  api.get<Notification[]>(apiPath(routes.listNotifications, {}, { unread: 'true' }));

export const unreadNotificationsQueryOptions = () =>
  queryOptions({
    queryKey: ['notifications', 'unread'],
    queryFn: getUnreadNotifications,
  });

export function useUnreadNotifications() {
  return useQuery(unreadNotificationsQueryOptions());
}
