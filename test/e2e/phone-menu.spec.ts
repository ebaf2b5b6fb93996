import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { openSignedIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoTest } from './support/fixtures';
import { expectLandingPage } from './support/screens';

// Issue #23: tried at 390x844.
const PHONE = { width: 390, height: 844 };

async function box(locator: Locator) {
  await expect(locator).toBeVisible();
  const found = await locator.boundingBox();
  if (!found) throw new Error('no box');
  return found;
}

/** The phone header's slots, left to right, sit side by side inside the screen, each a 44 px tap target. */
async function expectHeaderSlotsApart(page: Page, width: number) {
  const header = page.getByRole('banner');
  const slots = [
    await box(header.getByRole('link', { name: 'HiveKeeper' })),
    await box(header.getByRole('button', { name: 'Search' })),
    await box(header.getByRole('button', { name: /^Notifications/ })),
    await box(header.getByRole('button', { name: /^Account menu for/ })),
  ];
  for (const [index, slot] of slots.entries()) {
    expect(slot.x, `slot ${String(index)} starts on screen at ${String(width)} px`).toBeGreaterThanOrEqual(0);
    expect(slot.x + slot.width, `slot ${String(index)} ends on screen`).toBeLessThanOrEqual(width);
    const next = slots[index + 1];
    if (next) expect(slot.x + slot.width, `slot ${String(index)} overlaps the next`).toBeLessThanOrEqual(next.x);
    if (index > 0)
      expect(Math.min(slot.width, slot.height), `slot ${String(index)} is a 44 px target`).toBeGreaterThanOrEqual(44);
  }
}

test.use({ viewport: PHONE });

test("a phone's header keeps its slots apart, the tab bar navigates, Inspect and search open, Logout is under More", async ({
  page,
}) => {
  await openSignedIn(page, DEMO_ACCOUNTS.admin);
  // No fixed side menu at this width: the tab bar navigates.
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
  await expectHeaderSlotsApart(page, PHONE.width);
  await expectNoSeriousA11yViolations(page, "the phone admin's header and tab bar");
  await page.setViewportSize({ width: 320, height: 700 });
  await expectHeaderSlotsApart(page, 320);
  await page.setViewportSize(PHONE);

  const tabs = page.getByRole('navigation', { name: 'Tabs' });
  for (const tab of await tabs.getByRole('link').all()) {
    expect(Math.min((await box(tab)).width, (await box(tab)).height)).toBeGreaterThanOrEqual(44);
  }
  await tabs.getByRole('link', { name: 'Hives' }).click();
  await expect(page).toHaveURL(/\/hives$/);
  await expect(page.getByRole('heading', { name: 'Hives', level: 1 })).toBeVisible();
  await tabs.getByRole('link', { name: 'Schedule' }).click();
  await expect(page).toHaveURL(/\/schedule$/);

  // Inspect opens the dashboard's New Inspection dialog, from any screen (this admin has no hive to inspect yet).
  await tabs.getByRole('button', { name: 'Inspect' }).click();
  const inspection = page.getByRole('dialog', { name: 'Record Inspection' });
  await expect(inspection.getByRole('link', { name: 'Go to Hives' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(inspection).toBeHidden();

  // The search opens as a sheet over the page; Escape closes it and forgets the words.
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  const searchBox = page.getByRole('combobox', { name: /^Search hives/ });
  await expect(searchBox).toBeFocused();
  const sheet = await box(page.getByRole('search'));
  expect(sheet.width).toBe(PHONE.width);
  await searchBox.fill('zzzz');
  await expect(page.getByText('No hives, apiaries, inspections, treatments or tasks match “zzzz”.')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(searchBox).toBeHidden();
  await page.getByRole('banner').getByRole('button', { name: 'Search' }).click();
  await expect(searchBox).toHaveValue('');
  await page.getByRole('button', { name: 'Close search' }).click();

  await tabs.getByRole('button', { name: 'More' }).click();
  await expect(page.getByRole('menuitem', { name: 'Admin' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expectLandingPage(page);
});

demoTest("nothing hides under the tab bar: Production's last table row scrolls clear of it", async ({ page }) => {
  await page.goto('/production');
  await expect(page.getByRole('heading', { level: 1, name: 'Production Tracking' })).toBeVisible();
  const lastRow = page.getByRole('table').last().getByRole('row').last();
  await lastRow.scrollIntoViewIfNeeded();
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const bar = await box(page.getByRole('navigation', { name: 'Tabs' }));
  const row = await box(lastRow);
  expect(row.y + row.height, 'the tab bar covers the last row').toBeLessThanOrEqual(bar.y);
});

demoTest("the schedule's completion checkboxes are 44 px tap targets", async ({ page }) => {
  await page.goto('/schedule');
  const done = page.getByRole('checkbox', { name: /^Done: / }).first();
  const target = await box(done);
  expect(Math.min(target.width, target.height)).toBeGreaterThanOrEqual(44);
});
