/**
 * HiveKeeper's one plan rule: what a free, trialing, active or lapsed beekeeper may read, create, edit and delete,
 * per record type, read by the API (a route's `plan`) and by the screens. Apart from `plans.ts` (limits and prices),
 * which the signed-out landing page loads within its JS budget.
 */
import { hasProAccess, type PlanHolder, type SubscriptionStatus } from './plans';

/**
 * Where a beekeeper stands with Pro: `free` never subscribed (or the first payment never went through), `trialing`
 * and `active` have Pro (admins count as active), `lapsed` had Pro and lost it (payment overdue or unpaid, paused,
 * cancelled to the end of the period).
 */
export const PLAN_STATES = ['free', 'trialing', 'active', 'lapsed'] as const;
export type PlanState = (typeof PLAN_STATES)[number];

/** Statuses of a subscription that gave Pro and no longer does. */
const LAPSED_STATUSES: readonly SubscriptionStatus[] = ['past_due', 'unpaid', 'paused', 'canceled'];

/** Whether a plan state has Pro access (`hasProAccess`): trialing or active. */
export function hasProState(state: PlanState): boolean {
  return state === 'trialing' || state === 'active';
}

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
  /**
   * Sharing the account (docs/features/teams.md): inviting and changing roles is Pro; without it the owner still
   * sees the team and may revoke and remove, and the members only read (the members' requests are capped at viewer).
   */
  team: { free: KEPT, trialing: EVERY_ACTION, active: EVERY_ACTION, lapsed: KEPT },
  /**
   * Voice inspections: drafts (POST /api/inspection-drafts) and recordings sent for transcription (POST
   * /api/voice-recordings and its transcription) are made with Pro. A draft is never stored; a recording is read
   * and deleted by its routes without a plan rule, so one made before a plan lapsed stays the beekeeper's to use or
   * delete. The inspection confirmed from a draft is an inspection like any other.
   */
  inspectionDrafts: { free: NONE, trialing: ['create'], active: ['create'], lapsed: NONE },
  /**
   * Hive scales and sensors: added and fed with Pro; a beekeeper whose Pro lapsed still reads and deletes theirs. A
   * beekeeper who never had Pro has none: their weight chart is behind the paywall.
   */
  hiveScales: { free: NONE, trialing: EVERY_ACTION, active: EVERY_ACTION, lapsed: KEPT },
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
