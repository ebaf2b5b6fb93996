/**
 * Signing in and up as a beekeeper meets it: the way back to the page that was asked for, the password rule stated
 * and ticked live, Cognito's refusals in plain words, the local inbox's code at a glance, the app's own look after
 * the sign-in screen, and the visitor's Upgrade to Pro on the Create Account tab.
 */
import type { Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { NEW_ACCOUNT_PASSWORD, uniqueEmail } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectDashboard } from './support/screens';

const demo = DEMO_ACCOUNTS.beekeeper;

async function fillSignIn(page: Page, account: { email: string; password: string }): Promise<void> {
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The checklist's rules as a screen reader reads them, each with its state. */
function passwordRules(page: Page) {
  return page.getByRole('list', { name: 'Your password needs' }).getByRole('listitem');
}

/** The computed font families of the body and the page's main heading. */
function fontsOf(page: Page) {
  return page.evaluate(() => {
    const font = (element: Element | null) => (element ? getComputedStyle(element).fontFamily : 'missing');
    return { body: font(document.body), heading: font(document.querySelector('main h1')) };
  });
}

/** Whether Amplify UI's stylesheet is in the document (its tokens on :root). */
function amplifyStylesLoaded(page: Page) {
  return page.evaluate(
    () => getComputedStyle(document.documentElement).getPropertyValue('--amplify-fonts-default-variable') !== '',
  );
}

test('a visitor on a filtered hives page signs in and lands back on it, focus on its heading', async ({ page }) => {
  await page.goto('/hives?apiaryId=x');
  await expect(page.getByRole('heading', { name: 'Authentication Required' })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/login\?redirect=%2Fhives%3FapiaryId%3Dx$/);
  await expect(page.getByRole('heading', { name: 'Sign in to HiveKeeper', level: 1 })).toBeVisible();

  await fillSignIn(page, demo);
  await expect(page).toHaveURL(/\/hives\?apiaryId=x$/);
  await expect(page.getByRole('heading', { name: 'Hives', level: 1 })).toBeFocused();
});

test("a visitor's Upgrade to Pro opens Create Account and comes back to pricing", async ({ page }) => {
  await page.goto('/pricing');
  await page.getByRole('link', { name: 'Upgrade to Pro' }).click();
  await expect(page).toHaveURL(/\/login\?tab=signUp&redirect=%2Fpricing$/);
  await expect(page.getByRole('tab', { name: 'Create Account' })).toHaveAttribute('aria-selected', 'true');

  // Someone who already has an account switches to Sign In: the way back is kept.
  await page.getByRole('tab', { name: 'Sign In' }).click();
  await fillSignIn(page, demo);
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeFocused();
});

test('Create Account states the password rule, ticks it live and reads the code from the local inbox', async ({
  page,
}) => {
  const email = uniqueEmail('rule');
  await page.goto('/login?tab=signUp');
  await expect(passwordRules(page)).toHaveText([
    'At least 12 characters (not yet)',
    'A lowercase letter (a-z) (not yet)',
    'An uppercase letter (A-Z) (not yet)',
    'A number (0-9) (not yet)',
    'A symbol, such as ! ? # - or _ (not yet)',
  ]);
  await expectNoSeriousA11yViolations(page, 'login, Create Account with the password rule');

  const password = page.getByLabel('Password', { exact: true });
  await password.pressSequentially('Spring7');
  await expect(passwordRules(page)).toHaveText([
    'At least 12 characters (not yet)',
    'A lowercase letter (a-z) (done)',
    'An uppercase letter (A-Z) (done)',
    'A number (0-9) (done)',
    'A symbol, such as ! ? # - or _ (not yet)',
  ]);
  await expect(page.getByText('3 of 5 password rules met.')).toHaveAttribute('aria-live', 'polite');

  // Leaving the field with rules unmet keeps Create Account off.
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Confirm password').fill('Spring7');
  await expect(page.getByText('Choose a password that meets every rule in the list below.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create Account' })).toBeDisabled();

  await password.fill(NEW_ACCOUNT_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_ACCOUNT_PASSWORD);
  await expect(page.getByText('Your password meets every rule.')).toBeAttached();
  await expect(passwordRules(page).filter({ hasText: '(done)' })).toHaveCount(5);
  await page.getByRole('button', { name: 'Create Account' }).click();

  // The note under the form leads to the plain local inbox, where the code stands out.
  await expect(page.getByRole('heading', { name: 'Check your e-mail' })).toBeVisible();
  const inboxLink = page.getByRole('link', { name: /local inbox/ });
  const [inbox] = await Promise.all([page.waitForEvent('popup'), inboxLink.click()]);
  const mail = inbox.getByRole('listitem').filter({ hasText: email }).first();
  await expect(mail.getByRole('heading', { name: 'Your HiveKeeper verification code' })).toBeVisible();
  const code = (await mail.locator('.code strong').textContent()) ?? '';
  expect(code).toMatch(/^\d{6}$/);
  expect(
    await mail.locator('.code strong').evaluate((element) => parseFloat(getComputedStyle(element).fontSize)),
  ).toBeGreaterThanOrEqual(32);
  await inbox.close();

  await page.getByLabel('Confirmation code').fill(code);
  await page.getByRole('button', { name: 'Confirm', exact: true }).click();
  await expectDashboard(page);
});

test("Cognito's refusals read in plain words", async ({ page }) => {
  await page.goto('/login');
  await fillSignIn(page, { email: demo.email, password: 'Not-The-Password-1!' });
  await expect(page.getByText('The e-mail address or password is not right. Check both and try again.')).toBeVisible();
  await expect(page.getByText('Incorrect username or password')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page, 'login, a refused sign-in');

  await page.getByRole('tab', { name: 'Create Account' }).click();
  await page.getByLabel('Email').fill(demo.email);
  await page.getByLabel('Password', { exact: true }).fill(NEW_ACCOUNT_PASSWORD);
  await page.getByLabel('Confirm password').fill(NEW_ACCOUNT_PASSWORD);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(
    page.getByText(
      'An account with this e-mail address already exists. Sign in, or reset your password if you have forgotten it.',
    ),
  ).toBeVisible();
});

test("after the sign-in screen, the app's fonts are HiveKeeper's again", async ({ page }) => {
  await page.goto('/pricing');
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  const before = await fontsOf(page);
  const buttonBefore = await page
    .getByRole('banner')
    .getByRole('link', { name: 'Sign In' })
    .evaluate((element) => ({ font: getComputedStyle(element).fontFamily }));
  expect(await amplifyStylesLoaded(page)).toBe(false);

  await page.goto('/login?redirect=%2Fpricing');
  await expect(page.getByRole('button', { name: 'Sign in', exact: true })).toBeVisible();
  expect(await amplifyStylesLoaded(page)).toBe(true);
  await fillSignIn(page, demo);

  // The same page, signed in: Amplify's stylesheet has left with the sign-in screen.
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByRole('heading', { name: 'Pricing', level: 1 })).toBeVisible();
  expect(await amplifyStylesLoaded(page)).toBe(false);
  expect(await fontsOf(page)).toEqual(before);
  const accountButton = page.getByRole('button', { name: /Account menu/ });
  expect(await accountButton.evaluate((element) => getComputedStyle(element).fontFamily)).toBe(buttonBefore.font);
  expect(
    await page
      .getByRole('heading', { name: 'Pricing', level: 1 })
      .evaluate((element) => getComputedStyle(element).fontFamily),
  ).toBe(before.heading);
});
