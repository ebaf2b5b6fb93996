import type { RouteDefinition } from '../route-definition';

export const calendarRoutes = {
  getCalendarFeed: {
    method: 'GET',
    path: '/api/calendar-feed',
    handler: 'calendar/get-calendar-feed',
    access: 'user',
    member: 'self',
    grants: ['table:read'],
  },
  createCalendarFeed: {
    method: 'POST',
    path: '/api/calendar-feed',
    handler: 'calendar/create-calendar-feed',
    access: 'user',
    member: 'self',
    grants: ['table:read', 'table:write'],
  },
  deleteCalendarFeed: {
    method: 'DELETE',
    path: '/api/calendar-feed',
    handler: 'calendar/delete-calendar-feed',
    access: 'user',
    member: 'self',
    grants: ['table:read', 'table:write'],
  },
  getCalendar: {
    method: 'GET',
    path: '/api/calendar/{file}',
    handler: 'calendar/get-calendar',
    access: 'public',
    grants: ['table:read'],
  },
} as const satisfies Record<string, RouteDefinition>;
