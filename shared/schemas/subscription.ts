import * as z from 'zod';
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
