import { randomUUID } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import { NEWSLETTER_OPT_IN } from '../../../shared/domain/newsletter';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import { newsletterSignupSchema, type NewsletterSignup } from '../../../shared/schemas/newsletter';
import { NewsletterSubscriberEntity } from '../../lib/data/entities/newsletter-subscriber';
import { signUpForNewsletter } from '../../lib/data/newsletter';
import type { Mail } from '../../lib/mail/mailer';
import { apiPath } from '../../api-path';
import { routes } from '../../routes';
import { signToken, TOKEN_PURPOSES } from '../../lib/signed-token';
import { beekeeper, request } from '../../test-support/api';
import { HOUR_MS } from '../../../shared/domain/durations';

const settings = vi.hoisted(() => {
  const links = { secret: 'data-test-newsletter-secret-0123456789abcdef', siteUrl: 'https://hivekeeper.test' };
  Object.assign(process.env, { REMINDERS_SECRET: links.secret, SITE_URL: links.siteUrl });
  return links;
});

/** A visitor of the landing page: no token. */
const signUp = (body: unknown) => request<NewsletterSignup>('newsletterSignup', { body });
const confirm = (token: string) =>
  request('confirmNewsletterSignup', { rawQueryString: `token=${encodeURIComponent(token)}` });
const unsubscribe = (token: string) =>
  request('unsubscribeFromNewsletter', { rawQueryString: `token=${encodeURIComponent(token)}` });

async function stored(email: string) {
  const { data } = await NewsletterSubscriberEntity.get({ email }).go({ consistent: true });
  return data;
}

const uniqueAddress = () => `reader-${randomUUID()}@example.com`;

/** Signs up as the route does, with a mailer that keeps what it sends. */
async function signUpAt(email: string, now: Date) {
  const sent: Mail[] = [];
  await signUpForNewsletter(email, { mailer: { send: async (mail) => void sent.push(mail) }, settings, now });
  return sent;
}

/** Signs a new address up and returns its one confirmation e-mail. */
async function confirmationEmailOf(email: string, now = new Date()): Promise<Mail> {
  const [mail, ...more] = await signUpAt(email, now);
  expect(more).toEqual([]);
  if (!mail) throw new Error(`No confirmation e-mail to ${email}`);
  return mail;
}

/** The token of the confirm page's link in a confirmation e-mail. */
function confirmTokenOf(mail: Mail): string {
  const link = /Confirm it here: (\S+)/.exec(mail.text)?.[1];
  expect(link).toMatch(/^https:\/\/hivekeeper\.test\/newsletter\/confirm\?token=/);
  return new URL(String(link)).searchParams.get('token') ?? '';
}

describe('newsletter signup by double opt-in', () => {
  it('answers 202 with the address, the same for a new, a pending and a confirmed address', async () => {
    const email = uniqueAddress();
    const answers = [await signUp({ email }), await signUp({ email: `  ${email.toUpperCase()} ` })];
    await NewsletterSubscriberEntity.patch({ email }).set({ status: 'confirmed' }).remove(['expiresAt']).go();
    answers.push(await signUp({ email }));
    const other = await beekeeper().request<NewsletterSignup>('newsletterSignup', { body: { email } });
    for (const answer of [...answers, other]) {
      expect(answer.statusCode).toBe(202);
      expect(newsletterSignupSchema.strict().parse(answer.body)).toEqual({ email });
    }
  });

  it('stores a new address as pending, expiring, and e-mails it one confirmation link', async () => {
    const email = uniqueAddress();
    const now = new Date();
    const sent = await signUpAt(email, now);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({ to: email, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } });
    expect(await stored(email)).toMatchObject({
      status: 'pending',
      lastMailedAt: now.toISOString(),
      expiresAt: Math.floor(now.getTime() / 1000) + NEWSLETTER_OPT_IN.pendingDays * 24 * 60 * 60,
    });
  });

  it('e-mails a pending address at most once a period, however often it is signed up', async () => {
    const email = uniqueAddress();
    const start = new Date();
    expect(await signUpAt(email, start)).toHaveLength(1);
    const bursts = await Promise.all(
      Array.from({ length: 5 }, () => signUpAt(email, new Date(start.getTime() + HOUR_MS))),
    );
    expect(bursts.flat()).toHaveLength(0);
    const nextDay = new Date(start.getTime() + NEWSLETTER_OPT_IN.resendAfterHours * HOUR_MS + 1000);
    const again = await Promise.all(Array.from({ length: 5 }, () => signUpAt(email, nextDay)));
    expect(again.flat()).toHaveLength(1);
  });

  it('confirms with the e-mailed link, again and again, and then e-mails that address nothing', async () => {
    const email = uniqueAddress();
    const mail = await confirmationEmailOf(email);
    const token = confirmTokenOf(mail);
    for (let time = 0; time < 2; time += 1) {
      expect(await confirm(token)).toMatchObject({ statusCode: 200, body: { email, confirmed: true } });
    }
    const item = await stored(email);
    expect(item).toMatchObject({ status: 'confirmed', confirmedAt: expect.any(String) });
    expect(item?.expiresAt).toBeUndefined();
    expect(await signUpAt(email, new Date(Date.now() + 30 * 24 * HOUR_MS))).toHaveLength(0);
    expect(await stored(email)).toEqual(item);
  });

  it('answers 400 and changes nothing for a forged, misused or expired link', async () => {
    const email = uniqueAddress();
    const start = new Date();
    const mail = await confirmationEmailOf(email, start);
    const before = await stored(email);
    const forged = [
      signToken(TOKEN_PURPOSES.confirmNewsletter, email, `${settings.secret}-not-ours`),
      signToken(TOKEN_PURPOSES.unsubscribeFromNewsletter, email, settings.secret),
      `${confirmTokenOf(mail)}x`,
      'not-a-token',
    ];
    for (const token of forged) {
      expect(await confirm(token)).toMatchObject({
        statusCode: 400,
        body: { message: API_ERRORS.newsletterLinkInvalid, code: 'newsletterLinkInvalid' },
      });
    }
    expect(await stored(email)).toEqual(before);

    // A signup past its expiry (DynamoDB deletes it within days) confirms no more.
    await NewsletterSubscriberEntity.patch({ email })
      .set({ expiresAt: Math.floor(start.getTime() / 1000) - 1 })
      .go();
    expect(await confirm(confirmTokenOf(mail))).toMatchObject({ statusCode: 400 });
    expect((await stored(email))?.status).toBe('pending');
  });

  it("takes an address off the list by its e-mail's one-click unsubscribe link", async () => {
    const email = uniqueAddress();
    const mail = await confirmationEmailOf(email);
    await confirm(confirmTokenOf(mail));
    const oneClick = new URL(String(/^<(.+)>$/.exec(mail.headers?.['List-Unsubscribe'] ?? '')?.[1]));
    expect(oneClick.pathname).toBe(apiPath(routes.unsubscribeFromNewsletter));
    const forged = signToken(TOKEN_PURPOSES.unsubscribeFromNewsletter, email, `${settings.secret}-not-ours`);
    expect(await unsubscribe(forged)).toMatchObject({ statusCode: 400 });
    expect(await stored(email)).not.toBeNull();
    expect(await unsubscribe(oneClick.searchParams.get('token') ?? '')).toMatchObject({ statusCode: 200 });
    expect(await stored(email)).toBeNull();
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
