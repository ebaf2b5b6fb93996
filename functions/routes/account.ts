import type { RouteDefinition } from '../route-definition';

export const accountRoutes = {
  startAccountExport: {
    method: 'POST',
    path: '/api/account/exports',
    handler: 'account/start-account-export',
    access: 'user',
    plan: { record: 'reports', action: 'create', when: { field: 'format', oneOf: ['zip'] } },
    grants: ['table:read', 'table:write', 'jobs:start'],
  },
  listAccountExports: {
    method: 'GET',
    path: '/api/account/exports',
    handler: 'account/list-account-exports',
    access: 'user',
    grants: ['table:read'],
  },
  getAccountExport: {
    method: 'GET',
    path: '/api/account/exports/{id}',
    handler: 'account/get-account-export',
    access: 'user',
    grants: ['table:read', 'exports:read'],
  },
} as const satisfies Record<string, RouteDefinition>;
