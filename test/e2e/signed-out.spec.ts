import { expect, test } from '@playwright/test';

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

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
