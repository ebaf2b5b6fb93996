/**
 * HiveKeeper's plans, as settled in the product decisions: one source for server limits, UI gates and copy.
 */
import { countOf } from './count-of';

export const FREE_PLAN_LIMITS = { hives: 3, apiaries: 1 } as const;

/**
 * What the free plan includes, as the landing page and the pricing page list it. The limits are written from
 * `FREE_PLAN_LIMITS`, so the copy says what the server enforces; each record type sits in the list of the plan that
 * may create it in `PLAN_RULES` (plan-rules.ts), which the pricing page's test holds it to.
 */
export const FREE_PLAN_FEATURES = [
  `Up to ${countOf(FREE_PLAN_LIMITS.hives, 'hive', 'hives')}`,
  countOf(FREE_PLAN_LIMITS.apiaries, 'apiary', 'apiaries'),
  'Inspection records',
  'Treatment reminders',
  'Task schedule',
  'Weather advice for hive work',
] as const;

export const PRO_PLAN = {
  priceUsdPerMonth: 9.99,
  trialDays: 30,
  trialLabel: '30-day free trial',
  features: [
    'Unlimited hives and apiaries',
    'Treatment and feeding records',
    'Production tracking and forecasting',
    'Financial management',
    'Advanced analytics and reports',
    'Inspection photo storage',
    'Inspections dictated by voice',
    'Hive scales and sensors',
    'Sharing your account with a team',
    'Export of data and reports',
    'Priority support',
  ],
} as const;

export const SUBSCRIPTION_PLANS = ['free', 'pro'] as const;
export type SubscriptionPlan = (typeof SUBSCRIPTION_PLANS)[number];
/** Each plan by the name people read (the admins' sign-up notices, the test card's choices). */
export const SUBSCRIPTION_PLAN_NAMES: Readonly<Record<SubscriptionPlan, string>> = { free: 'Free', pro: 'Pro' };

/** Stripe's subscription statuses plus `free` for someone who never subscribed. */
export const SUBSCRIPTION_STATUSES = [
  'free',
  'trialing',
  'active',
  'past_due',
  'canceled',
  'unpaid',
  'incomplete',
  'incomplete_expired',
  'paused',
] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/** Statuses that keep Pro features open (a canceled-at-period-end subscription stays active until it ends). */
export const PRO_ACCESS_STATUSES = ['active', 'trialing'] as const satisfies readonly SubscriptionStatus[];

export interface PlanHolder {
  isAdmin: boolean;
  subscriptionPlan: SubscriptionPlan;
  subscriptionStatus: SubscriptionStatus;
}

/** Pro access = admin, or plan pro with status active or trialing. The same rule everywhere. */
export function hasProAccess(user: PlanHolder): boolean {
  if (user.isAdmin) return true;
  return (
    user.subscriptionPlan === 'pro' &&
    (PRO_ACCESS_STATUSES as readonly SubscriptionStatus[]).includes(user.subscriptionStatus)
  );
}

/** Whether a user with `current` items of a kind may add one more (limits apply to free users only). */
export function canAddWithinFreeLimit(user: PlanHolder, kind: keyof typeof FREE_PLAN_LIMITS, current: number): boolean {
  return hasProAccess(user) || current < FREE_PLAN_LIMITS[kind];
}
