import { expect, test } from '@playwright/test';
import { createAccount, openSignedIn } from './support/accounts';
import { expectLandingPage } from './support/screens';

test.use({ viewport: { width: 375, height: 740 } });

test('at phone width the floating menu button opens the menu, which navigates and logs out', async ({ page }) => {
  await openSignedIn(page, await createAccount('phone'));
  // No fixed side menu at this width: navigation lives behind the menu button.
  await expect(page.getByRole('link', { name: 'Hives', exact: true })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Hives', exact: true }).click();
  await expect(page).toHaveURL(/\/hives$/);
  await expect(page.getByRole('heading', { name: 'Hives', level: 1 })).toBeVisible();
  await expect(page.getByRole('menu')).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectLandingPage(page);
  await expect(page.getByRole('heading', { name: 'Dashboard' })).toHaveCount(0);
});
