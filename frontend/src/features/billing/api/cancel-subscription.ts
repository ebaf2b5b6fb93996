import type { SubscriptionStatusAnswer } from '@shared/schemas/subscription';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { subscriptionChangedQueries } from './subscription-changes';

/** `POST /api/cancel-subscription`: Pro ends at the end of the period already paid (or of the trial). */
export const cancelSubscription = () => api.post<SubscriptionStatusAnswer>(apiPath(routes.cancelSubscription));

export function useCancelSubscription() {
  return useInvalidatingMutation(cancelSubscription, subscriptionChangedQueries());
}
