import type { RouteDefinition } from '../route-definition';

export const apiariesRoutes = {
  listApiaries: {
    method: 'GET',
    path: '/api/apiaries',
    handler: 'apiaries/list-apiaries',
    access: 'user',
    member: 'viewer',
    scoped: true,
    grants: ['table:read'],
  },
  createApiary: {
    method: 'POST',
    path: '/api/apiaries',
    handler: 'apiaries/create-apiary',
    access: 'user',
    member: 'owner',
    grants: ['table:read', 'table:write'],
  },
  updateApiary: {
    method: 'PUT',
    path: '/api/apiaries/{id}',
    handler: 'apiaries/update-apiary',
    access: 'user',
    member: 'editor',
    grants: ['table:read', 'table:write'],
  },
  deleteApiary: {
    method: 'DELETE',
    path: '/api/apiaries/{id}',
    handler: 'apiaries/delete-apiary',
    access: 'user',
    member: 'owner',
    grants: ['table:read', 'table:write'],
  },
  moveApiaryHives: {
    method: 'POST',
    path: '/api/apiaries/{id}/move-hives',
    handler: 'apiaries/move-apiary-hives',
    access: 'user',
    member: 'editor',
    grants: ['table:read', 'table:write'],
  },
} as const satisfies Record<string, RouteDefinition>;
