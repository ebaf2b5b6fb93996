import type { RouteDefinition } from '../route-definition';

export const treatmentsRoutes = {
  listTreatments: {
    method: 'GET',
    path: '/api/treatments',
    handler: 'treatments/list-treatments',
    access: 'user',
    member: 'viewer',
    grants: ['table:read'],
  },
  createTreatment: {
    method: 'POST',
    path: '/api/treatments',
    handler: 'treatments/create-treatment',
    access: 'user',
    member: 'editor',
    plan: { record: 'treatments', action: 'create' },
    grants: ['table:read', 'table:write'],
  },
  updateTreatment: {
    method: 'PUT',
    path: '/api/treatments/{id}',
    handler: 'treatments/update-treatment',
    access: 'user',
    member: 'editor',
    plan: { record: 'treatments', action: 'edit' },
    grants: ['table:read', 'table:write'],
  },
  deleteTreatment: {
    method: 'DELETE',
    path: '/api/treatments/{id}',
    handler: 'treatments/delete-treatment',
    access: 'user',
    member: 'editor',
    grants: ['table:read', 'table:write'],
  },
  getFeedingTotals: {
    method: 'GET',
    path: '/api/feeding-totals',
    handler: 'treatments/get-feeding-totals',
    access: 'user',
    member: 'viewer',
    grants: ['table:read'],
  },
  getTreatmentRecommendations: {
    method: 'GET',
    path: '/api/treatment-recommendations',
    handler: 'treatments/get-treatment-recommendations',
    access: 'user',
    member: 'viewer',
    grants: ['table:read', 'table:write'],
  },
} as const satisfies Record<string, RouteDefinition>;
