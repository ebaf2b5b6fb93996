/**
 * HiveKeeper's shell and first screens hold whatever a beekeeper types: a 70-character e-mail address and
 * 60-character apiary and hive names without a space, on a laptop (1280 px) and a phone (390 px). No screen scrolls
 * sideways, dialogs keep their buttons on screen and stay centred, and focus never falls to the page after a delete.
 */
import type { Locator, Page } from '@playwright/test';
import type { Apiary } from '../../shared/schemas/apiary';
import { routes } from '../../functions/routes';
import { apiFor, createAccount, openSignedIn, type Account } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoSidewaysScroll } from './support/screens';
import { expect, test } from './support/fixtures';
import { apiPath } from '../../functions/api-path';
import { PRERENDERED_PAGE_LOCALES } from '../../shared/prerendered-pages';

const LAPTOP = { width: 1280, height: 800 };
const PHONE = { width: 390, height: 844 };
/** A small phone (iPhone SE): shorter than the Add New Hive dialog. */
const SMALL_PHONE = { width: 375, height: 600 };

/** `uniqueEmail` adds 49 characters (a dash, a UUID and `@example.com`) to this label: 70 in all. */
const LONG_EMAIL_LABEL = 'beekeeper-with-a-long';
const LONG_APIARY_NAME = 'Hillside-Heather-Apiary-Above-The-Old-Quarry-By-The-Moorland';
const longHiveName = (number: number) =>
  `Langstroth-Colony-From-The-Swarm-Caught-In-The-Orchard-No-${String(number).padStart(2, '0')}`;

const SCREENS = [
  { path: '/', heading: 'Dashboard' },
  { path: '/hives', heading: 'Hives' },
  { path: '/apiaries', heading: 'Apiaries' },
] as const;

/** A fresh free account with a 70-character e-mail, one long-named apiary and `hiveCount` long-named hives. */
async function longNamedBeekeeper(hiveCount: number): Promise<Account> {
  const account = await createAccount(LONG_EMAIL_LABEL);
  expect(account.email).toHaveLength(70);
  const api = await apiFor(account);
  const apiary = await api<Apiary>(routes.createApiary.method, apiPath(routes.createApiary), {
    name: LONG_APIARY_NAME,
    location: 'Above the old quarry',
  });
  expect(apiary.status, JSON.stringify(apiary.body)).toBe(201);
  for (let number = 1; number <= hiveCount; number++) {
    const hive = await api(routes.createHive.method, apiPath(routes.createHive), {
      name: longHiveName(number),
      apiaryId: apiary.body.id,
    });
    expect(hive.status, JSON.stringify(hive.body)).toBe(201);
  }
  return account;
}

/** Every card of the list lies inside the viewport, left to right. */
async function expectCardsInside(page: Page, list: Locator): Promise<void> {
  const viewportWidth = page.viewportSize()?.width ?? 0;
  for (const card of await list.getByRole('listitem').all()) {
    const box = await card.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(viewportWidth);
  }
}

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error('not rendered');
  return found;
}

/** The dialog is centred in the viewport, both ways, and lies inside it. */
async function expectCentred(page: Page, dialog: Locator): Promise<void> {
  const viewport = page.viewportSize() ?? { width: 0, height: 0 };
  const { x, y, width, height } = await box(dialog);
  expect(Math.abs(x + width / 2 - viewport.width / 2)).toBeLessThanOrEqual(1);
  expect(Math.abs(y + height / 2 - viewport.height / 2)).toBeLessThanOrEqual(1);
  expect(x).toBeGreaterThanOrEqual(0);
  expect(y).toBeGreaterThanOrEqual(0);
}

test('with a 70-character e-mail and 60-character names nothing scrolls sideways, at 1280 and at 390 px', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const account = await longNamedBeekeeper(3);
  await openSignedIn(page, account);

  for (const viewport of [LAPTOP, PHONE]) {
    await page.setViewportSize(viewport);
    const size = `${viewport.width} px`;
    for (const screen of SCREENS) {
      await page.goto(screen.path);
      await expect(page.getByRole('heading', { level: 1, name: screen.heading })).toBeVisible();
      const longName = screen.path === '/apiaries' ? LONG_APIARY_NAME : longHiveName(1);
      await expect(page.getByRole('heading', { name: longName })).toBeVisible();
      await expect(page).toHaveTitle(`${screen.heading} · HiveKeeper`);
      await expectNoSidewaysScroll(page, `${screen.path} at ${size}`);
      const list = page.getByRole('list', { name: screen.heading });
      if (screen.path !== '/') await expectCardsInside(page, list);
      await expectNoSeriousA11yViolations(page, `${screen.path} at ${size}`);
    }

    // The header names the account in full to assistive technology and on hover; on screen one truncated line.
    const accountButton = page.getByRole('banner').getByRole('button', { name: `Account menu for ${account.email}` });
    await expect(accountButton).toHaveAttribute('title', account.email);
    const headerBox = await box(page.getByRole('banner'));
    expect((await box(accountButton)).x + (await box(accountButton)).width).toBeLessThanOrEqual(
      headerBox.x + headerBox.width,
    );
    const shownAddress = accountButton.getByText(account.email);
    if (viewport === LAPTOP) {
      const oneLine = await shownAddress.evaluate(
        (element) => element.getBoundingClientRect().height <= parseFloat(getComputedStyle(element).lineHeight) + 1,
      );
      expect(oneLine, 'the e-mail in the header takes one line').toBe(true);
      // The chevron follows the truncated address instead of being printed over it.
      const text = await box(shownAddress);
      const chevron = await box(accountButton.locator('svg'));
      expect(chevron.x).toBeGreaterThanOrEqual(text.x + text.width);
    } else {
      // Left to screen readers: a phone shows the initials only.
      expect((await box(shownAddress)).width).toBeLessThanOrEqual(1);
    }
    // The menu shows the whole address, wrapped inside it.
    await accountButton.click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText(account.email)).toBeVisible();
    expect(await menu.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await page.keyboard.press('Escape');

    // At the free plan's limit, Add Hive offers the upgrade: a modal in the middle of the screen.
    await page.goto('/hives');
    await page.getByRole('button', { name: 'Add Hive' }).click();
    const upgrade = page.getByRole('dialog', { name: 'Upgrade to Pro' });
    await expect(upgrade).toBeVisible();
    await expectCentred(page, upgrade);
    await expect(upgrade.getByRole('button', { name: 'Upgrade to Pro' })).toBeInViewport({ ratio: 1 });
    await expect(upgrade.getByRole('button', { name: 'Maybe Later' })).toBeInViewport({ ratio: 1 });
    await expectNoSeriousA11yViolations(page, `upgrade modal at ${size}`);
    await upgrade.getByRole('button', { name: 'Maybe Later' }).click();
    await expect(upgrade).toBeHidden();

    // A delete confirmation naming a long hive stays inside the screen.
    await page.getByRole('button', { name: `Delete ${longHiveName(1)}` }).click();
    const confirmation = page.getByRole('alertdialog');
    await expect(confirmation).toBeVisible();
    await expectCentred(page, confirmation);
    expect(await confirmation.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
    await confirmation.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirmation).toBeHidden();
  }

  // On a phone the tab bar leaves the last card's buttons uncovered once scrolled to the end.
  await page.setViewportSize(PHONE);
  await page.goto('/hives');
  await expect(page.getByRole('heading', { name: longHiveName(3) })).toBeVisible();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const tabBar = await box(page.getByRole('navigation', { name: 'Tabs' }));
  const lastDelete = await box(page.getByRole('button', { name: `Delete ${longHiveName(3)}` }));
  expect(lastDelete.y + lastDelete.height, 'the tab bar covers the last card').toBeLessThanOrEqual(tabBar.y);
});

test('on a phone the Add New Hive dialog keeps Create Hive and Cancel on screen, and its body scrolls', async ({
  page,
}) => {
  const account = await longNamedBeekeeper(2);
  await page.setViewportSize(PHONE);
  await openSignedIn(page, account, '/hives');
  await page.getByRole('button', { name: 'Add Hive' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Hive' });
  const submit = dialog.getByRole('button', { name: 'Create Hive' });
  const cancel = dialog.getByRole('button', { name: 'Cancel' });
  await expect(submit).toBeInViewport({ ratio: 1 });
  await expect(cancel).toBeInViewport({ ratio: 1 });
  await expectCentred(page, dialog);
  await expectNoSeriousA11yViolations(page, 'Add New Hive at 390 px');

  // Shorter than the form: the fields scroll between the title and the buttons, which stay in view.
  await page.setViewportSize(SMALL_PHONE);
  await expect(submit).toBeInViewport({ ratio: 1 });
  await expect(cancel).toBeInViewport({ ratio: 1 });
  await expect(dialog.getByRole('heading', { name: 'Add New Hive' })).toBeInViewport({ ratio: 1 });
  const notes = dialog.getByLabel('Notes');
  await notes.scrollIntoViewIfNeeded();
  await expect(notes).toBeInViewport();
  await expect(submit).toBeInViewport({ ratio: 1 });

  await dialog.getByLabel('Name').fill(longHiveName(3));
  await submit.click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('heading', { name: longHiveName(3) })).toBeVisible();
  await page.setViewportSize(PHONE);
  await expectNoSidewaysScroll(page, '/hives with three long names at 390 px');
});

test('after a confirmed delete focus moves to the next card, the previous one, then the heading', async ({ page }) => {
  const account = await longNamedBeekeeper(3);
  await openSignedIn(page, account, '/hives');
  const list = page.getByRole('list', { name: 'Hives' });
  await expect(list.getByRole('listitem')).toHaveCount(3);

  async function deleteWithKeyboard(name: string) {
    await page.getByRole('button', { name: `Delete ${name}` }).focus();
    await page.keyboard.press('Enter');
    const confirmation = page.getByRole('alertdialog', { name: `Delete ${name}?` });
    await confirmation.getByRole('button', { name: 'Delete' }).click();
    await expect(confirmation).toBeHidden();
    await expect(page.getByRole('heading', { name })).toBeHidden();
  }

  await deleteWithKeyboard(longHiveName(2));
  await expect(list.getByRole('listitem').filter({ hasText: longHiveName(3) })).toBeFocused();

  await deleteWithKeyboard(longHiveName(3));
  await expect(list.getByRole('listitem').filter({ hasText: longHiveName(1) })).toBeFocused();

  await deleteWithKeyboard(longHiveName(1));
  await expect(page.getByRole('heading', { level: 1, name: 'Hives' })).toBeFocused();
});

test('signed out at 390 px the header fits one row, each page has its title, and the 404 page leads home', async ({
  page,
}) => {
  await page.setViewportSize(PHONE);
  const pages = [
    { path: '/', title: /^HiveKeeper — / },
    { path: '/pricing', title: 'Pricing · HiveKeeper' },
    { path: '/no-such-page', title: 'Page not found · HiveKeeper' },
  ];
  for (const visit of pages) {
    await page.goto(visit.path);
    await expect(page).toHaveTitle(visit.title);
    const header = page.getByRole('banner');
    const signIn = header.getByRole('link', { name: 'Sign In' });
    await expect(signIn).toBeVisible();
    // One row: the brand, the menu and the way in share the same line.
    const brand = await box(header.getByRole('link', { name: 'HiveKeeper' }));
    for (const link of [signIn, header.getByRole('link', { name: 'Create Account' })]) {
      const linkBox = await box(link);
      expect(Math.abs(linkBox.y + linkBox.height / 2 - (brand.y + brand.height / 2))).toBeLessThanOrEqual(2);
    }
    expect((await box(header)).height).toBeLessThanOrEqual(65);
    await expectNoSidewaysScroll(page, `${visit.path} signed out at 390 px`);
  }

  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
  await expectNoSeriousA11yViolations(page, '404 at 390 px');
  await page.getByRole('main').getByRole('link', { name: 'Back to the home page' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page).toHaveTitle(/^HiveKeeper — /);
});

test("a visitor's landing page and pricing fit a phone at 390 px in every language", async ({ page }) => {
  test.setTimeout(90_000);
  await page.setViewportSize(PHONE);
  for (const path of Object.keys(PRERENDERED_PAGE_LOCALES)) {
    await page.goto(path);
    // The header's words are their own chunk in each language: measured once they are in.
    const header = page.getByRole('banner');
    await expect(header.getByRole('navigation')).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSidewaysScroll(page, `${path} at 390 px`);
    // Words longer than English's ("Konto erstellen") take the way in to a second row, no further.
    expect((await box(header)).height, `${path}'s header`).toBeLessThanOrEqual(90);
  }
});
