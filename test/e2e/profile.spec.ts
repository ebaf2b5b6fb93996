/**
 * The profile, in the browser against the local stack: a fresh beekeeper is refused a username another beekeeper
 * holds (in any case) and takes a free one, uploads a picture the header then shows, switches to metric and sees
 * measures in it (and the hive form start with their default hive type), changes the password and signs in with
 * the new one. /profile passes axe at 1280 and 390 px and doesn't scroll sideways on a phone.
 */
import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { PROFILE_MESSAGES } from '../../shared/messages';
import type { CurrentUser } from '../../shared/schemas/user';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { DEMO_PHOTOS } from '../../infra/local/demo-photos';
import { apiFor, createAccount, createApiaryWithHives, openSignedIn, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectLandingPage, expectNoSidewaysScroll } from './support/screens';

const NEW_PASSWORD = 'Clover-Field-Bloom-7#';

/** A username no other run has claimed: 3-30 letters, digits, `_` or `-`. */
const uniqueUsername = (label: string) => `${label}-${randomUUID().slice(0, 8)}`;

/** The toasts' region, found by its label. */
const notifications = (page: Page) => page.locator('[aria-label^="Notifications"]');

async function openProfile(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
}

test('a beekeeper takes a free username, uploads a picture, switches to metric and changes the password', async ({
  page,
}) => {
  // Two accounts, an upload, three reloads and two sign-ins: some 45 s alone, more beside the other journeys.
  test.setTimeout(120_000);
  // Another beekeeper holds a name first.
  const holder = await createAccount('profile-holder');
  const takenName = uniqueUsername('queen');
  const claim = await (
    await apiFor(holder)
  )<CurrentUser>(routes.updateProfile.method, apiPath(routes.updateProfile), { username: takenName });
  expect(claim.status, JSON.stringify(claim.body)).toBe(200);

  const account = await createAccount('profile-journey');
  await createApiaryWithHives(account, 0);
  await openSignedIn(page, account);
  await openProfile(page);
  const accountSection = page.getByRole('region', { name: 'Account' });
  await expect(accountSection.getByLabel('E-mail')).toHaveValue(account.email);
  await expectNoSeriousA11yViolations(page, '/profile');

  // The held name, in another case, is refused as the beekeeper types; saving waits for a free one.
  const username = accountSection.getByLabel('Username');
  const save = accountSection.getByRole('button', { name: 'Save Profile' });
  await username.fill(takenName.toUpperCase());
  await expect(accountSection.getByText('This username is taken')).toBeVisible();
  await expect(save).toBeDisabled();

  const freeName = uniqueUsername('drone');
  await username.fill(freeName);
  await expect(accountSection.getByText(PROFILE_MESSAGES.usernameAvailable)).toBeVisible();
  await accountSection.getByLabel('Bio').fill('Two hives under the apple trees');
  await save.click();
  await expect(notifications(page).getByText(PROFILE_MESSAGES.updated, { exact: true })).toBeVisible();
  await page.reload();
  await expect(username).toHaveValue(freeName);
  await expect(accountSection.getByLabel('Bio')).toHaveValue('Two hives under the apple trees');

  // A picture, uploaded with its progress, shows on the profile and in the header.
  await accountSection
    .getByLabel('Profile picture file')
    .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: DEMO_PHOTOS.honeycomb.png });
  await expect(notifications(page).getByText(PROFILE_MESSAGES.pictureUpdatedTitle, { exact: true })).toBeVisible();
  const avatar = page.getByTestId('account-avatar');
  await expect(avatar).toBeVisible();
  // Loaded from the bucket through its presigned URL, not a broken image.
  await expect.poll(() => avatar.evaluate((image: HTMLImageElement) => image.naturalWidth)).toBeGreaterThan(0);
  await expect(accountSection.getByRole('img', { name: 'Your profile picture' })).toBeVisible();

  // Metric and a default hive type, each saved at once and applied.
  const preferences = page.getByRole('region', { name: 'Preferences' });
  const example = preferences.getByTestId('units-example');
  await expect(example).toHaveText('10 lbs, 59°F, 8 mph');
  await preferences.getByLabel('Units').selectOption('metric');
  await expect(example).toHaveText('4.5 kg, 15°C, 13 km/h');
  await preferences.getByLabel('Default hive type').selectOption({ label: 'Top bar' });
  await expect(preferences.getByLabel('Default hive type')).toHaveValue('top_bar');
  await page.reload();
  await expect(preferences.getByLabel('Units')).toHaveValue('metric');
  await expect(example).toHaveText('4.5 kg, 15°C, 13 km/h');

  await page.getByRole('link', { name: 'Hives', exact: true }).click();
  await page.getByRole('button', { name: 'Add Hive' }).click();
  const hiveDialog = page.getByRole('dialog', { name: 'Add New Hive' });
  await expect(hiveDialog.getByLabel('Hive type')).toHaveValue('top_bar');
  await hiveDialog.getByRole('button', { name: 'Cancel' }).click();

  // The new password, with the pool's rule ticked as it is typed; then signing in with it.
  await openProfile(page);
  const password = page.getByRole('region', { name: 'Change Password' });
  await password.getByLabel('Current password').fill(account.password);
  await password.getByLabel('New password').fill(NEW_PASSWORD);
  await expect(password.getByRole('list', { name: 'Your password needs' })).not.toContainText('(not yet)');
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(notifications(page).getByText(PROFILE_MESSAGES.passwordChangedTitle, { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expectLandingPage(page);
  await signIn(page, { email: account.email, password: NEW_PASSWORD });
  await openProfile(page);
  await expect(page.getByRole('region', { name: 'Account' }).getByLabel('Username')).toHaveValue(freeName);
});

test('a wrong current password is refused in plain words', async ({ page }) => {
  const account = await createAccount('profile-wrong-password');
  await openSignedIn(page, account);
  await openProfile(page);
  const password = page.getByRole('region', { name: 'Change Password' });
  await password.getByLabel('Current password').fill(`${account.password}-not`);
  await password.getByLabel('New password').fill(NEW_PASSWORD);
  await password.getByRole('button', { name: 'Change Password' }).click();
  await expect(notifications(page).getByText(PROFILE_MESSAGES.currentPasswordWrong)).toBeVisible();
});

test('/profile fits a 390 px phone and passes axe there', async ({ page }, testInfo) => {
  const account = await createAccount('profile-phone');
  await openSignedIn(page, account);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/profile');
  await expect(page.getByRole('region', { name: 'Statistics' })).toBeVisible();
  await expectNoSidewaysScroll(page, '/profile at 390 px');
  await expectNoSeriousA11yViolations(page, '/profile (390 px)');
  await page.screenshot({ path: testInfo.outputPath('profile-390.png'), fullPage: true });
});

test('a signed-out visit to /profile says so and goes to sign-in after 500 ms', async ({ page }) => {
  await page.goto('/profile');
  await expect(page.getByText(PROFILE_MESSAGES.loggedOut)).toBeVisible();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fprofile$/);
});
