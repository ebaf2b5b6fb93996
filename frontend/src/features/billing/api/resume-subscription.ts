import type { SubscriptionStatusAnswer } from '@shared/schemas/subscription';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { subscriptionChangedQueries } from './subscription-changes';

/** `POST /api/resume-subscription`: undoes a cancellation before the period ends, so Pro renews as before. */
export const resumeSubscription = () => api.post<SubscriptionStatusAnswer>(apiPath(routes.resumeSubscription));

export function useResumeSubscription() {
  return useInvalidatingMutation(resumeSubscription, subscriptionChangedQueries());
}
