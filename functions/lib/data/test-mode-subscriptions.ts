/**
 * The local test-mode payment provider's own records: its subscriptions, in HiveKeeper's table. Only the provider
 * (`functions/lib/billing/test-mode-provider.ts`) uses them; HiveKeeper's user records learn of their changes through
 * the webhook, as they would from Stripe.
 */
import type { EntityItem } from 'electrodb';
import { TestModeSubscriptionEntity } from './entities/test-mode-subscription';

type StoredTestModeSubscription = EntityItem<typeof TestModeSubscriptionEntity>;
/** A subscription as the provider sees it: `dueAt` is its next transition, absent once it has ended. */
export type TestModeSubscriptionRecord = Omit<StoredTestModeSubscription, 'dueIndex' | 'dueAt'> & { dueAt?: number };
type NewTestModeSubscription = Omit<TestModeSubscriptionRecord, 'version'> & { dueAt: number };

/** An ended subscription keeps its last period end as `dueAt`, in the `ended` partition the timer never reads. */
function toStored(record: TestModeSubscriptionRecord, version: number): StoredTestModeSubscription {
  const { dueAt, ...rest } = record;
  return {
    ...rest,
    version,
    dueIndex: dueAt === undefined ? 'ended' : 'due',
    dueAt: dueAt ?? record.currentPeriodEnd,
  };
}

function fromStored({ dueIndex, dueAt, ...rest }: StoredTestModeSubscription): TestModeSubscriptionRecord {
  return dueIndex === 'due' ? { ...rest, dueAt } : rest;
}

/** Stores a new subscription unless its id exists (the id comes from the idempotency key); the stored one wins. */
export async function createTestModeSubscription(
  subscription: NewTestModeSubscription,
): Promise<TestModeSubscriptionRecord> {
  const result = await TestModeSubscriptionEntity.create(toStored({ ...subscription, version: 1 }, 1)).go({
    returnOnConditionCheckFailure: true,
  });
  if (!result.rejected) return fromStored(result.data);
  const stored = await getTestModeSubscription(subscription.subscriptionId);
  if (!stored) throw new Error(`Test-mode subscription ${subscription.subscriptionId} vanished`);
  return stored;
}

export async function getTestModeSubscription(subscriptionId: string): Promise<TestModeSubscriptionRecord | null> {
  const { data } = await TestModeSubscriptionEntity.get({ subscriptionId }).go({ consistent: true });
  return data && fromStored(data);
}

/**
 * Writes the subscription's next state if nobody changed it since `current` was read; false when someone did
 * (the caller reads it again).
 */
export async function replaceTestModeSubscription(
  current: TestModeSubscriptionRecord,
  next: TestModeSubscriptionRecord,
): Promise<boolean> {
  const result = await TestModeSubscriptionEntity.put(toStored(next, current.version + 1))
    .where(({ version }, { eq }) => eq(version, current.version))
    .go({ returnOnConditionCheckFailure: true });
  return !result.rejected;
}

/** The subscriptions whose next transition is due at `now` (seconds), oldest first: one Query, at most `limit`. */
export async function listDueTestModeSubscriptions(now: number, limit: number): Promise<TestModeSubscriptionRecord[]> {
  const { data } = await TestModeSubscriptionEntity.query
    .subscriptionsByDueTime({ dueIndex: 'due' })
    .lte({ dueAt: now })
    .go({ limit });
  return data.map(fromStored);
}
