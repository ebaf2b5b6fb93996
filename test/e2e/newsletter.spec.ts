/**
 * The newsletter's double opt-in, in the browser against the local stack: a visitor signs up on the landing page,
 * is told to check their inbox (the same words for every address), opens the confirmation e-mail's link in the
 * local inbox on a phone, and confirms; a tampered link says it is not valid. The confirm page passes axe and
 * doesn't scroll sideways at 390 px.
 */
import { randomUUID } from 'node:crypto';
import { inboxFor } from '../../infra/local/inbox';
import { API_ERRORS, NEWSLETTER_CONFIRM_PAGE, NEWSLETTER_SIGNUP_MESSAGES } from '../../shared/messages';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E_URLS } from './support/e2e-stack';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/screens';

/** The confirm link of the latest e-mail to `address`, waiting for it to arrive. */
async function confirmLinkFor(address: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mail = (await inboxFor(E2E_URLS.inbox, address)).at(-1);
        link = /Confirm it here: (\S+)/.exec(mail?.body.text ?? '')?.[1];
        return link;
      },
      { message: `a newsletter confirmation e-mailed to ${address}` },
    )
    .toBeDefined();
  return link as string;
}

test('a visitor signs up for the newsletter and confirms it from the e-mailed link on a phone', async ({
  page,
  browser,
}) => {
  const email = `reader-${randomUUID()}@example.com`;
  await page.goto('/');
  const section = page.locator('#newsletter');
  await section.getByLabel('Email address').fill(email);
  await section.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText(NEWSLETTER_SIGNUP_MESSAGES.checkInbox).first()).toBeVisible();

  const link = await confirmLinkFor(email);
  expect(link).toContain('/newsletter/confirm?token=');

  // Opened from the mail client, where nobody is signed in, on a phone.
  const mailClient = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await mailClient.goto(`${link}x`);
  await mailClient.getByRole('button', { name: 'Confirm my signup' }).click();
  await expect(mailClient.getByRole('alert')).toContainText(API_ERRORS.newsletterLinkInvalid);

  await mailClient.goto(link);
  await expect(mailClient.getByRole('heading', { level: 1, name: NEWSLETTER_CONFIRM_PAGE.heading })).toBeVisible();
  await expect(mailClient).toHaveTitle(/^Newsletter · HiveKeeper$/);
  await expectNoSeriousA11yViolations(mailClient, '/newsletter/confirm');
  await expectNoSidewaysScroll(mailClient, '/newsletter/confirm');
  await mailClient.getByRole('button', { name: 'Confirm my signup' }).click();
  await expect(mailClient.getByRole('status')).toContainText(NEWSLETTER_CONFIRM_PAGE.confirmed);
  await expectNoSeriousA11yViolations(mailClient, '/newsletter/confirm, confirmed');
  await mailClient.close();
});
