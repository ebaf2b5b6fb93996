import { useMutation } from '@tanstack/react-query';
import type { NewsletterSignup, NewsletterSignupInput } from '@shared/schemas/newsletter';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/**
 * Signs an address up for HiveKeeper's newsletter (`POST /api/newsletter`, public): 201 for a new address, 200 with
 * `alreadySubscribed: true` for one already on the list, 400 with the spec's message for an invalid one.
 */
export const signUpForNewsletter = (input: NewsletterSignupInput) =>
  api.post<NewsletterSignup>(apiPath(routes.newsletterSignup), input);

export function useSignUpForNewsletter() {
  return useMutation({ mutationFn: signUpForNewsletter });
}
