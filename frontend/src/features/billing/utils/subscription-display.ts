import { PRO_ACCESS_STATUSES, type SubscriptionPlan, type SubscriptionStatus } from '@shared/plans';
import type { PaymentSubscription } from '@shared/schemas/subscription';
import { formatDate } from '@/lib/i18n/format';

/** Each plan's name in the billing catalogue. */
export const PLAN_KEYS = { free: 'plan.free', pro: 'plan.pro' } as const satisfies Record<SubscriptionPlan, string>;

/** Each subscription status's name in the billing catalogue. */
export const STATUS_KEYS = {
  free: 'status.free',
  trialing: 'status.trialing',
  active: 'status.active',
  past_due: 'status.pastDue',
  canceled: 'status.canceled',
  unpaid: 'status.unpaid',
  incomplete: 'status.incomplete',
  incomplete_expired: 'status.incompleteExpired',
  paused: 'status.paused',
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

/** A period end (seconds since the epoch) as the beekeeper's language writes dates: 'Dec 23, 2026', '23.12.2026'. */
export const periodEndLabel = (seconds: number) => formatDate(new Date(seconds * 1000));
