/**
 * The public feedback route through the local gateway: visitors without a token and beekeepers with one, and the
 * rate limits that keep the public form from flooding the admins' list: a visitor's per sender address (which the
 * gateway, like CloudFront, takes from the connection, whatever header the sender adds) and a beekeeper's per
 * account.
 */
import { randomInt } from 'node:crypto';
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { apiAs, createUser, localStack } from '../../infra/local/test-support/integration-stack';
import { API_ERRORS } from '../../shared/messages';
import { FEEDBACK_RATE_LIMITS } from '../../shared/rules/feedback-rate-limits';
import type { Feedback } from '../../shared/schemas/feedback';

const feedback = { category: 'general', subject: 'Lovely app', message: 'The hive page is exactly what I needed.' };

/**
 * A loopback address (any of 127.0.0.0/8 connects to the gateway) that no other run of this file has used: the
 * stack keeps its counters for the hour.
 */
const loopbackAddress = () => `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;

/** POSTs feedback from the local address `from`, with an optional token and extra headers. */
function send(from: string, { idToken, headers = {} }: { idToken?: string; headers?: Record<string, string> } = {}) {
  const body = JSON.stringify(feedback);
  return new Promise<{ status: number; body: Partial<Feedback> & { message?: string } }>((resolve, reject) => {
    const sent = request(
      new URL(apiPath(routes.createFeedback), localStack().app),
      {
        method: 'POST',
        localAddress: from,
        headers: {
          'content-type': 'application/json',
          ...headers,
          ...(idToken ? { authorization: `Bearer ${idToken}` } : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')) }),
        );
        response.on('error', reject);
      },
    );
    sent.on('error', reject);
    sent.end(body);
  });
}

describe('POST /api/feedback through the gateway', () => {
  it(`takes ${FEEDBACK_RATE_LIMITS.perAddress.max} an hour from one visitor's address, then answers 429`, async () => {
    const address = loopbackAddress();
    for (let sent = 0; sent < FEEDBACK_RATE_LIMITS.perAddress.max; sent += 1) {
      expect(await send(address)).toMatchObject({ status: 201, body: { status: 'open', userId: null } });
    }
    expect(await send(address)).toEqual({
      status: 429,
      body: { message: API_ERRORS.feedbackRateLimited, code: 'feedbackRateLimited' },
    });
    // Another address is another sender.
    expect((await send(loopbackAddress())).status).toBe(201);
  });

  it("counts a visitor by the connection's address, not by a CloudFront-Viewer-Address the visitor sends", async () => {
    const address = loopbackAddress();
    const spoofed = (sent: number) => ({
      'cloudfront-viewer-address': `198.51.100.${sent + 1}:${randomInt(1024, 65535)}`,
    });
    for (let sent = 0; sent < FEEDBACK_RATE_LIMITS.perAddress.max; sent += 1) {
      expect((await send(address, { headers: spoofed(sent) })).status).toBe(201);
    }
    expect(await send(address, { headers: spoofed(FEEDBACK_RATE_LIMITS.perAddress.max) })).toEqual({
      status: 429,
      body: { message: API_ERRORS.feedbackRateLimited, code: 'feedbackRateLimited' },
    });
  });

  it(`takes ${FEEDBACK_RATE_LIMITS.perUser.max} a day from one account, whatever its addresses, then answers 429`, async () => {
    const user = await createUser({ label: 'feedback-limit' });
    for (let sent = 0; sent < FEEDBACK_RATE_LIMITS.perUser.max; sent += 1) {
      expect(await send(loopbackAddress(), { idToken: user.tokens.idToken })).toMatchObject({
        status: 201,
        body: { userId: user.userId, userEmail: user.email },
      });
    }
    expect(await send(loopbackAddress(), { idToken: user.tokens.idToken })).toEqual({
      status: 429,
      body: { message: API_ERRORS.feedbackRateLimited, code: 'feedbackRateLimited' },
    });
    // Nothing was kept of the refused one.
    const own = await apiAs(user)<Feedback[]>('GET', apiPath(routes.listFeedback));
    expect(own.body).toHaveLength(FEEDBACK_RATE_LIMITS.perUser.max);
  });

  it("takes a signed-in club's feedback from one address past the visitors' limit: each account has its own", async () => {
    const clubAddress = loopbackAddress();
    for (let sent = 0; sent < FEEDBACK_RATE_LIMITS.perAddress.max; sent += 1) {
      expect((await send(clubAddress)).status).toBe(201);
    }
    const members = await Promise.all(
      Array.from({ length: FEEDBACK_RATE_LIMITS.perAddress.max + 1 }, () => createUser({ label: 'club-member' })),
    );
    for (const member of members) {
      expect(await send(clubAddress, { idToken: member.tokens.idToken })).toMatchObject({
        status: 201,
        body: { userId: member.userId },
      });
    }
  });
});
