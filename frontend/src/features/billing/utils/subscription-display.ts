import { format } from 'date-fns';
import { PRO_ACCESS_STATUSES, type SubscriptionPlan, type SubscriptionStatus } from '@shared/plans';
import type { PaymentSubscription } from '@shared/schemas/subscription';

export const PLAN_LABELS = { free: 'Free', pro: 'Pro' } as const satisfies Record<SubscriptionPlan, string>;

export const STATUS_LABELS = {
  free: 'Free',
  trialing: 'Free trial',
  active: 'Active',
  past_due: 'Past due',
  canceled: 'Canceled',
  unpaid: 'Unpaid',
  incomplete: 'Incomplete',
  incomplete_expired: 'Expired',
  paused: 'Paused',
} as const satisfies Record<SubscriptionStatus, string>;

/**
 * How a status badge looks (spec section 4): green while Pro is open, plain for the free plan, destructive for
 * every other status (past due, unpaid, incomplete, canceled...): something the beekeeper should look at.
 */
export function statusTone(status: SubscriptionStatus): 'green' | 'neutral' | 'red' {
  if ((PRO_ACCESS_STATUSES as readonly SubscriptionStatus[]).includes(status)) return 'green';
  return status === 'free' ? 'neutral' : 'red';
}

/**
 * Statuses of a subscription that still runs, which the beekeeper can cancel or resume (and can't start a second
 * of): the server's rule for 409 on create-subscription.
 */
const LIVE_STATUSES: readonly SubscriptionStatus[] = ['trialing', 'active', 'past_due'];

export const isLive = (subscription: PaymentSubscription | null): subscription is PaymentSubscription =>
  subscription !== null && LIVE_STATUSES.includes(subscription.status);

/** A period end (seconds since the epoch) as the profile writes dates: 'Dec 23, 2026'. */
export const periodEndLabel = (seconds: number) => format(new Date(seconds * 1000), 'MMM d, yyyy');
