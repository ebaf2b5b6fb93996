import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionStatusAnswer } from '@shared/schemas/subscription';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `GET /api/subscription-status`: the plan, its status and the payment provider's subscription (null if none). */
export const getSubscriptionStatus = () => api.get<SubscriptionStatusAnswer>(apiPath(routes.getSubscriptionStatus));

export const subscriptionStatusQueryOptions = () =>
  queryOptions({ queryKey: [apiPath(routes.getSubscriptionStatus)], queryFn: getSubscriptionStatus });

export function useSubscriptionStatus() {
  return useQuery(subscriptionStatusQueryOptions());
}
