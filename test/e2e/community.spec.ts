/**
 * The Daily Beekeeping Tip and the community screen. A fresh beekeeper's first visit in a browser only records the
 * day (the welcome has the stage, and every other journey signs in on the dashboard without a dialog over it); on a
 * later day the tip shows once the dashboard's figures are in, and Got it! keeps it away until the next day.
 * `/community` gives a southern beekeeper the southern season's tips and links every resource to an outside https
 * address in a new tab, with axe clean and no sideways scroll at 390 px.
 */
import type { Page } from '@playwright/test';
import type { Apiary } from '../../shared/schemas/apiary';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import words from '../../shared/i18n/catalogs/community/en-US.json' with { type: 'json' };
import { EXPERT_TIPS, expertTipsOn, RESOURCE_GROUPS } from '../../shared/rules/community';
import { apiFor, createAccount, openSignedIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/screens';

/** The day the browser keeps as the tip's last showing for the signed-in beekeeper (there is one beekeeper). */
async function storedTipDay(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const key = Object.keys(localStorage).find((name) => name.startsWith('hivekeeper.dailyTipShown.'));
    return key ? localStorage.getItem(key) : null;
  });
}

/** The browser's local calendar date, `days` from today. */
async function browserDay(page: Page, days = 0): Promise<string> {
  return page.evaluate((offset) => {
    const day = new Date();
    day.setDate(day.getDate() + offset);
    return [day.getFullYear(), day.getMonth() + 1, day.getDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
  }, days);
}

/** The dashboard with its figures in: from here on the tip has had its chance to show. */
async function expectDashboardFigures(page: Page): Promise<void> {
  await expect(page.getByRole('group', { name: 'Active Hives' })).toContainText('1');
}

test.use({ viewport: { width: 390, height: 844 } });

test('the Daily Beekeeping Tip shows a fresh beekeeper once a day, from their second day', async ({ page }) => {
  const account = await createAccount('daily-tip');
  const api = await apiFor(account);
  const apiary = await api<Apiary>(routes.createApiary.method, apiPath(routes.createApiary), {
    name: 'Tip Apiary',
    location: 'Meadow edge',
  });
  expect(apiary.status, JSON.stringify(apiary.body)).toBe(201);
  const hive = await api(routes.createHive.method, apiPath(routes.createHive), {
    name: 'Tip Hive',
    apiaryId: apiary.body.id,
    hiveType: 'langstroth',
    frameCount: 10,
  });
  expect(hive.status, JSON.stringify(hive.body)).toBe(201);

  // First visit in this browser: the day is kept, and nothing covers the dashboard.
  await openSignedIn(page, account);
  await expectDashboardFigures(page);
  await expect.poll(() => storedTipDay(page)).toBe(await browserDay(page));
  await expect(page.getByRole('dialog')).toHaveCount(0);

  // The next day (the kept day is yesterday's): the tip shows once the figures are in.
  await page.evaluate(
    (yesterday) => {
      const key = Object.keys(localStorage).find((name) => name.startsWith('hivekeeper.dailyTipShown.'));
      if (key) localStorage.setItem(key, yesterday);
    },
    await browserDay(page, -1),
  );
  await page.reload();
  const tip = page.getByRole('dialog', { name: 'Daily Beekeeping Tip' });
  await expect(tip).toBeVisible();
  await expect(tip.getByRole('button', { name: 'Got it!' })).toBeFocused();
  await expectNoSidewaysScroll(page, 'the dashboard with the daily tip');
  await expectNoSeriousA11yViolations(page, 'the Daily Beekeeping Tip');

  await tip.getByRole('button', { name: 'Got it!' }).click();
  await expect(tip).toBeHidden();
  expect(await storedTipDay(page)).toBe(await browserDay(page));

  // Back on the dashboard the same day: no tip.
  await page.reload();
  await expectDashboardFigures(page);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test("/community gives a southern beekeeper their season's tips and real links", async ({ page }) => {
  const account = await createAccount('community');
  const api = await apiFor(account);
  const apiary = await api<Apiary>(routes.createApiary.method, apiPath(routes.createApiary), {
    name: 'Harbour Apiary',
    location: 'Wellington',
    latitude: '-41.2865',
    longitude: '174.7762',
  });
  expect(apiary.status, JSON.stringify(apiary.body)).toBe(201);

  await openSignedIn(page, account);
  await page.getByRole('navigation', { name: 'Tabs' }).getByRole('button', { name: 'More' }).click();
  await page.getByRole('menuitem', { name: 'Community' }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
  await expect(page).toHaveTitle('Community · HiveKeeper');

  const { season, tips } = expertTipsOn(new Date(), 'southern');
  const tipsRegion = page.getByRole('region', { name: 'Expert tips' });
  await expect(tipsRegion.getByText(new RegExp(`^${season} in the southern hemisphere$`, 'i'))).toBeVisible();
  await expect(tipsRegion.getByRole('heading', { level: 3 })).toHaveText(
    tips.map(({ key }) => words[`tip.${season}.${key}.title` as keyof typeof words]),
  );

  const links = page.getByRole('main').getByRole('link');
  await expect(links).toHaveCount(RESOURCE_GROUPS.flatMap((group) => group.links).length + EXPERT_TIPS[season].length);
  for (const link of await links.all()) {
    await expect(link).toHaveAttribute('href', /^https:\/\/[a-z0-9.-]+\//);
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
  }
  await expect(page.getByRole('link', { name: 'Honey Bee Health Coalition (opens in a new tab)' })).toHaveAttribute(
    'href',
    'https://honeybeehealthcoalition.org/varroa/',
  );

  await expectNoSidewaysScroll(page, '/community');
  await expectNoSeriousA11yViolations(page, '/community');
});
