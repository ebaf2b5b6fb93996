import * as z from 'zod';
import { VALIDATION } from '../messages';
import { SUBSCRIPTION_PLANS, SUBSCRIPTION_STATUSES } from '../plans';

/** The payment provider's subscription, in its own field names (Stripe's, or the local test-mode provider's). */
export const paymentSubscriptionSchema = z.object({
  id: z.string(),
  status: z.enum(SUBSCRIPTION_STATUSES),
  /** End of the paid (or trial) period, seconds since the epoch. */
  current_period_end: z.number().int(),
  /** Set once the user cancels: access stays until current_period_end. */
  cancel_at_period_end: z.boolean(),
});
export type PaymentSubscription = z.infer<typeof paymentSubscriptionSchema>;

/** What `GET /api/subscription-status` answers; `subscription` is null for someone who never subscribed. */
export const subscriptionStatusAnswerSchema = z.object({
  subscriptionStatus: z.enum(SUBSCRIPTION_STATUSES),
  subscriptionPlan: z.enum(SUBSCRIPTION_PLANS),
  subscription: paymentSubscriptionSchema.nullable(),
});
export type SubscriptionStatusAnswer = z.infer<typeof subscriptionStatusAnswerSchema>;

/**
 * What `POST /api/create-subscription` takes: the payment method the payment form made (a Stripe `pm_...` id from
 * Stripe Elements in the cloud, a `test_card_<number>` token from the test-mode card form locally).
 */
export const createSubscriptionRequestSchema = z.object({
  paymentMethod: z
    .string()
    .trim()
    .min(1, { error: 'Payment method is required' })
    .max(255)
    // Both kinds of id are letters, digits and underscores: anything else never reaches the provider.
    .regex(/^\w+$/, { error: VALIDATION.invalidRequest }),
});
export type CreateSubscriptionRequest = z.infer<typeof createSubscriptionRequestSchema>;

/**
 * What `POST /api/create-subscription` answers: the new state (as the status route answers it) and, when the card
 * needs the beekeeper's confirmation (3-D Secure), the client secret the payment form confirms with, returning to
 * `/profile` if the bank redirects. Null when nothing is left to confirm.
 */
export const createSubscriptionAnswerSchema = subscriptionStatusAnswerSchema.extend({
  confirmation: z.object({ clientSecret: z.string() }).nullable(),
});
export type CreateSubscriptionAnswer = z.infer<typeof createSubscriptionAnswerSchema>;
