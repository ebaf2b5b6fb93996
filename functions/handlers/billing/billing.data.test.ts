/**
 * Pro subscriptions end to end in the functions, against DynamoDB Local, with the test-mode provider: its signed
 * events reach the webhook handler through a stand-in for the gateway, and time moves with a fake clock.
 */
import Stripe from 'stripe';
import { ulid } from 'ulid';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CARD_DECLINED_MESSAGE, TEST_CARD_TOKEN_PREFIX } from '../../../shared/billing';
import { API_ERRORS } from '../../../shared/messages';
import { FREE_PLAN_LIMITS, PRO_PLAN } from '../../../shared/plans';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive } from '../../../shared/schemas/hive';
import type {
  CreateSubscriptionAnswer,
  PaymentSubscription,
  SubscriptionStatusAnswer,
} from '../../../shared/schemas/subscription';
import type { User } from '../../../shared/schemas/user';
import { paymentProvider } from '../../lib/billing/provider';
import type { TestModeProvider } from '../../lib/billing/test-mode-provider';
import { listDueTestModeSubscriptions } from '../../lib/data/test-mode-subscriptions';
import { saveBillingCustomer } from '../../lib/data/billing';
import { getUser } from '../../lib/data/users';
import type { Caller } from '../../lib/caller';
import { beekeeper, type TestBeekeeper } from '../../test-support/api';
import { TEST_WEBHOOK_SECRET } from '../../test-support/webhook-forwarder';
import { DAY_MS } from '../../../shared/domain/durations';

await vi.hoisted(async () => {
  const { startWebhookForwarder } = await import('../../test-support/webhook-forwarder');
  await startWebhookForwarder();
});

const GOOD_CARD = `${TEST_CARD_TOKEN_PREFIX}4242424242424242`;
const DECLINED_CARD = `${TEST_CARD_TOKEN_PREFIX}4000000000000002`;

let now = Date.parse('2026-11-23T12:00:00Z');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  now += 400 * DAY_MS; // each test starts far past the previous one's subscriptions
  vi.setSystemTime(now);
});
afterEach(() => {
  vi.useRealTimers();
});

/** Moves the clock and lets the local stack's timer deliver what has become due. */
async function passTime(ms: number) {
  now += ms;
  vi.setSystemTime(now);
  await ((await paymentProvider()) as TestModeProvider).deliverDueEvents();
}

function subscriptionOf(answer: SubscriptionStatusAnswer): PaymentSubscription {
  if (!answer.subscription) throw new Error(`No subscription in ${JSON.stringify(answer)}`);
  return answer.subscription;
}

const status = async (who: TestBeekeeper) =>
  (await who.request<SubscriptionStatusAnswer>('getSubscriptionStatus')).body;

async function subscribe(who: TestBeekeeper): Promise<PaymentSubscription> {
  const answer = await who.request<CreateSubscriptionAnswer>('createSubscription', {
    body: { paymentMethod: GOOD_CARD },
  });
  expect(answer.statusCode).toBe(201);
  return subscriptionOf(answer.body);
}

/** The ids a Stripe-shaped event of `who` names unless told others: their subscription and their customer. */
const idsOf = (who: TestBeekeeper) => ({ subscription: `sub_test_${who.userId}`, customer: `cus_test_${who.userId}` });

/** A beekeeper as after their first upgrade attempt: the user item, with the provider's customer stored. */
async function customerBeekeeper(): Promise<TestBeekeeper> {
  const who = beekeeper();
  await who.request('getCurrentUser');
  const caller: Caller = { userId: who.userId, email: who.email, groups: [], isAdmin: false };
  await saveBillingCustomer(caller, idsOf(who).customer);
  return who;
}

/** A Stripe-shaped subscription event for `who`, signed as the provider signs it. */
function signedEvent(
  who: TestBeekeeper,
  fields: {
    created: number;
    status: string;
    cancelAtPeriodEnd?: boolean;
    id?: string;
    ids?: { subscription: string; customer: string };
  },
) {
  const ids = fields.ids ?? idsOf(who);
  const rawBody = JSON.stringify({
    id: fields.id ?? `evt_test_${ulid()}`,
    object: 'event',
    created: fields.created,
    type: 'customer.subscription.updated',
    data: {
      object: {
        id: ids.subscription,
        object: 'subscription',
        customer: ids.customer,
        status: fields.status,
        current_period_end: fields.created + 30 * 24 * 3600,
        cancel_at_period_end: fields.cancelAtPeriodEnd ?? false,
        trial_end: null,
        metadata: { userId: who.userId },
      },
    },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret: TEST_WEBHOOK_SECRET });
  return { rawBody, headers: { 'stripe-signature': signature } };
}

const deliver = (event: { rawBody: string; headers: Record<string, string> }) =>
  beekeeper().request<{ outcome: string }>('billingWebhook', event);

describe('subscribing with the test-mode provider', () => {
  it('starts the 30-day trial on the good test card, and the user is Pro at once', async () => {
    const who = beekeeper();
    expect(await status(who)).toEqual({ subscriptionStatus: 'free', subscriptionPlan: 'free', subscription: null });

    const subscription = await subscribe(who);

    expect(subscription).toMatchObject({ status: 'trialing', cancel_at_period_end: false });
    expect(subscription.current_period_end).toBe(Math.floor((now + PRO_PLAN.trialDays * DAY_MS) / 1000));
    expect((await who.request<User>('getCurrentUser')).body).toMatchObject({
      subscriptionPlan: 'pro',
      subscriptionStatus: 'trialing',
    });
    const again = await who.request('createSubscription', { body: { paymentMethod: GOOD_CARD } });
    expect(again).toMatchObject({
      statusCode: 409,
      body: { message: API_ERRORS.alreadySubscribed, code: 'alreadySubscribed' },
    });
  });

  it('answers a declined card with 402 and its message, and keeps nothing', async () => {
    const who = beekeeper();
    const declined = await who.request('createSubscription', { body: { paymentMethod: DECLINED_CARD } });
    expect(declined).toMatchObject({ statusCode: 402, body: { message: CARD_DECLINED_MESSAGE } });
    expect(await status(who)).toMatchObject({ subscriptionPlan: 'free', subscription: null });
    expect((await getUser(who.userId))?.subscriptionClaim).toBeUndefined();

    const unknownCard = await who.request('createSubscription', { body: { paymentMethod: 'test_card_4111' } });
    expect(unknownCard.statusCode).toBe(402);
    // The claim was let go of: the good card works right after.
    await subscribe(who);
  });

  it('makes exactly one subscription from 10 concurrent attempts', async () => {
    const who = beekeeper();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => who.request('createSubscription', { body: { paymentMethod: GOOD_CARD } })),
    );
    expect(answers.filter((answer) => answer.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((answer) => answer.statusCode === 409)).toHaveLength(9);
    // Every subscription of the test-mode provider has a transition ahead: this user has exactly one.
    now += 1000 * DAY_MS;
    vi.setSystemTime(now);
    const all = await listDueTestModeSubscriptions(Math.floor(now / 1000), 1000);
    expect(all.filter((subscription) => subscription.userId === who.userId)).toHaveLength(1);
  });
});

describe('time passing', () => {
  it('turns a trial that ends into an active subscription that renews each month', async () => {
    const who = beekeeper();
    const trial = await subscribe(who);

    await passTime(PRO_PLAN.trialDays * DAY_MS + 60_000);
    const active = subscriptionOf(await status(who));
    expect(active).toMatchObject({ id: trial.id, status: 'active', cancel_at_period_end: false });
    expect(active.current_period_end).toBeGreaterThan(trial.current_period_end + 27 * 24 * 3600);
    expect((await status(who)).subscriptionPlan).toBe('pro');

    await passTime(32 * DAY_MS);
    const renewed = subscriptionOf(await status(who));
    expect(renewed.status).toBe('active');
    expect(renewed.current_period_end).toBeGreaterThan(active.current_period_end);
  });

  it('keeps a cancelled subscription Pro to its end, then makes the beekeeper free', async () => {
    const who = beekeeper();
    const trial = await subscribe(who);

    const cancelled = await who.request<SubscriptionStatusAnswer>('cancelSubscription');
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.body).toMatchObject({
      subscriptionPlan: 'pro',
      subscriptionStatus: 'trialing',
      subscription: { id: trial.id, cancel_at_period_end: true, current_period_end: trial.current_period_end },
    });

    await passTime(PRO_PLAN.trialDays * DAY_MS - 60_000);
    expect((await status(who)).subscriptionPlan).toBe('pro');
    await passTime(120_000);
    expect(await status(who)).toMatchObject({
      subscriptionPlan: 'free',
      subscriptionStatus: 'canceled',
      subscription: { id: trial.id, status: 'canceled' },
    });
    // Ended, it has no transition left: the timer never picks it up again.
    expect(
      (await listDueTestModeSubscriptions(Math.floor(now / 1000) + 1e8, 1000)).map(({ userId }) => userId),
    ).not.toContain(who.userId);
    const nothingLeft = await who.request('cancelSubscription');
    expect(nothingLeft).toMatchObject({
      statusCode: 409,
      body: { message: API_ERRORS.noSubscriptionToChange, code: 'noSubscriptionToChange' },
    });
    // An ended subscription doesn't stand in the way of a new one.
    await subscribe(who);
  });

  it('resumes a cancelled subscription before its end, so it carries on', async () => {
    const who = beekeeper();
    await subscribe(who);
    await who.request('cancelSubscription');
    await passTime(10 * DAY_MS);

    const resumed = await who.request<SubscriptionStatusAnswer>('resumeSubscription');
    expect(resumed).toMatchObject({ statusCode: 200, body: { subscription: { cancel_at_period_end: false } } });

    await passTime(PRO_PLAN.trialDays * DAY_MS);
    expect(await status(who)).toMatchObject({ subscriptionPlan: 'pro', subscriptionStatus: 'active' });
  });

  it('leaves a beekeeper over the free limit after Pro ends able to read every hive, not to add one', async () => {
    const who = beekeeper();
    await subscribe(who);
    const apiary = (await who.request<Apiary>('createApiary', { body: { name: 'Home', location: 'Garden' } })).body;
    const hives: Hive[] = [];
    for (let index = 0; index <= FREE_PLAN_LIMITS.hives; index++) {
      const answer = await who.request<Hive>('createHive', {
        body: { name: `Hive ${index + 1}`, apiaryId: apiary.id },
      });
      expect(answer.statusCode).toBe(201);
      hives.push(answer.body);
    }
    await who.request('cancelSubscription');
    await passTime(PRO_PLAN.trialDays * DAY_MS + 60_000);
    expect((await status(who)).subscriptionPlan).toBe('free');

    const listed = await who.request<Hive[]>('listHives');
    expect(listed.body.map((hive) => hive.id).sort()).toEqual(hives.map((hive) => hive.id).sort());
    expect((await who.requestFor('getHive', hives[FREE_PLAN_LIMITS.hives]?.id ?? '')).statusCode).toBe(200);
    const refused = await who.request('createHive', { body: { name: 'One more', apiaryId: apiary.id } });
    expect(refused).toMatchObject({
      statusCode: 402,
      body: { message: API_ERRORS.hiveLimitReached, code: 'hiveLimitReached' },
    });
  });
});

describe('the webhook', () => {
  it('applies a delivered event once: a replay changes nothing', async () => {
    const who = await customerBeekeeper();
    const created = Math.floor(now / 1000);
    const event = signedEvent(who, { created, status: 'active' });

    expect(await deliver(event)).toMatchObject({ statusCode: 200, body: { outcome: 'applied' } });
    expect(await status(who)).toMatchObject({ subscriptionPlan: 'pro', subscriptionStatus: 'active' });
    expect(await deliver(event)).toMatchObject({ statusCode: 200, body: { outcome: 'duplicate' } });
  });

  it('refuses a forged signature with 400 and changes nothing', async () => {
    const who = await customerBeekeeper();
    const event = signedEvent(who, { created: Math.floor(now / 1000), status: 'active' });
    const forged = { ...event, rawBody: event.rawBody.replace('"active"', '"trialing"') };

    expect(await deliver(forged)).toMatchObject({
      statusCode: 400,
      body: { message: API_ERRORS.invalidWebhookSignature, code: 'invalidWebhookSignature' },
    });
    expect(await deliver({ rawBody: event.rawBody, headers: {} })).toMatchObject({ statusCode: 400 });
    expect(await status(who)).toMatchObject({ subscriptionPlan: 'free', subscription: null });
    // The refused deliveries recorded nothing: the genuine event still applies.
    expect(await deliver(event)).toMatchObject({ statusCode: 200, body: { outcome: 'applied' } });
  });

  it('ends in the newest state whatever order the events arrive in', async () => {
    const who = await customerBeekeeper();
    const created = Math.floor(now / 1000);
    const trialing = signedEvent(who, { created: created - 120, status: 'trialing' });
    const cancelling = signedEvent(who, { created: created - 60, status: 'active', cancelAtPeriodEnd: true });
    const ended = signedEvent(who, { created, status: 'canceled' });

    expect(await deliver(ended)).toMatchObject({ body: { outcome: 'applied' } });
    expect(await deliver(trialing)).toMatchObject({ statusCode: 200, body: { outcome: 'stale' } });
    expect(await deliver(cancelling)).toMatchObject({ statusCode: 200, body: { outcome: 'stale' } });
    expect(await status(who)).toMatchObject({ subscriptionPlan: 'free', subscriptionStatus: 'canceled' });
  });

  it("changes nothing for a signed event about someone else's customer, or an old subscription once a newer runs", async () => {
    const who = await customerBeekeeper();
    const created = Math.floor(now / 1000);
    const strangers = { subscription: `sub_test_${ulid()}`, customer: `cus_test_${ulid()}` };
    expect(await deliver(signedEvent(who, { created, status: 'active', ids: strangers }))).toMatchObject({
      statusCode: 200,
      body: { outcome: 'foreign' },
    });
    expect(await status(who)).toMatchObject({ subscriptionPlan: 'free', subscription: null });

    expect(await deliver(signedEvent(who, { created, status: 'active' }))).toMatchObject({
      body: { outcome: 'applied' },
    });
    const older = { ...idsOf(who), subscription: `sub_test_old_${who.userId}` };
    expect(await deliver(signedEvent(who, { created: created + 60, status: 'canceled', ids: older }))).toMatchObject({
      body: { outcome: 'foreign' },
    });
    expect(await status(who)).toMatchObject({ subscriptionPlan: 'pro', subscriptionStatus: 'active' });
  });

  it("settles events of the same second with the provider's current state, in whichever order they arrive", async () => {
    for (const order of [
      ['past_due', 'canceled'],
      ['canceled', 'past_due'],
    ]) {
      const who = beekeeper();
      const started = await subscribe(who);
      const ids = { subscription: started.id, customer: (await getUser(who.userId))?.billingCustomerId ?? '' };
      const second = Math.floor(now / 1000) + 60;
      const [first, then] = order.map((eventStatus) => signedEvent(who, { created: second, status: eventStatus, ids }));
      if (!first || !then) throw new Error('Two events of one second');

      expect(await deliver(first)).toMatchObject({ body: { outcome: 'applied' } });
      expect(await deliver(then)).toMatchObject({ body: { outcome: 'refreshed' } });
      // Neither event's word: the provider's, a trial that carries on.
      expect(await status(who)).toMatchObject({ subscriptionPlan: 'pro', subscriptionStatus: 'trialing' });
    }
  });
});
