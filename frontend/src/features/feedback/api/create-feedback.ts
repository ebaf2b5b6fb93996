import type { Feedback, ParsedFeedbackInput } from '@shared/schemas/feedback';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { feedbackQueryKey } from './get-my-feedback';

/**
 * `POST /api/feedback`, signed in or not: 201 with the new item (open); 400 with the spec's field messages; 429 with
 * the rate limit's message when the sender sent too much lately.
 */
export const createFeedback = (input: ParsedFeedbackInput) => api.post<Feedback>(apiPath(routes.createFeedback), input);

export function useCreateFeedback() {
  return useInvalidatingMutation(createFeedback, [feedbackQueryKey()]);
}
