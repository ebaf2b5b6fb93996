import type { RouteDefinition } from '../route-definition';

/**
 * Queens are the account's, not an apiary's: no entry is `scoped`, so a member of chosen apiaries is refused (403)
 * rather than shown queens of hives outside their apiaries.
 */
export const queensRoutes = {
  listQueens: {
    method: 'GET',
    path: '/api/queens',
    handler: 'queens/list-queens',
    access: 'user',
    member: 'viewer',
    grants: ['table:read'],
  },
  createQueen: {
    method: 'POST',
    path: '/api/queens',
    handler: 'queens/create-queen',
    access: 'user',
    member: 'editor',
    grants: ['table:read', 'table:write'],
  },
  getQueen: {
    method: 'GET',
    path: '/api/queens/{id}',
    handler: 'queens/get-queen',
    access: 'user',
    member: 'viewer',
    grants: ['table:read'],
  },
  updateQueen: {
    method: 'PUT',
    path: '/api/queens/{id}',
    handler: 'queens/update-queen',
    access: 'user',
    member: 'editor',
    grants: ['table:read', 'table:write'],
  },
  deleteQueen: {
    method: 'DELETE',
    path: '/api/queens/{id}',
    handler: 'queens/delete-queen',
    access: 'user',
    member: 'editor',
    grants: ['table:read', 'table:write'],
  },
  getQueenLineage: {
    method: 'GET',
    path: '/api/queens/{id}/lineage',
    handler: 'queens/get-queen-lineage',
    access: 'user',
    member: 'viewer',
    grants: ['table:read'],
  },
} as const satisfies Record<string, RouteDefinition>;
