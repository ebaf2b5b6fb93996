/**
 * The admins' bell: a newcomer confirms their sign-up through the local user pool, and an admin finds the e-mail in
 * the local inbox and the notification in the header's bell, reads it at 390 px and dismisses it for good.
 */
import { expect, test } from '@playwright/test';
import { inboxFor } from '../../infra/local/inbox';
import { UserPoolApi } from '../../infra/local/user-pool-api';
import { createAccount, NEW_ACCOUNT_PASSWORD, openSignedIn, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E_URLS, e2eUserPool } from './support/e2e-stack';
import { confirmationCodeFor } from './support/inbox';
import { expectNoSidewaysScroll } from './support/screens';

test.use({ viewport: { width: 390, height: 844 } });

test("an admin hears of a newcomer's sign-up by e-mail and in the bell, and dismisses it", async ({ page }) => {
  const admin = await createAccount('bell-admin', { admin: true });
  const newcomer = uniqueEmail('bell-newcomer');
  const userPool = new UserPoolApi(E2E_URLS.userPoolEndpoint, e2eUserPool().userPoolClientId);
  await userPool.signUp(newcomer, NEW_ACCOUNT_PASSWORD);
  await userPool.confirmSignUp(newcomer, await confirmationCodeFor(newcomer));

  const mails = await inboxFor(E2E_URLS.inbox, admin.email);
  expect(mails.map((mail) => mail.subject)).toContain(`New HiveKeeper sign-up: ${newcomer}`);

  await openSignedIn(page, admin);
  const bell = page.getByRole('banner').getByRole('button', { name: /^Notifications, \d+\+? unread$/ });
  await expect(bell).toBeVisible();
  await bell.focus();
  await page.keyboard.press('Enter');
  const popover = page.getByRole('dialog', { name: 'Notifications' });
  const item = popover.getByRole('listitem').filter({ hasText: newcomer });
  await expect(item).toContainText('New user signup');
  await expect(item).toContainText(/Just now|\dm ago/);
  await expectNoSidewaysScroll(page, 'the open notification popover');
  await expectNoSeriousA11yViolations(page, 'the notification popover');

  await item.getByRole('button', { name: /^Mark as read/ }).click();
  await expect(item).toBeHidden();
  await page.keyboard.press('Escape');
  await expect(popover).toBeHidden();

  // Read for good: after a reload the bell no longer lists it.
  await page.reload();
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications/ })
    .click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Notifications' }).getByText(newcomer)).toHaveCount(0);
});
