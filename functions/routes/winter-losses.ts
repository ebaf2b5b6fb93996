import type { RouteDefinition } from '../route-definition';

export const winterLossesRoutes = {
  getWinterLosses: {
    method: 'GET',
    path: '/api/winter-losses',
    handler: 'winter-losses/get-winter-losses',
    access: 'user',
    member: 'viewer',
    scoped: true,
    grants: ['table:read'],
  },
} as const satisfies Record<string, RouteDefinition>;
