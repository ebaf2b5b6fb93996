/**
 * Pro subscriptions through the local gateway with the test-mode provider: the upgrade, a declined card, ten
 * concurrent upgrades, and the public webhook route's signature check on the raw body.
 */
import Stripe from 'stripe';
import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { apiAs, createUser, localStack } from '../../infra/local/test-support/integration-stack';
import { CARD_DECLINED_MESSAGE, TEST_CARD_TOKEN_PREFIX } from '../../shared/billing';
import { API_ERRORS } from '../../shared/messages';
import type { CreateSubscriptionAnswer, SubscriptionStatusAnswer } from '../../shared/schemas/subscription';
import type { User } from '../../shared/schemas/user';

const GOOD_CARD = `${TEST_CARD_TOKEN_PREFIX}4242424242424242`;
const DECLINED_CARD = `${TEST_CARD_TOKEN_PREFIX}4000000000000002`;

/** The local webhook secret that was a constant in the repository until each install made its own. */
const FORMER_COMMITTED_SECRET = 'whsec_hivekeeper_local_test_mode';

/** POSTs `rawBody` to the webhook route as a provider does, with `signature` in Stripe's header. */
async function deliverWebhook(rawBody: string, signature: string) {
  const response = await fetch(new URL(apiPath(routes.billingWebhook), localStack().app), {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    body: rawBody,
  });
  return { status: response.status, body: (await response.json()) as { outcome?: string; message?: string } };
}

function subscriptionEvent(userId: string, status: string) {
  return JSON.stringify({
    id: `evt_test_${ulid()}`,
    object: 'event',
    created: Math.floor(Date.now() / 1000) + 5,
    type: 'customer.subscription.updated',
    data: {
      object: {
        id: `sub_test_${ulid()}`,
        object: 'subscription',
        customer: `cus_test_${userId}`,
        status,
        current_period_end: Math.floor(Date.now() / 1000) + 86_400,
        cancel_at_period_end: false,
        trial_end: null,
        metadata: { userId },
      },
    },
  });
}

const sign = (payload: string, secret: string = localStack().webhookSecret) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret });

describe('billing through the gateway', () => {
  it('upgrades a beekeeper with the test card: trialing Pro at once, a second attempt refused', async () => {
    const api = apiAs(await createUser({ label: 'upgrade' }));
    const answer = await api<CreateSubscriptionAnswer>('POST', apiPath(routes.createSubscription), {
      paymentMethod: GOOD_CARD,
    });
    expect(answer).toMatchObject({
      status: 201,
      body: { subscriptionPlan: 'pro', subscriptionStatus: 'trialing', confirmation: null },
    });
    expect((await api<User>('GET', apiPath(routes.getCurrentUser))).body).toMatchObject({
      subscriptionPlan: 'pro',
      subscriptionStatus: 'trialing',
    });
    const again = await api('POST', apiPath(routes.createSubscription), { paymentMethod: GOOD_CARD });
    expect(again).toMatchObject({
      status: 409,
      body: { message: API_ERRORS.alreadySubscribed, code: 'alreadySubscribed' },
    });

    const cancelled = await api<SubscriptionStatusAnswer>('POST', apiPath(routes.cancelSubscription));
    expect(cancelled).toMatchObject({ status: 200, body: { subscription: { cancel_at_period_end: true } } });
    const resumed = await api<SubscriptionStatusAnswer>('POST', apiPath(routes.resumeSubscription));
    expect(resumed).toMatchObject({ status: 200, body: { subscription: { cancel_at_period_end: false } } });
  });

  it('answers a declined card with 402 and the provider message, and the beekeeper stays free', async () => {
    const api = apiAs(await createUser({ label: 'declined' }));
    const answer = await api('POST', apiPath(routes.createSubscription), { paymentMethod: DECLINED_CARD });
    expect(answer).toMatchObject({ status: 402, body: { message: CARD_DECLINED_MESSAGE } });
    expect((await api('GET', apiPath(routes.getSubscriptionStatus))).body).toEqual({
      subscriptionStatus: 'free',
      subscriptionPlan: 'free',
      subscription: null,
    });
  });

  it('makes one subscription of 10 concurrent upgrades', async () => {
    const api = apiAs(await createUser({ label: 'concurrent' }));
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        api<CreateSubscriptionAnswer>('POST', apiPath(routes.createSubscription), { paymentMethod: GOOD_CARD }),
      ),
    );
    const made = answers.filter((answer) => answer.status === 201);
    expect(made).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(9);
    const status = (await api<SubscriptionStatusAnswer>('GET', apiPath(routes.getSubscriptionStatus))).body;
    expect(status.subscription?.id).toBe(made[0]?.body.subscription?.id);
  });

  it('checks the signature on the raw body: forged 400 and nothing changed, genuine applied once', async () => {
    const user = await createUser({ label: 'webhook' });
    const api = apiAs(user);
    await api('GET', apiPath(routes.getCurrentUser));
    // A declined card leaves the provider's customer stored: events about that customer's subscriptions apply.
    const declined = await api('POST', apiPath(routes.createSubscription), { paymentMethod: DECLINED_CARD });
    expect(declined.status).toBe(402);
    const event = subscriptionEvent(user.userId, 'active');

    expect(await deliverWebhook(event, sign(event, 'whsec_someone_else'))).toMatchObject({
      status: 400,
      body: { message: API_ERRORS.invalidWebhookSignature, code: 'invalidWebhookSignature' },
    });
    // The same bytes re-serialised (one space more) no longer match their signature.
    expect((await deliverWebhook(event.replace('{', '{ '), sign(event))).status).toBe(400);
    expect((await api<User>('GET', apiPath(routes.getCurrentUser))).body.subscriptionPlan).toBe('free');

    expect(await deliverWebhook(event, sign(event))).toMatchObject({ status: 200, body: { outcome: 'applied' } });
    expect(await deliverWebhook(event, sign(event))).toMatchObject({ status: 200, body: { outcome: 'duplicate' } });
    expect((await api<User>('GET', apiPath(routes.getCurrentUser))).body).toMatchObject({
      subscriptionPlan: 'pro',
      subscriptionStatus: 'active',
    });
  });

  it('refuses an event signed with the webhook secret the repository once held: each install makes its own', async () => {
    const user = await createUser({ label: 'webhook-forged' });
    const api = apiAs(user);
    await api('GET', apiPath(routes.getCurrentUser));
    const event = subscriptionEvent(user.userId, 'active');

    expect(localStack().webhookSecret).not.toBe(FORMER_COMMITTED_SECRET);
    expect(await deliverWebhook(event, sign(event, FORMER_COMMITTED_SECRET))).toMatchObject({
      status: 400,
      body: { message: API_ERRORS.invalidWebhookSignature, code: 'invalidWebhookSignature' },
    });
    expect((await api<User>('GET', apiPath(routes.getCurrentUser))).body.subscriptionPlan).toBe('free');
  });
});
