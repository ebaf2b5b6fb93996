/**
 * A beekeeper's first run against the local stack: welcomed as new, the getting-started checklist through apiary,
 * hive and first inspection (gone once done), or closed for good; and a free beekeeper's urgent treatment reminder
 * that says treatment records are Pro and pays for them in place, with the trial's end named.
 */
import { BILLING_MESSAGES, TREATMENT_PLAN_NOTE } from '../../shared/messages';
import type { SubscriptionStatusAnswer } from '../../shared/schemas/subscription';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { apiFor, createAccount, createHiveNeedingTreatment, openSignedIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';

const NEW_GREETING = "Welcome to HiveKeeper! Let's set up your apiary.";

test('a new beekeeper is welcomed and ticks apiary, hive and first inspection off the checklist', async ({ page }) => {
  await openSignedIn(page, await createAccount('first-run'));
  await expect(page.getByText(NEW_GREETING)).toBeVisible();
  const checklist = page.getByRole('region', { name: 'Getting started' });
  await expect(checklist.getByText('0 of 3 done')).toBeVisible();
  await expectNoSeriousA11yViolations(page, "a new beekeeper's dashboard");

  await checklist.getByRole('button', { name: 'Create an apiary' }).click();
  const apiary = page.getByRole('dialog', { name: 'Create New Apiary' });
  await apiary.getByLabel('Name', { exact: true }).fill('Home yard');
  await apiary.getByLabel('Location').fill('Behind the barn');
  await apiary.getByRole('button', { name: 'Create Apiary' }).click();
  await expect(apiary).toBeHidden();
  await expect(checklist.getByText('1 of 3 done')).toBeVisible();

  await checklist.getByRole('button', { name: 'Add a hive' }).click();
  const hive = page.getByRole('dialog', { name: 'Add New Hive' });
  await hive.getByLabel('Name', { exact: true }).fill('Clover');
  await hive.getByRole('button', { name: 'Create Hive' }).click();
  await expect(hive).toBeHidden();
  await expect(checklist.getByText('2 of 3 done')).toBeVisible();

  await checklist.getByRole('button', { name: 'Record an inspection' }).click();
  const inspection = page.getByRole('dialog', { name: 'Record Inspection' });
  await inspection.getByLabel('Hive').selectOption({ label: 'Clover' });
  await inspection.getByRole('button', { name: 'Create Inspection' }).click();
  await expect(inspection).toBeHidden();
  // Every step done: the checklist has served its purpose.
  await expect(checklist).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Quick Actions', level: 2 })).toBeVisible();
  await expect(checklist).toBeHidden();
});

test('a beekeeper who closes the checklist does not see it again, on this visit or the next', async ({ page }) => {
  await openSignedIn(page, await createAccount('first-run-dismiss'));
  const checklist = page.getByRole('region', { name: 'Getting started' });
  await expect(checklist.getByText('0 of 3 done')).toBeVisible();
  await checklist.getByRole('button', { name: 'Dismiss getting started' }).click();
  await expect(checklist).toBeHidden();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Quick Actions', level: 2 })).toBeVisible();
  await expect(page.getByText(NEW_GREETING)).toBeVisible();
  await expect(checklist).toBeHidden();
});

test("a free beekeeper's urgent reminder says treatment records are Pro, and Upgrade pays for them in place", async ({
  page,
}) => {
  const account = await createAccount('first-run-urgent');
  const api = await apiFor(account);
  await createHiveNeedingTreatment(api, { hiveName: 'Linden', latitude: '45.5231' });

  await openSignedIn(page, account);
  const reminders = page.getByRole('region', { name: 'Treatment Reminders' });
  await expect(reminders.getByRole('region', { name: 'Urgent' }).getByRole('link', { name: 'Linden' })).toBeVisible();
  // Said beside the reminder, before any click: logging it is Pro.
  await expect(reminders.getByText(TREATMENT_PLAN_NOTE.title)).toBeVisible();
  await expect(reminders.getByRole('button', { name: /^Log treatment/ })).toHaveCount(0);

  await reminders.getByRole('button', { name: 'Upgrade to Pro' }).click();
  const payment = page.getByRole('dialog', { name: 'Upgrade to Pro' });
  await expect(payment.getByText('Test mode: no real card is charged')).toBeVisible();
  await expect(payment.getByRole('button', { name: 'Subscribe' })).toBeEnabled();
  await payment.getByLabel('Card number').fill('4242 4242 4242 4242');
  await payment.getByLabel('Expiry (MM/YY)').fill('12/34');
  await payment.getByLabel('Security code (CVC)').fill('123');
  await payment.getByRole('button', { name: 'Subscribe' }).click();
  await expect(payment).toBeHidden();

  // Back on the dashboard, told until when the trial runs, and the reminder now logs its treatment in one tap.
  const status = await api<SubscriptionStatusAnswer>('GET', apiPath(routes.getSubscriptionStatus));
  const trialEnd = new Date((status.body.subscription?.current_period_end ?? 0) * 1000).toLocaleDateString('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
  const notifications = page.locator('[aria-label^="Notifications"]');
  await expect(notifications.getByText(BILLING_MESSAGES.subscribedOnTrial(trialEnd))).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(reminders.getByText(TREATMENT_PLAN_NOTE.title)).toBeHidden();
  await reminders.getByRole('button', { name: /^Log treatment: .* for Linden$/ }).click();
  const form = page.getByRole('dialog', { name: 'Log Treatment' });
  await expect(form.getByLabel('Hive').locator('option:checked')).toHaveText('Linden');
});
