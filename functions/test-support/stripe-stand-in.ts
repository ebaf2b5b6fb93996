/**
 * A local HTTP stand-in for the part of Stripe's API HiveKeeper's Stripe adapter calls, so the adapter is tested
 * through the real `stripe` package (its form encoding, headers, idempotency keys and error classes) offline.
 *
 * It answers the documented shapes (https://docs.stripe.com/api) of: customers create and update, payment method
 * attach, subscriptions create, retrieve, update and cancel. Like Stripe it checks the secret key (401), replays a request
 * with a known `Idempotency-Key` (and refuses the key with other parameters), answers 404 `resource_missing` for an
 * unknown id, and declines Stripe's declining test payment methods (`pm_card_chargeDeclined`,
 * `pm_card_visa_chargeDeclined`) on attach with a 402 `card_error` `card_declined`. A payment method whose id names
 * 3-D Secure (`pm_card_threeDSecure2Required`) leaves the subscription's SetupIntent in `requires_action`.
 */
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedStripeRequest {
  method: string;
  path: string;
  params: FormObject;
  idempotencyKey: string | undefined;
}

export interface StripeStandIn {
  host: string;
  port: number;
  /** Every request that reached the stand-in, in order (replays included). */
  readonly requests: RecordedStripeRequest[];
  /** The stand-in's stored subscription, as Stripe keeps it. */
  subscription(id: string): StripeObject | undefined;
  close(): Promise<void>;
}

type FormValue = string | FormObject;
interface FormObject {
  [key: string]: FormValue;
}
type StripeObject = Record<string, unknown> & { id: string };

class StripeApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: Record<string, unknown>,
  ) {
    super(String(body.message));
  }
}

const DAY_SECONDS = 86_400;
/** A month as Stripe bills one from a trial's end, near enough for a stand-in. */
const MONTH_SECONDS = 30 * DAY_SECONDS;

export async function startStripeStandIn(options: { secretKey: string }): Promise<StripeStandIn> {
  const customers = new Map<string, StripeObject>();
  const paymentMethods = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const setupIntents = new Map<string, StripeObject>();
  const idempotent = new Map<string, { fingerprint: string; status: number; body: string }>();
  const requests: RecordedStripeRequest[] = [];

  const newId = (prefix: string) => `${prefix}_${randomBytes(8).toString('hex')}`;
  const now = () => Math.floor(Date.now() / 1000);
  const found = (store: Map<string, StripeObject>, id: string, kind: string, param: string) => {
    const object = store.get(id);
    if (!object) throw invalidRequest(404, 'resource_missing', `No such ${kind}: '${id}'`, param);
    return object;
  };

  /** The subscription as the API answers it: `pending_setup_intent` an id unless the request expands it. */
  const subscriptionAnswer = (subscription: StripeObject, params: FormObject) => {
    const expand = Object.values(asObject(params.expand));
    const setupIntentId = subscription.pending_setup_intent as string | null;
    return {
      ...subscription,
      pending_setup_intent:
        setupIntentId && expand.includes('pending_setup_intent') ? setupIntents.get(setupIntentId) : setupIntentId,
    };
  };

  const routes: [string, RegExp, (match: string[], params: FormObject) => StripeObject][] = [
    [
      'POST',
      /^\/v1\/customers$/,
      (_, params) => {
        const customer = {
          id: newId('cus'),
          object: 'customer',
          created: now(),
          email: text(params.email) ?? null,
          metadata: asObject(params.metadata),
          invoice_settings: { default_payment_method: null },
          livemode: false,
        };
        customers.set(customer.id, customer);
        return customer;
      },
    ],
    [
      'POST',
      /^\/v1\/customers\/([^/]+)$/,
      ([, id = ''], params) => {
        const customer = found(customers, id, 'customer', 'id');
        const defaultMethod = text(asObject(params.invoice_settings).default_payment_method);
        if (defaultMethod !== undefined) {
          const method = found(
            paymentMethods,
            defaultMethod,
            'PaymentMethod',
            'invoice_settings[default_payment_method]',
          );
          if (method.customer !== id) {
            throw invalidRequest(
              400,
              'resource_missing',
              `The customer does not have a payment method with the ID ${defaultMethod}.`,
              'invoice_settings[default_payment_method]',
            );
          }
          customer.invoice_settings = { default_payment_method: defaultMethod };
        }
        return customer;
      },
    ],
    [
      'POST',
      /^\/v1\/payment_methods\/([^/]+)\/attach$/,
      ([, id = ''], params) => {
        const customer = text(params.customer) ?? '';
        found(customers, customer, 'customer', 'customer');
        if (!id.startsWith('pm_'))
          throw invalidRequest(404, 'resource_missing', `No such PaymentMethod: '${id}'`, 'payment_method');
        if (/chargeDeclined/i.test(id)) {
          throw new StripeApiError(402, {
            type: 'card_error',
            code: 'card_declined',
            decline_code: 'generic_decline',
            message: 'Your card was declined.',
            param: '',
            doc_url: 'https://stripe.com/docs/error-codes/card-declined',
          });
        }
        const method = {
          id,
          object: 'payment_method',
          type: 'card',
          created: now(),
          customer,
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
          livemode: false,
        };
        paymentMethods.set(id, method);
        return method;
      },
    ],
    [
      'POST',
      /^\/v1\/subscriptions$/,
      (_, params) => {
        const customer = text(params.customer) ?? '';
        found(customers, customer, 'customer', 'customer');
        const items = Object.values(asObject(params.items)).map(asObject);
        const price = text(items[0]?.price);
        if (items.length !== 1 || !price)
          throw invalidRequest(400, 'parameter_missing', 'Missing required param: items.', 'items');
        const paymentMethod = text(params.default_payment_method);
        if (paymentMethod) found(paymentMethods, paymentMethod, 'PaymentMethod', 'default_payment_method');
        const start = now();
        const trialDays = Number(text(params.trial_period_days) ?? 0);
        const trialEnd = trialDays > 0 ? start + trialDays * DAY_SECONDS : null;
        const periodEnd = trialEnd ?? start + MONTH_SECONDS;
        const id = newId('sub');
        let pendingSetupIntent: string | null = null;
        if (trialEnd !== null && text(params.payment_behavior) === 'default_incomplete') {
          const setupIntent = {
            id: newId('seti'),
            object: 'setup_intent',
            customer,
            payment_method: paymentMethod ?? null,
            usage: 'off_session',
            status: paymentMethod && /threeDSecure/i.test(paymentMethod) ? 'requires_action' : 'succeeded',
            livemode: false,
          };
          const withSecret = {
            ...setupIntent,
            client_secret: `${setupIntent.id}_secret_${randomBytes(8).toString('hex')}`,
          };
          setupIntents.set(setupIntent.id, withSecret);
          pendingSetupIntent = setupIntent.id;
        }
        const subscription = {
          id,
          object: 'subscription',
          customer,
          status: trialEnd !== null ? 'trialing' : 'active',
          created: start,
          start_date: start,
          billing_cycle_anchor: periodEnd,
          cancel_at_period_end: false,
          cancel_at: null,
          canceled_at: null,
          trial_start: trialEnd !== null ? start : null,
          trial_end: trialEnd,
          default_payment_method: paymentMethod ?? null,
          metadata: asObject(params.metadata),
          items: {
            object: 'list',
            data: [
              {
                id: newId('si'),
                object: 'subscription_item',
                subscription: id,
                price: {
                  id: price,
                  object: 'price',
                  unit_amount: 999,
                  currency: 'usd',
                  recurring: { interval: 'month' },
                },
                quantity: 1,
                current_period_start: start,
                current_period_end: periodEnd,
              },
            ],
            has_more: false,
            url: `/v1/subscription_items?subscription=${id}`,
          },
          pending_setup_intent: pendingSetupIntent,
          latest_invoice: newId('in'),
          livemode: false,
        };
        subscriptions.set(id, subscription);
        return subscriptionAnswer(subscription, params);
      },
    ],
    [
      'GET',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([, id = ''], params) => subscriptionAnswer(found(subscriptions, id, 'subscription', 'id'), params),
    ],
    [
      'POST',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([, id = ''], params) => {
        const subscription = found(subscriptions, id, 'subscription', 'id');
        if (subscription.status === 'canceled') {
          throw invalidRequest(
            400,
            'resource_missing',
            `A canceled subscription can only update its cancellation_details and metadata.`,
            'cancel_at_period_end',
          );
        }
        const cancel = text(params.cancel_at_period_end);
        if (cancel !== undefined) {
          subscription.cancel_at_period_end = cancel === 'true';
          const items = subscription.items as { data: { current_period_end: number }[] };
          subscription.cancel_at = cancel === 'true' ? (items.data[0]?.current_period_end ?? null) : null;
          subscription.canceled_at = cancel === 'true' ? now() : null;
        }
        return subscriptionAnswer(subscription, params);
      },
    ],
    [
      'DELETE',
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([, id = ''], params) => {
        const subscription = found(subscriptions, id, 'subscription', 'id');
        if (subscription.status === 'canceled') {
          throw invalidRequest(
            400,
            'subscription_canceled',
            'This subscription has already been canceled.',
            'subscription',
          );
        }
        // Cancelled at once: it ends now, not at its period end.
        Object.assign(subscription, {
          status: 'canceled',
          cancel_at_period_end: false,
          cancel_at: null,
          canceled_at: now(),
          ended_at: now(),
        });
        return subscriptionAnswer(subscription, params);
      },
    ],
  ];

  const answer = async (request: IncomingMessage): Promise<{ status: number; body: string; replayed: boolean }> => {
    const url = new URL(request.url ?? '/', 'http://stand-in');
    const body = await readBody(request);
    const inQuery = request.method === 'GET' || request.method === 'DELETE';
    const params = parseForm(inQuery ? url.searchParams : new URLSearchParams(body));
    const idempotencyKey = headerText(request.headers['idempotency-key']);
    requests.push({ method: request.method ?? '', path: url.pathname, params, idempotencyKey });

    if (request.headers.authorization !== `Bearer ${options.secretKey}`) {
      return errorAnswer(
        new StripeApiError(401, { type: 'invalid_request_error', message: 'Invalid API Key provided.' }),
      );
    }
    const fingerprint = `${request.method} ${url.pathname} ${JSON.stringify(params)}`;
    const earlier = idempotencyKey ? idempotent.get(idempotencyKey) : undefined;
    if (earlier) {
      if (earlier.fingerprint !== fingerprint) {
        return errorAnswer(
          new StripeApiError(400, {
            type: 'idempotency_error',
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          }),
        );
      }
      return { status: earlier.status, body: earlier.body, replayed: true };
    }
    const route = routes.find(([method, pattern]) => method === request.method && pattern.test(url.pathname));
    let result: { status: number; body: string; replayed: boolean };
    try {
      if (!route)
        throw invalidRequest(
          404,
          'resource_missing',
          `Unrecognized request URL (${request.method}: ${url.pathname}).`,
          '',
        );
      const [, pattern, handle] = route;
      result = {
        status: 200,
        body: JSON.stringify(handle(pattern.exec(url.pathname) ?? [], params)),
        replayed: false,
      };
    } catch (error) {
      if (!(error instanceof StripeApiError)) throw error;
      result = errorAnswer(error);
    }
    // Stripe keeps the first answer of a key, errors included (a declined card stays declined for that key).
    if (idempotencyKey && request.method === 'POST')
      idempotent.set(idempotencyKey, { fingerprint, status: result.status, body: result.body });
    return result;
  };

  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    answer(request).then(
      ({ status, body, replayed }) => {
        response.writeHead(status, {
          'content-type': 'application/json',
          'request-id': newId('req'),
          ...(replayed ? { 'idempotent-replayed': 'true' } : {}),
        });
        response.end(body);
      },
      (error: unknown) => {
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end(JSON.stringify({ error: { type: 'api_error', message: String(error) } }));
      },
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    host: '127.0.0.1',
    port,
    requests,
    subscription: (id) => subscriptions.get(id),
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function invalidRequest(status: number, code: string, message: string, param: string): StripeApiError {
  return new StripeApiError(status, { type: 'invalid_request_error', code, message, param });
}

function errorAnswer(error: StripeApiError) {
  return { status: error.status, body: JSON.stringify({ error: error.body }), replayed: false };
}

/** Stripe's form encoding (`metadata[userId]=u1&items[0][price]=price_1&expand[0]=x`) as nested objects. */
export function parseForm(params: URLSearchParams): FormObject {
  const root: FormObject = {};
  for (const [key, value] of params) {
    const path = key.replace(/\]/g, '').split('[');
    let node = root;
    path.forEach((part, index) => {
      if (index === path.length - 1) {
        node[part] = value;
        return;
      }
      const child = node[part];
      node = typeof child === 'object' ? child : (node[part] = {});
    });
  }
  return root;
}

function asObject(value: FormValue | undefined): FormObject {
  return typeof value === 'object' ? value : {};
}

function text(value: FormValue | undefined): string | undefined {
  return typeof value === 'string' ? value : undefined;
}

function headerText(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}
