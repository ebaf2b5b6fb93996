import type { RouteDefinition } from '../routes';

export const objectsRoutes = {
  createUpload: {
    method: 'POST',
    path: '/api/objects/upload',
    handler: 'objects/create-upload',
    access: 'user',
    grants: ['table:read', 'uploads:write'],
  },
} as const satisfies Record<string, RouteDefinition>;
