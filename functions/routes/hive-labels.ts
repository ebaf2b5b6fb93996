import type { RouteDefinition } from '../route-definition';

export const hiveLabelsRoutes = {
  listHiveLabels: {
    method: 'GET',
    path: '/api/hive-labels',
    handler: 'hive-labels/list-hive-labels',
    access: 'user',
    member: 'viewer',
    scoped: true,
    grants: ['table:read'],
  },
  createHiveLabels: {
    method: 'POST',
    path: '/api/hive-labels',
    handler: 'hive-labels/create-hive-labels',
    access: 'user',
    member: 'editor',
    scoped: true,
    grants: ['table:read', 'table:write'],
  },
  getHiveLabel: {
    method: 'GET',
    path: '/api/hive-labels/{code}',
    handler: 'hive-labels/get-hive-label',
    access: 'user',
    member: 'viewer',
    scoped: true,
    grants: ['table:read'],
  },
  updateHiveLabel: {
    method: 'PUT',
    path: '/api/hive-labels/{code}',
    handler: 'hive-labels/update-hive-label',
    access: 'user',
    member: 'editor',
    scoped: true,
    grants: ['table:read', 'table:write'],
  },
  deleteHiveLabel: {
    method: 'DELETE',
    path: '/api/hive-labels/{code}',
    handler: 'hive-labels/delete-hive-label',
    access: 'user',
    member: 'editor',
    scoped: true,
    grants: ['table:read', 'table:write'],
  },
} as const satisfies Record<string, RouteDefinition>;
