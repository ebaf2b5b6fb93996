/**
 * The beekeeper's subscription on their user item: the claim that makes concurrent upgrades start one
 * subscription, and the one way a payment provider's subscription state lands on the user (the webhook and the
 * subscription routes alike), the newest state winning.
 */
import { subscriptionPlanFor } from '../../../shared/billing';
import type { SubscriptionStatusAnswer } from '../../../shared/schemas/subscription';
import type { BillingEvent, ProviderSubscription } from '../billing/payment-provider';
import type { Caller } from '../caller';
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

/** The user-item update that writes a provider state, unless a newer one (by `created`) is there already. */
function subscriptionStateUpdate(
  user: TransactionEntities['user'],
  subscription: ProviderSubscription,
  created: number,
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
    .where(
      (stored, { notExists, lte }) =>
        `(${notExists(stored.subscriptionStateCreated)} OR ${lte(stored.subscriptionStateCreated, created)}) AND ${notExists(stored.deletionRequestedAt)}`,
    );
}

/**
 * Applies a provider's subscription state to its user, as of `created` (seconds; an event's creation, or the
 * moment a route asked the provider): the newest state wins, so states arriving out of order end in the latest.
 * Answers whether it was applied (false: a newer state is stored, or the user doesn't exist).
 */
export async function applySubscriptionState(subscription: ProviderSubscription, created: number): Promise<boolean> {
  const cancellation = await retryOnWriteConflict(() =>
    writeTransaction(({ user }) => ({ user: subscriptionStateUpdate(user, subscription, created).commit() })),
  );
  if (cancellation && !cancellation.conditionFailed('user')) throw cancellation.unexpected('Applying a subscription');
  return cancellation === null;
}

export type BillingEventOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

/**
 * Applies a verified webhook event once: its id is stored with a conditional create in the same transaction as the
 * user's new state, so a second delivery changes nothing ('duplicate'). An event older than the stored state is
 * 'stale' and changes nothing either; one without a subscription is 'ignored'.
 */
export async function applyBillingEvent(event: BillingEvent): Promise<BillingEventOutcome> {
  const { subscription } = event;
  if (!subscription) return 'ignored';
  const cancellation = await retryOnWriteConflict(() =>
    writeTransaction(({ user, billingEvent }) => ({
      event: billingEvent.create({ eventId: event.id, type: event.type, userId: subscription.userId }).commit(),
      user: subscriptionStateUpdate(user, subscription, event.created).commit(),
    })),
  );
  if (!cancellation) return 'applied';
  if (cancellation.conditionFailed('event')) return 'duplicate';
  if (cancellation.conditionFailed('user')) return 'stale';
  throw cancellation.unexpected('Applying a billing event');
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
