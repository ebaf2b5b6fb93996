import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../../shared/messages';
import { newsletterSignupSchema, type NewsletterSignup } from '../../../shared/schemas/newsletter';
import { NewsletterSubscriberEntity } from '../../lib/data/entities/newsletter-subscriber';
import { beekeeper, request } from '../../test-support/api';

/** A visitor of the landing page: no token. */
const signUp = (body: unknown) => request<NewsletterSignup>('newsletterSignup', { body });

async function stored(email: string) {
  const { data } = await NewsletterSubscriberEntity.get({ email }).go({ consistent: true });
  return data;
}

const uniqueAddress = () => `reader-${randomUUID()}@example.com`;

describe('newsletter signup', () => {
  it('stores a new address without a token (201) and keeps one item when it signs up again (200)', async () => {
    const email = uniqueAddress();
    const first = await signUp({ email });
    expect(first.statusCode).toBe(201);
    expect(newsletterSignupSchema.strict().parse(first.body)).toEqual({ email, alreadySubscribed: false });
    const item = await stored(email);
    expect(item).toEqual({ email, createdAt: expect.any(String) });

    // The same address typed differently is the same subscriber.
    const again = await signUp({ email: `  ${email.toUpperCase()} ` });
    expect(again.statusCode).toBe(200);
    expect(again.body).toEqual({ email, alreadySubscribed: true });
    expect(await stored(email)).toEqual(item);
  });

  it('lets a signed-in beekeeper sign up the same way', async () => {
    const email = uniqueAddress();
    const answer = await beekeeper().request<NewsletterSignup>('newsletterSignup', { body: { email } });
    expect(answer).toMatchObject({ statusCode: 201, body: { email, alreadySubscribed: false } });
  });

  it('keeps exactly one signup when the same address arrives ten times at once', async () => {
    const email = uniqueAddress();
    const answers = await Promise.all(Array.from({ length: 10 }, () => signUp({ email })));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([
      200, 200, 200, 200, 200, 200, 200, 200, 200, 201,
    ]);
    expect(answers.filter((answer) => answer.body.alreadySubscribed)).toHaveLength(9);
  });

  it('answers 400 with the spec message and stores nothing for a missing or invalid address', async () => {
    for (const [body, message] of [
      [{}, VALIDATION.emailRequired],
      [{ email: '   ' }, VALIDATION.emailRequired],
      [{ email: 'not-an-address' }, VALIDATION.emailInvalid],
      [{ email: 'reader@' }, VALIDATION.emailInvalid],
    ] as const) {
      const answer = await signUp(body);
      expect(answer).toMatchObject({ statusCode: 400, body: { message, errors: { email: [message] } } });
    }
    expect(await stored('not-an-address')).toBeNull();
    expect(await stored('reader@')).toBeNull();
  });
});
