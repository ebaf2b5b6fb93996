import type { RouteDefinition } from '../route-definition';

export const billingRoutes = {
  getSubscriptionStatus: {
    method: 'GET',
    path: '/api/subscription-status',
    handler: 'billing/get-subscription-status',
    access: 'user',
    member: 'self',
    grants: ['table:read'],
  },
  createSubscription: {
    method: 'POST',
    path: '/api/create-subscription',
    handler: 'billing/create-subscription',
    access: 'user',
    member: 'self',
    grants: ['table:read', 'table:write', 'payments:secrets'],
  },
  cancelSubscription: {
    method: 'POST',
    path: '/api/cancel-subscription',
    handler: 'billing/cancel-subscription',
    access: 'user',
    member: 'self',
    grants: ['table:read', 'table:write', 'payments:secrets'],
  },
  resumeSubscription: {
    method: 'POST',
    path: '/api/resume-subscription',
    handler: 'billing/resume-subscription',
    access: 'user',
    member: 'self',
    grants: ['table:read', 'table:write', 'payments:secrets'],
  },
  billingWebhook: {
    method: 'POST',
    path: '/api/billing/webhook',
    handler: 'billing/billing-webhook',
    access: 'public',
    limitPerAddress: false,
    grants: ['table:read', 'table:write', 'payments:secrets'],
  },
} as const satisfies Record<string, RouteDefinition>;
