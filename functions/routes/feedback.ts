import type { RouteDefinition } from '../route-definition';

export const feedbackRoutes = {
  createFeedback: {
    method: 'POST',
    path: '/api/feedback',
    handler: 'feedback/create-feedback',
    access: 'optional',
    member: 'self',
    grants: ['table:read', 'table:write', 'admins:list'],
  },
  listFeedback: {
    method: 'GET',
    path: '/api/feedback',
    handler: 'feedback/list-feedback',
    access: 'user',
    member: 'self',
    grants: ['table:read'],
  },
  updateFeedbackStatus: {
    method: 'PUT',
    path: '/api/feedback/{id}',
    handler: 'feedback/update-feedback-status',
    access: 'admin',
    member: 'self',
    grants: ['table:read', 'table:write'],
  },
  getFeedbackStats: {
    method: 'GET',
    path: '/api/feedback/stats',
    handler: 'feedback/get-feedback-stats',
    access: 'admin',
    member: 'self',
    grants: ['table:read'],
  },
} as const satisfies Record<string, RouteDefinition>;
