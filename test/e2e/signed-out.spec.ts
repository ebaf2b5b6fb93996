import { expect, test } from '@playwright/test';

// The 404 page for an unknown path: layout.spec.ts (its heading, its text and the link home, at 390 px) and
// accessibility.spec.ts (at 1280 px).

for (const path of ['/apiaries', '/hives']) {
  test(`a signed-out visit to ${path} asks to sign in or create an account`, async ({ page }) => {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();

    await page.getByRole('main').getByRole('link', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');

    await page.goto(path);
    await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('tab', { name: 'Sign In' })).toHaveAttribute('aria-selected', 'true');
  });
}
