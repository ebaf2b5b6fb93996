import type { RouteDefinition } from '../route-definition';

export const dashboardRoutes = {
  getDashboardMetrics: {
    method: 'GET',
    path: '/api/dashboard/metrics',
    handler: 'dashboard/get-dashboard-metrics',
    access: 'user',
    member: 'viewer',
    grants: ['table:read'],
  },
} as const satisfies Record<string, RouteDefinition>;
