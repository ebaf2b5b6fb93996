/**
 * The plain local inbox page the sign-in screen links to: a newcomer reads the confirmation code at a glance,
 * without unfolding anything, and the page runs no script.
 */
import { describe, expect, it } from 'vitest';
import { latestCode, localStack, uniqueEmail, userPoolApi } from '../../infra/local/test-support/integration-stack';

describe('the local inbox page', () => {
  it('lists the sign-up e-mail with its subject, recipient and code in large type', async () => {
    const email = uniqueEmail('inbox-page');
    await userPoolApi().signUp(email, 'Inbox-Page-Password-7!');
    const code = await latestCode(email);

    const answer = await fetch(`${localStack().app}/local-inbox`);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'none'");
    const page = await answer.text();
    const entry = page.slice(page.indexOf(email) - 200, page.indexOf(email) + 400);
    expect(entry).toContain('<h2>Your HiveKeeper verification code</h2>');
    expect(entry).toContain(`To ${email}`);
    expect(entry).toContain(`<strong>${code}</strong>`);
    expect(page).not.toContain('<script');
  });

  it('is the inbox the web app is told about, and only GET reads it', async () => {
    const config = (await (await fetch(`${localStack().app}/config.json`)).json()) as { localInboxUrl: string };
    expect(config.localInboxUrl).toBe(`${localStack().app}/local-inbox`);
    expect((await fetch(config.localInboxUrl, { method: 'POST' })).status).toBe(405);
  });
});
