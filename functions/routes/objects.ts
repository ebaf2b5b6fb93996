import type { RouteDefinition } from '../route-definition';

export const objectsRoutes = {
  createUpload: {
    method: 'POST',
    path: '/api/objects/upload',
    handler: 'objects/create-upload',
    access: 'user',
    member: 'editor',
    scoped: true,
    plan: { record: 'inspectionPhotos', action: 'create', when: { field: 'purpose', oneOf: ['inspection-photo'] } },
    grants: ['table:read', 'uploads:write'],
  },
} as const satisfies Record<string, RouteDefinition>;
