import type { RouteDefinition } from '../route-definition';

export const searchRoutes = {
  searchRecords: {
    method: 'GET',
    path: '/api/search',
    handler: 'search/search-records',
    access: 'user',
    member: 'viewer',
    grants: ['table:read'],
  },
} as const satisfies Record<string, RouteDefinition>;
