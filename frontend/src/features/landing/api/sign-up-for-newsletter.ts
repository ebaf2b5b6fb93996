import type { NewsletterSignup, NewsletterSignupInput } from '@shared/schemas/newsletter';
import { api } from '@/lib/api-client';
import { apiPath, startRoutes } from '@/lib/start-routes';

/**
 * Signs an address up for HiveKeeper's newsletter (`POST /api/newsletter`, public): 202 for every valid address (a
 * new or pending one is e-mailed its confirmation link), 400 with the spec's message for an invalid one.
 */
export const signUpForNewsletter = (input: NewsletterSignupInput) =>
  api.post<NewsletterSignup>(apiPath(startRoutes.newsletterSignup), input);
