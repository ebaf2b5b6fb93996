import type { RouteDefinition } from '../route-definition';

export const inspectionDraftsRoutes = {
  draftInspections: {
    method: 'POST',
    path: '/api/inspection-drafts',
    handler: 'inspection-drafts/draft-inspections',
    access: 'user',
    member: 'editor',
    scoped: true,
    plan: { record: 'inspectionDrafts', action: 'create' },
    grants: ['table:read', 'table:write', 'content:generate'],
  },
} as const satisfies Record<string, RouteDefinition>;
