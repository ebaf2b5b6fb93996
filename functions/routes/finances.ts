import type { RouteDefinition } from '../route-definition';

export const financesRoutes = {
  listFinances: {
    method: 'GET',
    path: '/api/finances',
    handler: 'finances/list-finances',
    access: 'user',
    member: 'viewer',
    plan: { record: 'finances', action: 'read' },
    grants: ['table:read'],
  },
  createFinance: {
    method: 'POST',
    path: '/api/finances',
    handler: 'finances/create-finance',
    access: 'user',
    member: 'editor',
    plan: { record: 'finances', action: 'create' },
    grants: ['table:read', 'table:write'],
  },
  updateFinance: {
    method: 'PUT',
    path: '/api/finances/{id}',
    handler: 'finances/update-finance',
    access: 'user',
    member: 'editor',
    plan: { record: 'finances', action: 'edit' },
    grants: ['table:read', 'table:write'],
  },
  deleteFinance: {
    method: 'DELETE',
    path: '/api/finances/{id}',
    handler: 'finances/delete-finance',
    access: 'user',
    member: 'editor',
    plan: { record: 'finances', action: 'delete' },
    grants: ['table:read', 'table:write'],
  },
  getFinanceSummary: {
    method: 'GET',
    path: '/api/finances/summary',
    handler: 'finances/get-finance-summary',
    access: 'user',
    member: 'viewer',
    plan: { record: 'finances', action: 'read' },
    grants: ['table:read'],
  },
} as const satisfies Record<string, RouteDefinition>;
