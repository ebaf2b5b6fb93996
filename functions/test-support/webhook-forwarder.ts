/**
 * For data tests of billing: an HTTP server standing in for the gateway's webhook route, so the test-mode provider's
 * signed events reach the webhook handler in this process exactly as API Gateway would hand them over. Started
 * before any handler module loads (the functions read their configuration then), it sets the provider's settings.
 */
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildHttpApiEvent } from '../../infra/local/http-api-event';
import { apiPath } from '../api-path';
import { routes } from '../routes';
import { lambdaContext, type Handler } from './http';

/** The webhook secret of this test process, made at random as each local install's is. */
export const TEST_WEBHOOK_SECRET = `whsec_${randomBytes(32).toString('base64url')}`;

export async function startWebhookForwarder(): Promise<void> {
  const route = routes.billingWebhook;
  let handler: Promise<Handler> | undefined;
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      handler ??= import('../handlers/billing/billing-webhook').then((module) => module.handler);
      const event = buildHttpApiEvent({
        method: route.method,
        routePath: route.path,
        rawPath: apiPath(route),
        headers: request.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      });
      handler
        .then((webhook) => webhook(event, lambdaContext()))
        .then((answer) => response.writeHead(answer.statusCode ?? 200).end(answer.body))
        .catch((error: unknown) => response.writeHead(500).end(String(error)));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  // Runs as long as the test worker does.
  server.unref();
  Object.assign(process.env, {
    BILLING_TEST_MODE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
    BILLING_TEST_MODE_WEBHOOK_URL: `http://127.0.0.1:${(server.address() as AddressInfo).port}${apiPath(route)}`,
  });
}
