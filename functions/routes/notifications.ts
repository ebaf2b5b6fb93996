import type { RouteDefinition } from '../route-definition';

/**
 * Every signed-in beekeeper's own notifications (an admin's notices, a beekeeper's hive alerts: each reads the
 * caller's partition only); the test sign-up stays the admins'.
 */
export const notificationsRoutes = {
  listNotifications: {
    method: 'GET',
    path: '/api/notifications',
    handler: 'notifications/list-notifications',
    access: 'user',
    member: 'self',
    grants: ['table:read'],
  },
  markNotificationRead: {
    method: 'PATCH',
    path: '/api/notifications/{id}/read',
    handler: 'notifications/mark-notification-read',
    access: 'user',
    member: 'self',
    grants: ['table:write'],
  },
  markAllNotificationsRead: {
    method: 'POST',
    path: '/api/notifications/read-all',
    handler: 'notifications/mark-all-notifications-read',
    access: 'user',
    member: 'self',
    grants: ['table:read', 'table:write'],
  },
  simulateSignup: {
    method: 'POST',
    path: '/api/test/simulate-signup',
    handler: 'notifications/simulate-signup',
    access: 'admin',
    member: 'self',
    grants: ['table:write', 'mail:send', 'admins:list'],
  },
} as const satisfies Record<string, RouteDefinition>;
