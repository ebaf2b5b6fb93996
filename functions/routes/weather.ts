import type { RouteDefinition } from '../routes';

export const weatherRoutes = {
  getWeather: {
    method: 'GET',
    path: '/api/weather',
    handler: 'weather/get-weather',
    access: 'user',
    grants: ['table:read', 'table:write'],
  },
} as const satisfies Record<string, RouteDefinition>;
