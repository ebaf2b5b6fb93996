import { useMutation } from '@tanstack/react-query';
import type { NewsletterConfirmation } from '@shared/schemas/newsletter';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/**
 * Confirms the newsletter signup a confirmation e-mail's signed link names (`POST /api/newsletter/confirm`, public:
 * no sign-in); 400 for a link that is not valid or has expired.
 */
export const confirmNewsletterSignup = (token: string) =>
  api.post<NewsletterConfirmation>(`${apiPath(routes.confirmNewsletterSignup)}?${new URLSearchParams({ token })}`);

export function useConfirmNewsletterSignup() {
  return useMutation({ mutationFn: confirmNewsletterSignup });
}
