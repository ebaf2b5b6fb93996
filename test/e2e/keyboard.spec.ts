import { expect, test, type Locator, type Page } from '@playwright/test';
import { createAccount, openSignedIn } from './support/accounts';

test('a beekeeper creates an apiary and dismisses a dialog with the keyboard alone', async ({ page }) => {
  await openSignedIn(page, await createAccount('keyboard'));
  await page.goto('/apiaries');
  await expect(page.getByRole('heading', { name: 'Apiaries', level: 1 })).toBeVisible();

  // Tab to Add Apiary, open it with Enter: focus moves into the dialog.
  const addApiary = page.getByRole('button', { name: 'Add Apiary' });
  await tabTo(page, addApiary);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Create New Apiary' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Name', { exact: true })).toBeFocused();

  // Fill the form field by field and submit with Enter.
  await page.keyboard.type('Keyboard Meadow');
  await tabTo(page, dialog.getByLabel('Location'));
  await page.keyboard.type('South pasture');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: 'Keyboard Meadow' })).toBeVisible();
  // The success toast is up before the next dialog opens: Escape goes to the layer that appeared last.
  await expect(
    page.getByRole('region', { name: /Notifications/ }).getByText('Apiary created successfully'),
  ).toBeVisible();

  // Escape closes a dialog (the free plan's Upgrade modal, at one apiary) and focus returns to its button.
  await tabTo(page, addApiary);
  await page.keyboard.press('Enter');
  const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' });
  await expect(upgrade).toBeVisible();
  // Painted is not yet ready: the dialog takes the focus and joins the layers Escape reaches in the same effects.
  await expect.poll(() => upgrade.evaluate((element) => element.contains(document.activeElement))).toBe(true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(addApiary).toBeFocused();
});

/** Presses Tab until `target` has the focus, as a keyboard user would; fails after 50 presses. */
async function tabTo(page: Page, target: Locator): Promise<void> {
  for (let presses = 0; presses < 50; presses++) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}
