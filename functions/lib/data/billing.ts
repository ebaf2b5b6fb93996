/**
 * The beekeeper's subscription on their user item: the claim that makes concurrent upgrades start one
 * subscription, and the one way a payment provider's subscription state lands on the user (the webhook and the
 * subscription routes alike), the newest state winning.
 */
import { subscriptionPlanFor } from '../../../shared/billing';
import type { SubscriptionStatusAnswer } from '../../../shared/schemas/subscription';
import type { BillingEvent, ProviderSubscription } from '../billing/payment-provider';
import type { Caller } from '../caller';
import { logger } from '../logger';
import { UserEntity } from './entities/user';
import { writeTransaction, retryOnWriteConflict, type TransactionEntities } from './transactions';
import { getUser, type UserRecord } from './users';

/**
 * A claim older than this was left by a call that died (a Lambda stops after 10 s; the provider's idempotency key
 * makes a retry with the same claim harmless, and a new claim after this long starts afresh).
 */
const CLAIM_EXPIRES_AFTER_MS = 60_000;

/**
 * Claims the right to create the caller's subscription: only a beekeeper on the free plan, and only one call at a
 * time. Answers the claim (the provider's idempotency key), or null when the user is already subscribed or another
 * call holds the claim. The user item exists (`ensureUser` first).
 */
export async function claimSubscriptionCreation(
  { userId }: Caller,
  claim: string,
): Promise<{ claimed: true } | { claimed: false; reason: 'subscribed' | 'claimed' }> {
  const now = Date.now();
  const result = await retryOnWriteConflict(() =>
    UserEntity.patch({ userId })
      .set({ subscriptionClaim: claim, subscriptionClaimedAt: now })
      .where(
        (user, { eq, notExists, lt }) =>
          `${eq(user.subscriptionPlan, 'free')} AND (${notExists(user.subscriptionClaim)} OR ${lt(
            user.subscriptionClaimedAt,
            now - CLAIM_EXPIRES_AFTER_MS,
          )})`,
      )
      .go({ returnOnConditionCheckFailure: true }),
  );
  if (!result.rejected) return { claimed: true };
  const stored = await getUser(userId);
  return { claimed: false, reason: stored?.subscriptionPlan === 'pro' ? 'subscribed' : 'claimed' };
}

/** Lets go of the caller's claim, if it is still theirs (a claim that expired may have been taken since). */
export async function releaseSubscriptionClaim({ userId }: Caller, claim: string): Promise<void> {
  await retryOnWriteConflict(() =>
    UserEntity.patch({ userId })
      .remove(['subscriptionClaim', 'subscriptionClaimedAt'])
      .where((user, { eq }) => eq(user.subscriptionClaim, claim))
      .go({ returnOnConditionCheckFailure: true }),
  );
}

/** Remembers the provider's customer for the caller, so every later subscription uses the same one. */
export async function saveBillingCustomer({ userId }: Caller, billingCustomerId: string): Promise<void> {
  await retryOnWriteConflict(() => UserEntity.patch({ userId }).set({ billingCustomerId }).go());
}

/**
 * How a provider state stored as of `created` may meet the one on the user item: `newer` only over a state from an
 * earlier second (an event), `asNewAs` also over one from the same second (what the provider answered when asked,
 * which is at least as new as any event of its second).
 */
type Precedence = 'newer' | 'asNewAs';

/**
 * The user-item update that writes a provider state, only onto the beekeeper it belongs to and only over an older
 * one. Belonging: the state's customer is the one HiveKeeper stored for the user (stored before the provider has any
 * subscription of theirs, `saveBillingCustomer`), and its subscription is the stored one, or the beekeeper isn't on
 * Pro through the stored one (a first subscription, or a new one after the last ended). A signed event about
 * someone else's customer, or about an old subscription once a newer one is running, changes nothing.
 */
function subscriptionStateUpdate(
  user: TransactionEntities['user'],
  subscription: ProviderSubscription,
  created: number,
  precedence: Precedence,
) {
  return user
    .patch({ userId: subscription.userId })
    .set({
      subscriptionPlan: subscriptionPlanFor(subscription.status),
      subscriptionStatus: subscription.status,
      billingCustomerId: subscription.customerId,
      subscriptionId: subscription.id,
      currentPeriodEnd: subscription.currentPeriodEnd,
      cancelAtPeriodEnd: subscription.cancelAtPeriodEnd,
      subscriptionStateCreated: created,
      ...(subscription.trialEnd === null ? {} : { trialEnd: subscription.trialEnd }),
    })
    .remove(subscription.trialEnd === null ? ['trialEnd'] : [])
    .where((stored, { eq, notExists, lt, lte }) =>
      [
        eq(stored.billingCustomerId, subscription.customerId),
        `(${notExists(stored.subscriptionId)} OR ${eq(stored.subscriptionId, subscription.id)} OR ${eq(stored.subscriptionPlan, 'free')})`,
        `(${notExists(stored.subscriptionStateCreated)} OR ${
          precedence === 'newer'
            ? lt(stored.subscriptionStateCreated, created)
            : lte(stored.subscriptionStateCreated, created)
        })`,
        notExists(stored.deletionRequestedAt),
      ].join(' AND '),
    );
}

/**
 * Applies a provider's answer about a subscription to its user, as of `askedAt` (seconds, taken before asking): the
 * newest state wins, so states arriving out of order end in the latest. Answers whether it was applied (false: a
 * newer state is stored, the state isn't the user's, or the user doesn't exist).
 */
export async function applySubscriptionState(subscription: ProviderSubscription, askedAt: number): Promise<boolean> {
  const cancellation = await retryOnWriteConflict(() =>
    writeTransaction(({ user }) => ({
      user: subscriptionStateUpdate(user, subscription, askedAt, 'asNewAs').commit(),
    })),
  );
  if (cancellation && !cancellation.conditionFailed('user')) throw cancellation.unexpected('Applying a subscription');
  return cancellation === null;
}

/**
 * What became of a webhook event: applied; applied already (`duplicate`); older than the stored state (`stale`);
 * of the same second as the stored state, which the provider's current state then replaced (`refreshed`); about a
 * customer or subscription that isn't the user's, or a user gone or leaving (`foreign`); or about no subscription
 * (`ignored`). Each answers 200, so the provider stops sending it.
 */
export type BillingEventOutcome = 'applied' | 'duplicate' | 'stale' | 'refreshed' | 'foreign' | 'ignored';

/**
 * Applies a verified webhook event once: its id is stored with a conditional create in the same transaction as the
 * user's new state, so a second delivery changes nothing. Events carry their creation in whole seconds and ids that
 * say nothing of order, and providers don't deliver in order: an event from a later second than the stored state
 * wins, an earlier one changes nothing, and for one of the same second `currentState` asks the provider for the
 * subscription as it is now, which is stored instead (as Stripe advises for events that may arrive out of order).
 */
export async function applyBillingEvent(
  event: BillingEvent,
  currentState: (subscriptionId: string) => Promise<ProviderSubscription>,
): Promise<BillingEventOutcome> {
  const { subscription } = event;
  if (!subscription) return 'ignored';
  const record = async (state: ProviderSubscription, precedence: Precedence) =>
    retryOnWriteConflict(() =>
      writeTransaction(({ user, billingEvent }) => ({
        event: billingEvent.create({ eventId: event.id, type: event.type, userId: subscription.userId }).commit(),
        user: subscriptionStateUpdate(user, state, event.created, precedence).commit(),
      })),
    );
  const cancellation = await record(subscription, 'newer');
  if (!cancellation) return 'applied';
  if (cancellation.conditionFailed('event')) return 'duplicate';
  if (!cancellation.conditionFailed('user')) throw cancellation.unexpected('Applying a billing event');

  const stored = await getUser(subscription.userId);
  if (!stored || stored.deletionRequestedAt !== undefined || !belongsTo(stored, subscription)) {
    logger.warn("A billing event about a subscription that is not the user's changed nothing", {
      eventId: event.id,
      type: event.type,
    });
    return 'foreign';
  }
  if ((stored.subscriptionStateCreated ?? 0) !== event.created) return 'stale';
  const current = await currentState(subscription.id);
  const refreshed = await record(current, 'asNewAs');
  if (!refreshed) return 'refreshed';
  if (refreshed.conditionFailed('event')) return 'duplicate';
  if (refreshed.conditionFailed('user')) return 'stale';
  throw refreshed.unexpected('Applying a billing event');
}

/** The update's belonging condition, read on a stored user to tell a foreign event from a stale one. */
function belongsTo(stored: UserRecord, subscription: ProviderSubscription): boolean {
  return (
    stored.billingCustomerId === subscription.customerId &&
    (stored.subscriptionId === undefined ||
      stored.subscriptionId === subscription.id ||
      stored.subscriptionPlan === 'free')
  );
}

/**
 * The user's subscription as `GET /api/subscription-status` answers it, from the state stored on the user; free with
 * no subscription for a user without an item yet.
 */
export function toSubscriptionStatusAnswer(user: UserRecord | null): SubscriptionStatusAnswer {
  if (!user) return { subscriptionStatus: 'free', subscriptionPlan: 'free', subscription: null };
  const { subscriptionId, currentPeriodEnd } = user;
  return {
    subscriptionStatus: user.subscriptionStatus,
    subscriptionPlan: user.subscriptionPlan,
    subscription:
      subscriptionId === undefined || currentPeriodEnd === undefined
        ? null
        : {
            id: subscriptionId,
            status: user.subscriptionStatus,
            current_period_end: currentPeriodEnd,
            cancel_at_period_end: user.cancelAtPeriodEnd ?? false,
          },
  };
}
