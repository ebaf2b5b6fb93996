import type { RouteDefinition } from '../route-definition';

export const newsletterRoutes = {
  newsletterSignup: {
    method: 'POST',
    path: '/api/newsletter',
    handler: 'newsletter/newsletter-signup',
    access: 'public',
    grants: ['table:write', 'mail:send', 'reminders:secret'],
  },
  confirmNewsletterSignup: {
    method: 'POST',
    path: '/api/newsletter/confirm',
    handler: 'newsletter/confirm-newsletter-signup',
    access: 'public',
    grants: ['table:write', 'reminders:secret'],
  },
  unsubscribeFromNewsletter: {
    method: 'POST',
    path: '/api/newsletter/unsubscribe',
    handler: 'newsletter/unsubscribe-from-newsletter',
    access: 'public',
    grants: ['table:write', 'reminders:secret'],
  },
} as const satisfies Record<string, RouteDefinition>;
