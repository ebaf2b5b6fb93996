import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRO_PLAN } from '../../../shared/plans';
import { startStripeStandIn, type StripeStandIn } from '../../test-support/stripe-stand-in';
import { PaymentDeclinedError, WebhookSignatureError } from './errors';
import type { PaymentProvider } from './payment-provider';
import { createStripeProvider } from './stripe-provider';

const SECRET_KEY = 'sk_test_hivekeeper_stand_in';
const WEBHOOK_SECRET = 'whsec_hivekeeper_test';
const PRICE_ID = 'price_hivekeeper_pro_monthly';
const DAY = 86_400;

let standIn: StripeStandIn;
let provider: PaymentProvider;
let userNumber = 0;

beforeAll(async () => {
  standIn = await startStripeStandIn({ secretKey: SECRET_KEY });
  provider = createStripeProvider({
    secretKey: SECRET_KEY,
    webhookSecret: WEBHOOK_SECRET,
    priceId: PRICE_ID,
    host: standIn.host,
    port: standIn.port,
    protocol: 'http',
  });
});
afterAll(() => standIn.close());

/** A beekeeper with a Stripe customer of their own. */
async function newCustomer() {
  userNumber += 1;
  const userId = `user-${userNumber}-${Date.now()}`;
  const customerId = await provider.ensureCustomer({ userId, email: `${userId}@hivekeeper.test` });
  return { userId, customerId };
}

function requestsTo(path: RegExp) {
  return standIn.requests.filter((request) => request.method === 'POST' && path.test(request.path));
}

describe('Stripe provider, through the stand-in of Stripe API', () => {
  it('makes one customer per beekeeper, with their e-mail and user id, however often it is asked', async () => {
    const first = await provider.ensureCustomer({ userId: 'user-twice', email: 'twice@hivekeeper.test' });
    const second = await provider.ensureCustomer({ userId: 'user-twice', email: 'twice@hivekeeper.test' });
    expect(second).toBe(first);
    const creates = requestsTo(/^\/v1\/customers$/).filter((request) => request.idempotencyKey?.includes('user-twice'));
    expect(creates).toHaveLength(2);
    expect(creates[0]?.idempotencyKey).toBe(creates[1]?.idempotencyKey);
    expect(creates[0]?.params).toMatchObject({ email: 'twice@hivekeeper.test', metadata: { userId: 'user-twice' } });
  });

  it('subscribes to the Pro Price with the 30-day trial, the card attached and made default', async () => {
    const { userId, customerId } = await newCustomer();
    const before = Math.floor(Date.now() / 1000);
    const start = await provider.createSubscription({
      userId,
      customerId,
      paymentMethod: 'pm_card_visa',
      idempotencyKey: `upgrade-${userId}`,
    });

    expect(start.confirmation).toBeNull();
    expect(start.subscription).toMatchObject({ userId, customerId, status: 'trialing', cancelAtPeriodEnd: false });
    expect(start.subscription.id).toMatch(/^sub_/);
    // The trial's end is the end of the first period: nothing is charged before it.
    expect(start.subscription.trialEnd).toBe(start.subscription.currentPeriodEnd);
    expect(start.subscription.currentPeriodEnd - before).toBeGreaterThanOrEqual(PRO_PLAN.trialDays * DAY - 5);
    expect(start.subscription.currentPeriodEnd - before).toBeLessThanOrEqual(PRO_PLAN.trialDays * DAY + 5);

    const [attach] = requestsTo(new RegExp(`^/v1/payment_methods/pm_card_visa/attach$`)).filter(
      (request) => request.params.customer === customerId,
    );
    expect(attach).toBeDefined();
    const [makeDefault] = requestsTo(new RegExp(`^/v1/customers/${customerId}$`));
    expect(makeDefault?.params).toEqual({ invoice_settings: { default_payment_method: 'pm_card_visa' } });
    const [create] = requestsTo(/^\/v1\/subscriptions$/).filter((request) => request.params.customer === customerId);
    expect(create?.params).toMatchObject({
      items: { 0: { price: PRICE_ID } },
      trial_period_days: String(PRO_PLAN.trialDays),
      default_payment_method: 'pm_card_visa',
      payment_behavior: 'default_incomplete',
      metadata: { userId },
    });
    expect(create?.idempotencyKey).toContain(`upgrade-${userId}`);
  });

  it('answers the SetupIntent client secret when the bank asks to authenticate the card (3-D Secure)', async () => {
    const { userId, customerId } = await newCustomer();
    const start = await provider.createSubscription({
      userId,
      customerId,
      paymentMethod: 'pm_card_threeDSecure2Required',
      idempotencyKey: `upgrade-${userId}`,
    });
    const stored = standIn.subscription(start.subscription.id);
    expect(start.confirmation?.clientSecret).toMatch(new RegExp(`^${String(stored?.pending_setup_intent)}_secret_`));
  });

  it("refuses a declined card with Stripe's own message, and makes no subscription", async () => {
    const { userId, customerId } = await newCustomer();
    const attempt = provider.createSubscription({
      userId,
      customerId,
      paymentMethod: 'pm_card_chargeDeclined',
      idempotencyKey: `upgrade-${userId}`,
    });
    await expect(attempt).rejects.toThrow(PaymentDeclinedError);
    await expect(attempt).rejects.toThrow('Your card was declined.');
    expect(requestsTo(/^\/v1\/subscriptions$/).filter((request) => request.params.customer === customerId)).toEqual([]);
  });

  it('subscribes with another card after a decline, under the same upgrade key', async () => {
    const { userId, customerId } = await newCustomer();
    const upgrade = { userId, customerId, idempotencyKey: `upgrade-${userId}` };
    await expect(provider.createSubscription({ ...upgrade, paymentMethod: 'pm_card_chargeDeclined' })).rejects.toThrow(
      PaymentDeclinedError,
    );
    const start = await provider.createSubscription({ ...upgrade, paymentMethod: 'pm_card_visa' });
    expect(start.subscription).toMatchObject({ userId, status: 'trialing' });
  });

  it('makes one subscription when the same upgrade is sent twice (same idempotency key)', async () => {
    const { userId, customerId } = await newCustomer();
    const input = { userId, customerId, paymentMethod: 'pm_card_visa', idempotencyKey: `upgrade-${userId}` };
    const [first, second] = await Promise.all([provider.createSubscription(input), provider.createSubscription(input)]);
    expect(second.subscription.id).toBe(first.subscription.id);
  });

  it('reads, cancels at the period end and resumes a subscription, keeping its period', async () => {
    const { userId, customerId } = await newCustomer();
    const { subscription } = await provider.createSubscription({
      userId,
      customerId,
      paymentMethod: 'pm_card_visa',
      idempotencyKey: `upgrade-${userId}`,
    });

    expect(await provider.getSubscription(subscription.id)).toEqual(subscription);
    const cancelled = await provider.cancelAtPeriodEnd(subscription.id);
    expect(cancelled).toEqual({ ...subscription, cancelAtPeriodEnd: true });
    expect(await provider.getSubscription(subscription.id)).toEqual(cancelled);
    expect(await provider.resume(subscription.id)).toEqual(subscription);
  });

  it('cancels a subscription at once (an account being deleted): it ends now, with nothing charged again', async () => {
    const { userId, customerId } = await newCustomer();
    const { subscription } = await provider.createSubscription({
      userId,
      customerId,
      paymentMethod: 'pm_card_visa',
      idempotencyKey: `upgrade-${userId}`,
    });

    const ended = await provider.cancelNow(subscription.id);

    expect(ended).toMatchObject({ id: subscription.id, userId, status: 'canceled', cancelAtPeriodEnd: false });
    expect(standIn.subscription(subscription.id)).toMatchObject({ status: 'canceled', ended_at: expect.any(Number) });
    expect(standIn.requests.filter((request) => request.method === 'DELETE').at(-1)?.path).toBe(
      `/v1/subscriptions/${subscription.id}`,
    );
  });

  it('answers an ended subscription as it is when cancelled at once again (a deletion run twice)', async () => {
    const { userId, customerId } = await newCustomer();
    const { subscription } = await provider.createSubscription({
      userId,
      customerId,
      paymentMethod: 'pm_card_visa',
      idempotencyKey: `upgrade-${userId}`,
    });
    const first = await provider.cancelNow(subscription.id);

    expect(await provider.cancelNow(subscription.id)).toEqual(first);
  });

  it('fails plainly when cancelling at once a subscription Stripe does not know', async () => {
    await expect(provider.cancelNow('sub_unknown')).rejects.toThrow("No such subscription: 'sub_unknown'");
  });

  it('fails plainly, not as a declined card, for a subscription Stripe does not know', async () => {
    const attempt = provider.getSubscription('sub_unknown');
    await expect(attempt).rejects.toThrow("No such subscription: 'sub_unknown'");
    await expect(attempt).rejects.not.toThrow(PaymentDeclinedError);
  });
});

describe('Stripe provider webhooks', () => {
  const now = () => Math.floor(Date.now() / 1000);
  const subscriptionObject = (overrides: Record<string, unknown> = {}) => ({
    id: 'sub_webhook',
    object: 'subscription',
    customer: 'cus_webhook',
    status: 'active',
    cancel_at_period_end: true,
    trial_end: null,
    metadata: { userId: 'user-webhook' },
    items: { object: 'list', data: [{ id: 'si_webhook', current_period_end: 1_800_000_000 }] },
    ...overrides,
  });
  const eventPayload = (type: string, object: object) =>
    JSON.stringify({ id: `evt_${type}`, object: 'event', created: 1_790_000_000, type, data: { object } });
  const signed = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
    Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: options.secret ?? WEBHOOK_SECRET,
      timestamp: options.timestamp ?? now(),
    });

  it.each(['customer.subscription.created', 'customer.subscription.updated', 'customer.subscription.deleted'])(
    'reads %s into the subscription it is about, the period end from its item',
    (type) => {
      const payload = eventPayload(type, subscriptionObject());
      expect(provider.parseWebhook(payload, signed(payload))).toEqual({
        id: `evt_${type}`,
        created: 1_790_000_000,
        type,
        subscription: {
          id: 'sub_webhook',
          customerId: 'cus_webhook',
          userId: 'user-webhook',
          status: 'active',
          currentPeriodEnd: 1_800_000_000,
          cancelAtPeriodEnd: true,
          trialEnd: null,
        },
      });
    },
  );

  it('reads the period end from the subscription itself in an older API version', () => {
    const legacy = subscriptionObject({ current_period_end: 1_700_000_000, items: { object: 'list', data: [{}] } });
    const payload = eventPayload('customer.subscription.updated', legacy);
    expect(provider.parseWebhook(payload, signed(payload)).subscription?.currentPeriodEnd).toBe(1_700_000_000);
  });

  it('acknowledges events about anything else, or about a subscription HiveKeeper did not make, with no subscription', () => {
    const invoice = eventPayload('invoice.paid', { id: 'in_1', object: 'invoice' });
    expect(provider.parseWebhook(invoice, signed(invoice))).toMatchObject({ type: 'invoice.paid', subscription: null });
    const foreign = eventPayload('customer.subscription.updated', subscriptionObject({ metadata: {} }));
    expect(provider.parseWebhook(foreign, signed(foreign)).subscription).toBeNull();
  });

  it('fails loudly on a status HiveKeeper does not know, rather than guessing what access it gives', () => {
    const payload = eventPayload('customer.subscription.updated', subscriptionObject({ status: 'frozen' }));
    expect(() => provider.parseWebhook(payload, signed(payload))).toThrow('unknown status "frozen"');
  });

  it('refuses a payload changed after Stripe signed it', () => {
    const payload = eventPayload('customer.subscription.updated', subscriptionObject());
    const header = signed(payload);
    const tampered = payload.replace('"status":"active"', '"status":"trialing"');
    expect(() => provider.parseWebhook(tampered, header)).toThrow(WebhookSignatureError);
  });

  it('refuses a payload signed with another secret', () => {
    const payload = eventPayload('customer.subscription.updated', subscriptionObject());
    expect(() => provider.parseWebhook(payload, signed(payload, { secret: 'whsec_someone_else' }))).toThrow(
      WebhookSignatureError,
    );
  });

  it('refuses a delivery signed more than five minutes ago (a replay)', () => {
    const payload = eventPayload('customer.subscription.updated', subscriptionObject());
    expect(() => provider.parseWebhook(payload, signed(payload, { timestamp: now() - 301 }))).toThrow(
      WebhookSignatureError,
    );
    expect(provider.parseWebhook(payload, signed(payload, { timestamp: now() - 200 })).id).toBe(
      'evt_customer.subscription.updated',
    );
  });

  it('refuses a delivery without a signature', () => {
    const payload = eventPayload('customer.subscription.updated', subscriptionObject());
    expect(() => provider.parseWebhook(payload, '')).toThrow(WebhookSignatureError);
  });
});
