import type { RouteDefinition } from '../route-definition';

export const hivesRoutes = {
  listHives: {
    method: 'GET',
    path: '/api/hives',
    handler: 'hives/list-hives',
    access: 'user',
    member: 'viewer',
    scoped: true,
    grants: ['table:read'],
  },
  createHive: {
    method: 'POST',
    path: '/api/hives',
    handler: 'hives/create-hive',
    access: 'user',
    member: 'editor',
    scoped: true,
    grants: ['table:read', 'table:write'],
  },
  getHive: {
    method: 'GET',
    path: '/api/hives/{id}',
    handler: 'hives/get-hive',
    access: 'user',
    member: 'viewer',
    scoped: true,
    grants: ['table:read', 'uploads:read'],
  },
  updateHive: {
    method: 'PUT',
    path: '/api/hives/{id}',
    handler: 'hives/update-hive',
    access: 'user',
    member: 'editor',
    scoped: true,
    grants: ['table:read', 'table:write'],
  },
  deleteHive: {
    method: 'DELETE',
    path: '/api/hives/{id}',
    handler: 'hives/delete-hive',
    access: 'user',
    member: 'editor',
    scoped: true,
    grants: ['table:read', 'table:write', 'uploads:delete'],
  },
} as const satisfies Record<string, RouteDefinition>;
