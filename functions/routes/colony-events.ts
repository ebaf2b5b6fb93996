import type { RouteDefinition } from '../route-definition';

export const colonyEventsRoutes = {
  createColonyEvent: {
    method: 'POST',
    path: '/api/colony-events',
    handler: 'colony-events/create-colony-event',
    access: 'user',
    member: 'editor',
    scoped: true,
    grants: ['table:read', 'table:write'],
  },
  listHiveColonyEvents: {
    method: 'GET',
    path: '/api/hives/{id}/colony-events',
    handler: 'colony-events/list-hive-colony-events',
    access: 'user',
    member: 'viewer',
    scoped: true,
    grants: ['table:read'],
  },
  updateColonyEvent: {
    method: 'PUT',
    path: '/api/colony-events/{id}',
    handler: 'colony-events/update-colony-event',
    access: 'user',
    member: 'editor',
    scoped: true,
    grants: ['table:read', 'table:write'],
  },
  deleteColonyEvent: {
    method: 'DELETE',
    path: '/api/colony-events/{id}',
    handler: 'colony-events/delete-colony-event',
    access: 'user',
    member: 'editor',
    scoped: true,
    grants: ['table:read', 'table:write'],
  },
} as const satisfies Record<string, RouteDefinition>;
