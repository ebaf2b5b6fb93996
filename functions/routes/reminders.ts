import type { RouteDefinition } from '../route-definition';

export const remindersRoutes = {
  unsubscribeFromReminders: {
    method: 'POST',
    path: '/api/reminders/unsubscribe',
    handler: 'reminders/unsubscribe-from-reminders',
    access: 'public',
    grants: ['table:write', 'reminders:secret'],
  },
} as const satisfies Record<string, RouteDefinition>;
