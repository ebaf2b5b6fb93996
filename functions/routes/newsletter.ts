import type { RouteDefinition } from '../route-definition';

export const newsletterRoutes = {
  newsletterSignup: {
    method: 'POST',
    path: '/api/newsletter',
    handler: 'newsletter/newsletter-signup',
    access: 'public',
    grants: ['table:write'],
  },
} as const satisfies Record<string, RouteDefinition>;
