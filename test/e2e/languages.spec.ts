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

test('a visitor reads the landing page and pricing in German, and the language links lead to French', async ({
  page,
}) => {
  await page.goto('/de');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page).toHaveTitle(/Imkerei/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Jedes Volk, jede Durchsicht, eine klare Stockkarte.' }),
  ).toBeVisible();
  await expect(page.getByText('9,99 $').first()).toBeVisible();
  // The header speaks German too, and its menu stays in German.
  const menu = page.getByRole('navigation', { name: 'Hauptmenü' });
  await expect(menu.getByRole('link', { name: 'Startseite' })).toHaveAttribute('href', '/de');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Anmelden' })).toBeVisible();
  // One alternate per language and the default, the same set on every page of the set.
  const alternates = page.locator('head link[rel="alternate"]');
  await expect(alternates).toHaveCount(11);
  await expect(page.locator('head link[hreflang="fr"]')).toHaveAttribute('href', '/fr');
  await expect(page.locator('head link[hreflang="x-default"]')).toHaveAttribute('href', '/');

  await page.getByRole('link', { name: 'Preise ansehen' }).click();
  await expect(page).toHaveURL(/\/de\/pricing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Preise' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Pro', exact: true })).toContainText('9,99 $ pro Monat');

  await page.goto('/de/pricing');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.locator('head link[hreflang="pt-BR"]')).toHaveAttribute('href', '/pt-br/pricing');

  await page.goto('/de');
  const french = page.getByRole('navigation', { name: 'Sprachen' }).getByRole('link', { name: 'Français' });
  await expect(french).toHaveAttribute('hreflang', 'fr');
  await french.click();
  await expect(page).toHaveURL(/\/fr$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  // The app starts in the visitor's language once they sign up (kept once the page has run, after its words came).
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('hivekeeper.locale'))).toBe('fr');
});
