/**
 * Paying for Pro offline, in the browser against the local stack and its test-mode provider: a free beekeeper at
 * the hive limit upgrades with the test card from the upgrade modal, stays on the hives screen with the trial's end
 * named, and Pro opens at once (a fourth hive, a photo on an inspection); they
 * cancel on /profile and keep Pro to the period's end, which the profile says. A declined test card says
 * 'Payment Failed'. The payment dialog and /profile pass axe and fit a 390 px phone.
 */
import type { Page } from '@playwright/test';
import { CARD_DECLINED_MESSAGE } from '../../shared/billing';
import { BILLING_MESSAGES, TOASTS } from '../../shared/messages';
import type { SubscriptionStatusAnswer } from '../../shared/schemas/subscription';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { DEMO_PHOTOS } from '../../infra/local/demo-photos';
import { apiFor, createAccount, createApiaryWithHives, openSignedIn, type Account } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/screens';

const SUCCEEDING_CARD = '4242 4242 4242 4242';
const DECLINED_CARD = '4000 0000 0000 0002';

/** A date as the profile writes it ('Dec 23, 2026'), in the browser's time zone, which is this machine's. */
const dateLabel = (seconds: number) =>
  new Date(seconds * 1000).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** From the Pro card of /pricing, the payment dialog with the test-mode card form ready. */
async function openPaymentDialog(page: Page) {
  await page.goto('/pricing');
  await page.getByRole('region', { name: 'Pro' }).getByRole('button', { name: 'Upgrade to Pro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Pro' });
  await expect(dialog.getByText('Test mode: no real card is charged')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  return dialog;
}

async function payWith(dialog: ReturnType<Page['getByRole']>, card: string) {
  await dialog.getByLabel('Card number').fill(card);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('Security code (CVC)').fill('123');
  await dialog.getByRole('button', { name: 'Subscribe' }).click();
}

async function subscriptionOf(account: Account): Promise<SubscriptionStatusAnswer> {
  const api = await apiFor(account);
  const answer = await api<SubscriptionStatusAnswer>('GET', apiPath(routes.getSubscriptionStatus));
  expect(answer.status).toBe(200);
  return answer.body;
}

test('a free beekeeper at the limit upgrades with the test card, adds a fourth hive and a photo, then cancels', async ({
  page,
}) => {
  const account = await createAccount('billing-upgrade');
  await createApiaryWithHives(account, 3);
  await openSignedIn(page, account);

  // At the free plan's limit, the upgrade modal's Upgrade opens the payment right there, on /hives.
  await page.getByRole('link', { name: 'Hives', exact: true }).click();
  // The dashboard has an Add Hive button too: wait for the hives screen before pressing its own.
  await expect(page.getByRole('heading', { name: 'Hives', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Hive' }).click();
  await page.getByRole('dialog', { name: 'Upgrade to Pro' }).getByRole('button', { name: 'Upgrade to Pro' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Pro' });
  await expect(dialog.getByText('Test mode: no real card is charged')).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'the payment dialog');
  await payWith(dialog, SUCCEEDING_CARD);
  // The toasts' region, found by its label: an open modal hides the rest of the page from the accessibility tree.
  const notifications = page.locator('[aria-label^="Notifications"]');
  await expect(notifications.getByText(BILLING_MESSAGES.subscribedTitle, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  // Back where they were, told until when Pro is free.
  const { subscription: trial } = await subscriptionOf(account);
  await expect(
    notifications.getByText(BILLING_MESSAGES.subscribedOnTrial(dateLabel(trial?.current_period_end ?? 0))),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/hives$/);
  // The menu's upgrade link has gone with the free plan.
  await expect(page.getByRole('link', { name: 'Upgrade to Pro' })).toHaveCount(0);

  // Pro at once, without reloading: a fourth hive...
  await page.getByRole('button', { name: 'Add Hive' }).click();
  const hiveDialog = page.getByRole('dialog', { name: 'Add New Hive' });
  await hiveDialog.getByLabel('Name', { exact: true }).fill('Orchard Hive 4');
  await hiveDialog.getByLabel('Apiary').selectOption({ label: 'Orchard Apiary' });
  await hiveDialog.getByRole('button', { name: 'Create Hive' }).click();
  await expect(hiveDialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Orchard Hive 4' })).toBeVisible();

  // ...and a photo on an inspection.
  await page.getByRole('link', { name: 'Inspections' }).click();
  await page.getByRole('button', { name: 'Record First Inspection' }).click();
  const inspection = page.getByRole('dialog', { name: 'Record Inspection' });
  await inspection.getByLabel('Hive').selectOption({ label: 'Orchard Hive 4' });
  await inspection
    .getByLabel('Photo files')
    .setInputFiles([{ name: 'honeycomb.png', mimeType: 'image/png', buffer: DEMO_PHOTOS.honeycomb.png }]);
  await expect(notifications.getByText(TOASTS.photosUploaded(1), { exact: true })).toBeVisible();
  await inspection.getByRole('button', { name: 'Create Inspection' }).click();
  await expect(notifications.getByText(TOASTS.inspectionCreated, { exact: true })).toBeVisible();
  const card = page.getByRole('listitem').filter({ hasText: 'Orchard Hive 4' });
  await expect(card.getByRole('list', { name: 'Photos' }).getByRole('img')).toHaveCount(1);

  // The profile, from the account menu: the trial and when it ends.
  const { subscription } = await subscriptionOf(account);
  expect(subscription?.status).toBe('trialing');
  const trialEnd = dateLabel(subscription?.current_period_end ?? 0);
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(page).toHaveTitle('Profile · HiveKeeper');
  const section = page.getByRole('region', { name: 'Subscription' });
  await expect(section.getByText('Free trial')).toBeVisible();
  await expect(section.getByText(trialEnd)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Account' }).getByLabel('E-mail')).toHaveValue(account.email);

  // Cancel, after the confirmation: Pro stays to the trial's end, and the profile says until when.
  await section.getByRole('button', { name: 'Cancel Subscription' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Cancel your Pro subscription?' });
  await expect(confirmation).toContainText(trialEnd);
  await confirmation.getByRole('button', { name: 'Cancel Subscription' }).click();
  await expect(notifications.getByText(BILLING_MESSAGES.canceledTitle, { exact: true })).toBeVisible();
  await expect(section.getByText(BILLING_MESSAGES.accessUntil(trialEnd))).toBeVisible();
  await expect(section.getByRole('button', { name: 'Resume Subscription' })).toBeVisible();
  expect((await subscriptionOf(account)).subscription?.cancel_at_period_end).toBe(true);
  await expectNoSeriousA11yViolations(page, '/profile after cancelling');

  // Still Pro until then: a fifth hive can be added.
  await page.getByRole('link', { name: 'Hives', exact: true }).click();
  await page.getByRole('button', { name: 'Add Hive' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Hive' })).toBeVisible();
});

test("a declined test card says 'Payment Failed' with the provider's words and leaves the beekeeper free", async ({
  page,
}) => {
  const account = await createAccount('billing-declined');
  await openSignedIn(page, account);

  const dialog = await openPaymentDialog(page);
  await payWith(dialog, DECLINED_CARD);
  await expect(dialog.getByRole('alert')).toContainText(
    `${BILLING_MESSAGES.paymentFailedTitle}: ${CARD_DECLINED_MESSAGE}`,
  );
  // The toasts' region, found by its label: an open modal hides the rest of the page from the accessibility tree.
  const notifications = page.locator('[aria-label^="Notifications"]');
  await expect(notifications.getByText(BILLING_MESSAGES.paymentFailedTitle, { exact: true })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page, 'the payment dialog after a declined card');

  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('region', { name: 'Free' }).getByRole('button', { name: 'Current Plan' })).toBeDisabled();
  expect((await subscriptionOf(account)).subscriptionPlan).toBe('free');
});

test('the payment dialog and /profile fit a 390 px phone and pass axe', async ({ page }, testInfo) => {
  const account = await createAccount('billing-phone');
  await openSignedIn(page, account);
  await page.setViewportSize({ width: 390, height: 844 });

  await openPaymentDialog(page);
  await expectNoSidewaysScroll(page, 'the payment dialog at 390 px');
  await expectNoSeriousA11yViolations(page, 'the payment dialog (390 px)');
  await page.screenshot({ path: testInfo.outputPath('payment-dialog-390.png') });

  await page.goto('/profile');
  const section = page.getByRole('region', { name: 'Subscription' });
  await expect(section.getByRole('button', { name: 'Upgrade to Pro' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/profile at 390 px');
  await expectNoSeriousA11yViolations(page, '/profile (390 px)');
  await page.screenshot({ path: testInfo.outputPath('profile-390.png') });
});
