import type { RouteDefinition } from '../route-definition';

export const inspectionsRoutes = {
  listInspections: {
    method: 'GET',
    path: '/api/inspections',
    handler: 'inspections/list-inspections',
    access: 'user',
    member: 'viewer',
    scoped: true,
    grants: ['table:read', 'uploads:read'],
  },
  createInspection: {
    method: 'POST',
    path: '/api/inspections',
    handler: 'inspections/create-inspection',
    access: 'user',
    member: 'editor',
    scoped: true,
    grants: ['table:read', 'table:write', 'uploads:read', 'uploads:write', 'uploads:delete'],
  },
  getInspection: {
    method: 'GET',
    path: '/api/inspections/{id}',
    handler: 'inspections/get-inspection',
    access: 'user',
    member: 'viewer',
    scoped: true,
    grants: ['table:read', 'uploads:read'],
  },
  updateInspection: {
    method: 'PUT',
    path: '/api/inspections/{id}',
    handler: 'inspections/update-inspection',
    access: 'user',
    member: 'editor',
    scoped: true,
    grants: ['table:read', 'table:write', 'uploads:read', 'uploads:write', 'uploads:delete'],
  },
  deleteInspection: {
    method: 'DELETE',
    path: '/api/inspections/{id}',
    handler: 'inspections/delete-inspection',
    access: 'user',
    member: 'editor',
    scoped: true,
    grants: ['table:read', 'table:write', 'uploads:delete'],
  },
} as const satisfies Record<string, RouteDefinition>;
