import type { RouteDefinition } from '../route-definition';

export const weatherRoutes = {
  getWeather: {
    method: 'GET',
    path: '/api/weather',
    handler: 'weather/get-weather',
    access: 'user',
    member: 'viewer',
    scoped: true,
    grants: ['table:read', 'table:write'],
  },
} as const satisfies Record<string, RouteDefinition>;
