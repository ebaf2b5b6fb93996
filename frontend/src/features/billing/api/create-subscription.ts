import { useMutation } from '@tanstack/react-query';
import type { CreateSubscriptionAnswer, CreateSubscriptionRequest } from '@shared/schemas/subscription';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/**
 * `POST /api/create-subscription`: Pro with its free trial on the payment form's payment method. 402 when the card
 * is declined (the provider's message), 409 when the beekeeper already has a subscription. The answer's
 * `confirmation` is what the payment form must still confirm (3-D Secure); the payment dialog refetches the user
 * once everything is confirmed.
 */
export const createSubscription = (request: CreateSubscriptionRequest) =>
  api.post<CreateSubscriptionAnswer>(apiPath(routes.createSubscription), request);

export function useCreateSubscription() {
  return useMutation({ mutationFn: createSubscription });
}
