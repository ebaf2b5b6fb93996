/**
 * HiveKeeper's plans, as settled in the product decisions: one source for server limits, UI gates and copy.
 */
import { countOf } from './count-of';

export const FREE_PLAN_LIMITS = { hives: 3, apiaries: 1 } as const;

/**
 * What the free plan includes, as the landing page and the pricing page list it. The limits are written from
 * `FREE_PLAN_LIMITS`, so the copy says what the server enforces.
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
    'Production tracking and forecasting',
    'Financial management',
    'Advanced analytics and reports',
    'Inspection photo storage',
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

/**
 * Where a beekeeper stands with Pro: `free` never subscribed (or the first payment never went through), `trialing`
 * and `active` have Pro (admins count as active), `lapsed` had Pro and lost it (payment overdue or unpaid, paused,
 * cancelled to the end of the period).
 */
export const PLAN_STATES = ['free', 'trialing', 'active', 'lapsed'] as const;
export type PlanState = (typeof PLAN_STATES)[number];

/** Statuses of a subscription that gave Pro and no longer does. */
const LAPSED_STATUSES: readonly SubscriptionStatus[] = ['past_due', 'unpaid', 'paused', 'canceled'];

export function planStateOf(user: PlanHolder): PlanState {
  if (user.isAdmin) return 'active';
  if (hasProAccess(user)) return user.subscriptionStatus === 'trialing' ? 'trialing' : 'active';
  return LAPSED_STATUSES.includes(user.subscriptionStatus) ? 'lapsed' : 'free';
}

export const RECORD_ACTIONS = ['read', 'create', 'edit', 'delete'] as const;
export type RecordAction = (typeof RECORD_ACTIONS)[number];

const EVERY_ACTION = RECORD_ACTIONS;
/** What a beekeeper keeps of a Pro record type without Pro: what they made stays theirs to read, export and delete. */
const KEPT = ['read', 'delete'] as const;
const NONE = [] as const;

/**
 * HiveKeeper's one plan rule: what each plan state may do with each record type, read by the API (a route's `plan`)
 * and by the screens (paywalls, Add buttons, edit forms). Pro features are created and edited with Pro; nothing a
 * beekeeper made is taken away by a downgrade (decisions.md), so a lapsed beekeeper keeps reading and deleting it.
 * Treatments are listed free (decisions.md), so a free beekeeper reads them too; production and finances are Pro
 * screens, behind the paywall for a beekeeper who never had Pro. The free plan's counts (`FREE_PLAN_LIMITS`) limit
 * creating hives and apiaries apart from this table.
 */
export const PLAN_RULES = {
  apiaries: { free: EVERY_ACTION, trialing: EVERY_ACTION, active: EVERY_ACTION, lapsed: EVERY_ACTION },
  hives: { free: EVERY_ACTION, trialing: EVERY_ACTION, active: EVERY_ACTION, lapsed: EVERY_ACTION },
  inspections: { free: EVERY_ACTION, trialing: EVERY_ACTION, active: EVERY_ACTION, lapsed: EVERY_ACTION },
  tasks: { free: EVERY_ACTION, trialing: EVERY_ACTION, active: EVERY_ACTION, lapsed: EVERY_ACTION },
  inspectionPhotos: { free: KEPT, trialing: EVERY_ACTION, active: EVERY_ACTION, lapsed: KEPT },
  treatments: { free: KEPT, trialing: EVERY_ACTION, active: EVERY_ACTION, lapsed: KEPT },
  production: { free: NONE, trialing: EVERY_ACTION, active: EVERY_ACTION, lapsed: KEPT },
  finances: { free: NONE, trialing: EVERY_ACTION, active: EVERY_ACTION, lapsed: KEPT },
  /** The ZIP of reports an account export makes (the JSON export is everyone's, like the records it holds). */
  reports: { free: ['read'], trialing: EVERY_ACTION, active: EVERY_ACTION, lapsed: ['read'] },
} as const satisfies Record<string, Record<PlanState, readonly RecordAction[]>>;
export type PlanRecord = keyof typeof PLAN_RULES;

/** Whether a beekeeper in `state` may do `action` with records of type `record` (`PLAN_RULES`). */
export function canDo(state: PlanState, record: PlanRecord, action: RecordAction): boolean {
  return (PLAN_RULES[record][state] as readonly RecordAction[]).includes(action);
}

/**
 * A route's plan rule: the record type and action a request is, checked with `canDo`; with `when`, only for a
 * request whose body `field` holds one of those values (an upload's purpose, an export's format).
 */
export interface PlanRule {
  record: PlanRecord;
  action: RecordAction;
  when?: { field: string; oneOf: readonly string[] };
}

/** Whether `rule` concerns a request with `body` (always, without `when`). */
export function planRuleApplies(rule: PlanRule, body: unknown): boolean {
  if (!rule.when) return true;
  const value = typeof body === 'object' && body !== null ? (body as Record<string, unknown>)[rule.when.field] : null;
  return typeof value === 'string' && rule.when.oneOf.includes(value);
}

/** Whether `rule` lets a beekeeper in `state` send `body` (the API before the handler, a screen before the request). */
export function planRuleAllows(rule: PlanRule, state: PlanState, body: unknown): boolean {
  return !planRuleApplies(rule, body) || canDo(state, rule.record, rule.action);
}

/** Whether a user with `current` items of a kind may add one more (limits apply to free users only). */
export function canAddWithinFreeLimit(user: PlanHolder, kind: keyof typeof FREE_PLAN_LIMITS, current: number): boolean {
  return hasProAccess(user) || current < FREE_PLAN_LIMITS[kind];
}
