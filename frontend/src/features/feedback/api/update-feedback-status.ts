import type { Feedback, FeedbackStatus } from '@shared/schemas/feedback';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { feedbackQueryKey } from './get-my-feedback';

/** `PUT /api/feedback/{id}` (admins): any status from any other. */
export const updateFeedbackStatus = ({ id, status }: { id: string; status: FeedbackStatus }) =>
  api.put<Feedback>(apiPath(routes.updateFeedbackStatus, { id }), { status });

export function useUpdateFeedbackStatus() {
  return useInvalidatingMutation(updateFeedbackStatus, [feedbackQueryKey()]);
}
