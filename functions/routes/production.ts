import type { RouteDefinition } from '../route-definition';

export const productionRoutes = {
  listProduction: {
    method: 'GET',
    path: '/api/production',
    handler: 'production/list-production',
    access: 'user',
    plan: { record: 'production', action: 'read' },
    grants: ['table:read'],
  },
  createProduction: {
    method: 'POST',
    path: '/api/production',
    handler: 'production/create-production',
    access: 'user',
    plan: { record: 'production', action: 'create' },
    grants: ['table:read', 'table:write'],
  },
  updateProduction: {
    method: 'PUT',
    path: '/api/production/{id}',
    handler: 'production/update-production',
    access: 'user',
    plan: { record: 'production', action: 'edit' },
    grants: ['table:read', 'table:write'],
  },
  deleteProduction: {
    method: 'DELETE',
    path: '/api/production/{id}',
    handler: 'production/delete-production',
    access: 'user',
    plan: { record: 'production', action: 'delete' },
    grants: ['table:read', 'table:write'],
  },
  getProductionSummary: {
    method: 'GET',
    path: '/api/production/summary',
    handler: 'production/get-production-summary',
    access: 'user',
    plan: { record: 'production', action: 'read' },
    grants: ['table:read'],
  },
  getYieldForecast: {
    method: 'GET',
    path: '/api/production/forecast',
    handler: 'production/get-yield-forecast',
    access: 'pro',
    grants: ['table:read'],
  },
} as const satisfies Record<string, RouteDefinition>;
