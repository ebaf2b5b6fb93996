/**
 * The public feedback route through the local gateway: visitors without a token and beekeepers with one, and the
 * rate limits that keep the public form from flooding the admins' list: per sender address (CloudFront's viewer
 * address when it comes, as in the cloud) and per account.
 */
import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { apiAs, createUser, localStack } from '../../infra/local/test-support/integration-stack';
import { API_ERRORS } from '../../shared/messages';
import { FEEDBACK_RATE_LIMITS } from '../../shared/rules/feedback-rate-limits';
import type { Feedback } from '../../shared/schemas/feedback';

const feedback = { category: 'general', subject: 'Lovely app', message: 'The hive page is exactly what I needed.' };

/**
 * A documentation address (RFC 5737) no other call of this file has used, as CloudFront's header gives it, with a
 * port: a random one could meet the address the first test used up.
 */
let addressesUsed = 0;
const viewerAddress = () => `203.0.113.${++addressesUsed}:${randomInt(1024, 65535)}`;

async function send(address: string, idToken?: string) {
  const response = await fetch(new URL(apiPath(routes.createFeedback), localStack().app), {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'cloudfront-viewer-address': address,
      ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
    },
    body: JSON.stringify(feedback),
  });
  return { status: response.status, body: (await response.json()) as Partial<Feedback> & { message?: string } };
}

describe('POST /api/feedback through the gateway', () => {
  it(`takes ${FEEDBACK_RATE_LIMITS.perAddress.max} an hour from one visitor's address, then answers 429`, async () => {
    const address = viewerAddress();
    for (let sent = 0; sent < FEEDBACK_RATE_LIMITS.perAddress.max; sent += 1) {
      expect(await send(address)).toMatchObject({ status: 201, body: { status: 'open', userId: null } });
    }
    expect(await send(address)).toEqual({ status: 429, body: { message: API_ERRORS.feedbackRateLimited } });
    // Another address is another sender.
    expect((await send(viewerAddress())).status).toBe(201);
  });

  it(`takes ${FEEDBACK_RATE_LIMITS.perUser.max} a day from one account, whatever its addresses, then answers 429`, async () => {
    const user = await createUser({ label: 'feedback-limit' });
    for (let sent = 0; sent < FEEDBACK_RATE_LIMITS.perUser.max; sent += 1) {
      expect(await send(viewerAddress(), user.tokens.idToken)).toMatchObject({
        status: 201,
        body: { userId: user.userId, userEmail: user.email },
      });
    }
    expect(await send(viewerAddress(), user.tokens.idToken)).toEqual({
      status: 429,
      body: { message: API_ERRORS.feedbackRateLimited },
    });
    // Nothing was kept of the refused one.
    const own = await apiAs(user)<Feedback[]>('GET', apiPath(routes.listFeedback));
    expect(own.body).toHaveLength(FEEDBACK_RATE_LIMITS.perUser.max);
  });
});
