/**
 * The local test-mode payment provider, HiveKeeper's default when no Stripe key is configured. It behaves as Stripe
 * does for HiveKeeper, offline: it takes only the test cards of `TEST_MODE_CARDS` (as `test_card_<number>`), starts
 * the 30-day trial, lets trials and periods really pass (trial → active → renewed each month; a cancelled one ends
 * at its period end), and tells HiveKeeper of every change with a Stripe-shaped event signed with the local webhook
 * secret and POSTed to the webhook route: the same code path as Stripe's. Its subscriptions live in HiveKeeper's
 * table (`test-mode-subscriptions.ts`); its clock is `Date.now()`, so tests move time with a fake clock.
 */
import { addDays, addMonths } from 'date-fns';
import Stripe from 'stripe';
import { ulid } from 'ulid';
import { CARD_DECLINED_MESSAGE, TEST_CARD_TOKEN_PREFIX, TEST_MODE_CARDS } from '../../../shared/billing';
import { PRO_PLAN, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from '../../../shared/plans';
import type { TestModeBillingSettings } from '../config';
import {
  createTestModeSubscription,
  getTestModeSubscription,
  listDueTestModeSubscriptions,
  replaceTestModeSubscription,
  type TestModeSubscriptionRecord,
} from '../data/test-mode-subscriptions';
import { logger } from '../logger';
import { PaymentDeclinedError, WebhookSignatureError } from './errors';
import type { BillingEvent, PaymentProvider, ProviderSubscription } from './payment-provider';

/** Stripe's subscription event types the test-mode provider sends. */
type SubscriptionEventType =
  'customer.subscription.created' | 'customer.subscription.updated' | 'customer.subscription.deleted';

/** The part of a Stripe subscription object HiveKeeper reads (the test-mode provider writes only these). */
interface StripeShapedSubscription {
  id: string;
  object: 'subscription';
  customer: string;
  status: SubscriptionStatus;
  current_period_end: number;
  cancel_at_period_end: boolean;
  trial_end: number | null;
  metadata: { userId: string };
}

/** How many due subscriptions one timer tick moves on; the rest wait for the next tick. */
const DUE_BATCH = 25;

const seconds = (date: Date | number) => Math.floor(new Date(date).getTime() / 1000);

export interface TestModeProvider extends PaymentProvider {
  /** Moves on every subscription whose trial or period has ended by now and delivers its events; answers how many. */
  deliverDueEvents(): Promise<number>;
}

export function createTestModeProvider(settings: TestModeBillingSettings): TestModeProvider {
  async function deliver(type: SubscriptionEventType, record: TestModeSubscriptionRecord): Promise<void> {
    const payload = JSON.stringify({
      id: `evt_test_${ulid()}`,
      object: 'event',
      created: seconds(Date.now()),
      livemode: false,
      type,
      data: { object: toStripeShape(record) },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload, secret: settings.webhookSecret });
    const response = await fetch(settings.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    if (!response.ok) throw new Error(`The webhook answered ${response.status} to a ${type} event`);
  }

  /**
   * After a change the beekeeper asked for: the route applies the provider's answer itself, so a delivery that fails
   * (the gateway is busy stopping) is logged rather than failing a change that has happened.
   */
  async function announce(type: SubscriptionEventType, record: TestModeSubscriptionRecord): Promise<void> {
    await deliver(type, record).catch((error: unknown) => {
      logger.warn('A test-mode billing event was not delivered', { subscriptionId: record.subscriptionId, error });
    });
  }

  /** Reads, changes and writes a subscription, again while someone else changed it meanwhile. */
  async function change(
    subscriptionId: string,
    next: (current: TestModeSubscriptionRecord) => TestModeSubscriptionRecord,
  ): Promise<TestModeSubscriptionRecord> {
    for (;;) {
      const current = await getTestModeSubscription(subscriptionId);
      if (!current) throw new Error(`No test-mode subscription ${subscriptionId}`);
      const changed = next(current);
      if (await replaceTestModeSubscription(current, changed)) return { ...changed, version: current.version + 1 };
    }
  }

  async function setCancelAtPeriodEnd(subscriptionId: string, cancelAtPeriodEnd: boolean) {
    const record = await change(subscriptionId, (current) => ({ ...current, cancelAtPeriodEnd }));
    await announce('customer.subscription.updated', record);
    return toProviderSubscription(record);
  }

  return {
    name: 'test-mode',

    // The customer is the user: nothing to store.
    ensureCustomer: async ({ userId }) => `cus_test_${userId}`,

    async createSubscription({ userId, customerId, paymentMethod, idempotencyKey }) {
      const card = paymentMethod.startsWith(TEST_CARD_TOKEN_PREFIX)
        ? paymentMethod.slice(TEST_CARD_TOKEN_PREFIX.length)
        : '';
      const outcome = (TEST_MODE_CARDS as Record<string, 'succeeds' | 'declined' | undefined>)[card];
      if (outcome !== 'succeeds') throw new PaymentDeclinedError(CARD_DECLINED_MESSAGE);
      const trialEnd = seconds(addDays(Date.now(), PRO_PLAN.trialDays));
      const record = await createTestModeSubscription({
        // From the idempotency key: the same claim tried again finds the subscription it made.
        subscriptionId: `sub_test_${idempotencyKey}`,
        customerId,
        userId,
        status: 'trialing',
        currentPeriodEnd: trialEnd,
        cancelAtPeriodEnd: false,
        trialEnd,
        dueAt: trialEnd,
      });
      await announce('customer.subscription.created', record);
      return { subscription: toProviderSubscription(record), confirmation: null };
    },

    async getSubscription(subscriptionId) {
      const record = await getTestModeSubscription(subscriptionId);
      if (!record) throw new Error(`No test-mode subscription ${subscriptionId}`);
      return toProviderSubscription(record);
    },

    cancelAtPeriodEnd: (subscriptionId) => setCancelAtPeriodEnd(subscriptionId, true),

    async cancelNow(subscriptionId) {
      const current = await getTestModeSubscription(subscriptionId);
      if (!current) throw new Error(`No test-mode subscription ${subscriptionId}`);
      if (current.status === 'canceled') return toProviderSubscription(current);
      // Ended now: no `dueAt`, so the timer has nothing left to do with it.
      const record = await change(subscriptionId, ({ dueAt: _ended, ...rest }) => ({
        ...rest,
        status: 'canceled',
        cancelAtPeriodEnd: false,
        currentPeriodEnd: seconds(Date.now()),
      }));
      await announce('customer.subscription.deleted', record);
      return toProviderSubscription(record);
    },
    resume: (subscriptionId) => setCancelAtPeriodEnd(subscriptionId, false),

    parseWebhook(rawBody, signatureHeader) {
      let event: Stripe.Event;
      try {
        event = Stripe.webhooks.constructEvent(rawBody, signatureHeader, settings.webhookSecret);
      } catch (error) {
        throw new WebhookSignatureError(error instanceof Error ? error.message : String(error));
      }
      const object = event.data.object as unknown as StripeShapedSubscription;
      const isSubscription = object.object === 'subscription';
      return {
        id: event.id,
        created: event.created,
        type: event.type,
        subscription: isSubscription ? fromStripeShape(object) : null,
      } satisfies BillingEvent;
    },

    async deliverDueEvents() {
      const now = seconds(Date.now());
      const due = await listDueTestModeSubscriptions(now, DUE_BATCH);
      for (const current of due) {
        // The event goes out before the new state is stored: if it can't be delivered, the subscription stays due
        // and the next tick tries again. A change meanwhile (a cancel) makes the write fail; the next tick sees it.
        const next = nextPeriod(current, now);
        try {
          await deliver(
            next.status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated',
            next,
          );
          await replaceTestModeSubscription(current, next);
        } catch (error) {
          // One subscription's failure must not hold up the others.
          logger.error('A due test-mode subscription could not move on', {
            subscriptionId: current.subscriptionId,
            error,
          });
        }
      }
      return due.length;
    },
  };
}

/**
 * The subscription once its trial or period has ended by `now`: cancelled ones end; the others run a month more,
 * as many months as have passed (a stack that was off for a while catches up at once).
 */
function nextPeriod(current: TestModeSubscriptionRecord, now: number): TestModeSubscriptionRecord {
  if (current.dueAt === undefined || current.dueAt > now) return current; // ended, or moved on meanwhile
  if (current.cancelAtPeriodEnd) {
    // No `dueAt`: an ended subscription has no transition left.
    const { dueAt, ...rest } = current;
    return { ...rest, status: 'canceled', currentPeriodEnd: dueAt };
  }
  let periodEnd = current.currentPeriodEnd;
  while (periodEnd <= now) periodEnd = seconds(addMonths(periodEnd * 1000, 1));
  return { ...current, status: 'active', currentPeriodEnd: periodEnd, dueAt: periodEnd };
}

function toProviderSubscription(record: TestModeSubscriptionRecord): ProviderSubscription {
  return {
    id: record.subscriptionId,
    customerId: record.customerId,
    userId: record.userId,
    status: record.status,
    currentPeriodEnd: record.currentPeriodEnd,
    cancelAtPeriodEnd: record.cancelAtPeriodEnd,
    trialEnd: record.trialEnd ?? null,
  };
}

function toStripeShape(record: TestModeSubscriptionRecord): StripeShapedSubscription {
  return {
    id: record.subscriptionId,
    object: 'subscription',
    customer: record.customerId,
    status: record.status,
    current_period_end: record.currentPeriodEnd,
    cancel_at_period_end: record.cancelAtPeriodEnd,
    trial_end: record.trialEnd ?? null,
    metadata: { userId: record.userId },
  };
}

function fromStripeShape(object: StripeShapedSubscription): ProviderSubscription {
  if (!(SUBSCRIPTION_STATUSES as readonly string[]).includes(object.status)) {
    throw new Error(`Unknown subscription status ${object.status}`);
  }
  return {
    id: object.id,
    customerId: object.customer,
    userId: object.metadata.userId,
    status: object.status,
    currentPeriodEnd: object.current_period_end,
    cancelAtPeriodEnd: object.cancel_at_period_end,
    trialEnd: object.trial_end,
  };
}
