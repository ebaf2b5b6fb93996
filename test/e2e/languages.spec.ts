/**
 * A beekeeper's language (docs/features/languages.md): the browser's at first, then the one chosen on the profile,
 * at once and on every device they sign in on. A German browser meets HiveKeeper in German; a beekeeper who picks
 * Polish keeps it after a reload, and a fresh browser with an English preference shows Polish once they sign in.
 */
import { expect, test } from '@playwright/test';
import { createAccount, openSignedIn, sessionOf } from './support/accounts';

test('the profile keeps the chosen language: at once, after a reload and in another browser', async ({ browser }) => {
  const account = await createAccount('languages');
  const german = await browser.newContext({ locale: 'de-DE' });
  const page = await german.newPage();
  await page.context().setStorageState(await sessionOf(account));
  await page.goto('/profile');

  // A German browser: German until the beekeeper chooses.
  const language = page.getByLabel('Sprache');
  await expect(language).toHaveValue('de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');

  await language.selectOption('pl');
  await expect(page.getByLabel('Język')).toHaveValue('pl');
  await expect(page.locator('html')).toHaveAttribute('lang', 'pl');

  await page.reload();
  await expect(page.getByLabel('Język')).toHaveValue('pl');
  await german.close();

  // Another device, its browser in American English: the profile's Polish once the beekeeper is known.
  const elsewhere = await browser.newContext({ locale: 'en-US' });
  const phone = await elsewhere.newPage();
  await openSignedIn(phone, account, '/profile');
  await expect(phone.getByLabel('Język')).toHaveValue('pl');
  await expect(phone.locator('html')).toHaveAttribute('lang', 'pl');
  await elsewhere.close();
});
