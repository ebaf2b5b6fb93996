import { expect, test } from '@playwright/test';
import { NEW_ACCOUNT_PASSWORD, uniqueEmail } from './support/accounts';
import { confirmationCodeFor } from './support/inbox';
import { expectDashboard, expectLandingPage } from './support/screens';

test('a newcomer signs up, keeps an apiary with hives, meets the free plan limit and signs out', async ({ page }) => {
  const email = uniqueEmail('newcomer');

  // Landing page -> Create Account tab of /login.
  await page.goto('/');
  await expectLandingPage(page);
  await page.getByRole('main').getByRole('link', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');

  // Sign up, then confirm with the code from the local inbox.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await page.getByLabel('Confirm Password').fill(NEW_ACCOUNT_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByLabel('Confirmation Code').fill(await confirmationCodeFor(email));
  await page.getByRole('button', { name: 'Confirm' }).click();

  // Signed in on the dashboard, welcomed once.
  await expectDashboard(page);
  const notifications = page.getByRole('region', { name: /Notifications/ });
  await expect(notifications.getByText('Welcome to HiveKeeper!')).toBeVisible();
  await expect(
    notifications.getByText(
      'Get started by creating your first apiary and adding hives to begin tracking your beekeeping journey.',
    ),
  ).toBeVisible();

  // An apiary.
  await page.getByRole('link', { name: 'Apiaries' }).click();
  await expect(page.getByRole('heading', { name: 'Apiaries', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add Apiary' }).click();
  const apiaryDialog = page.getByRole('dialog', { name: 'Create New Apiary' });
  await apiaryDialog.getByLabel('Name', { exact: true }).fill('Willow Creek');
  await apiaryDialog.getByLabel('Location').fill('Willow Creek Farm, east field');
  await apiaryDialog.getByLabel('Latitude').fill('45.512345');
  await apiaryDialog.getByLabel('Longitude').fill('-122.658765');
  await apiaryDialog.getByRole('button', { name: 'Create Apiary' }).click();
  await expect(apiaryDialog).toBeHidden();
  await expect(notifications.getByText('Apiary created successfully')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Willow Creek' })).toBeVisible();
  await expect(page.getByText('45.5123, -122.6588')).toBeVisible();

  // Three hives, the free plan's limit.
  await page.getByRole('link', { name: 'Hives', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Hives', level: 1 })).toBeVisible();
  for (const name of ['Hive One', 'Hive Two', 'Hive Three']) {
    await page.getByRole('button', { name: 'Add Hive' }).click();
    const hiveDialog = page.getByRole('dialog', { name: 'Add New Hive' });
    await expect(hiveDialog.getByLabel('Hive type')).toHaveValue('langstroth');
    await expect(hiveDialog.getByLabel('Frame count')).toHaveValue('10');
    await hiveDialog.getByLabel('Name', { exact: true }).fill(name);
    await hiveDialog.getByLabel('Apiary').selectOption({ label: 'Willow Creek' });
    await hiveDialog.getByRole('button', { name: 'Create Hive' }).click();
    await expect(hiveDialog).toBeHidden();
    await expect(page.getByRole('heading', { name })).toBeVisible();
  }

  // The fourth opens the Upgrade modal instead of the dialog.
  await page.getByRole('button', { name: 'Add Hive' }).click();
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' });
  await expect(upgrade).toBeVisible();
  await expect(upgrade.getByText("You've reached the limit of 3 hives on the free plan.")).toBeVisible();
  await upgrade.getByRole('button', { name: 'Maybe Later' }).click();
  await expect(upgrade).toBeHidden();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // Edit a hive: the dialog comes prefilled.
  await page.getByRole('button', { name: 'Edit Hive Two' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit Hive' });
  await expect(editDialog.getByLabel('Name', { exact: true })).toHaveValue('Hive Two');
  await expect(editDialog.getByLabel('Apiary')).toHaveValue(/.+/);
  await expect(editDialog.getByLabel('Hive type')).toHaveValue('langstroth');
  await expect(editDialog.getByLabel('Frame count')).toHaveValue('10');
  await editDialog.getByLabel('Name', { exact: true }).fill('Hive Two (requeened)');
  await editDialog.getByRole('button', { name: 'Update Hive' }).click();
  await expect(editDialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Hive Two (requeened)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Hive Two', exact: true })).toHaveCount(0);

  // Delete one, after a confirmation.
  await page.getByRole('button', { name: 'Delete Hive Three' }).click();
  const confirmation = page.getByRole('alertdialog', { name: 'Delete Hive Three?' });
  await confirmation.getByRole('button', { name: 'Delete' }).click();
  await expect(confirmation).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Hive Three' })).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Hive One' })).toBeVisible();

  // What the grid shows is what was stored.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Hives' }).getByRole('heading')).toHaveText([
    'Hive One',
    'Hive Two (requeened)',
  ]);

  // Sign out: back on the landing page.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expectLandingPage(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
});
