/**
 * The Account data journey: the demo Pro beekeeper exports their data from /profile, first as JSON, then as the
 * ZIP of CSV reports; both files download by themselves once the job has made them, and their contents are read
 * here: the JSON's profile and hives, the ZIP's CSVs as a spreadsheet opens them. The profile stays axe-clean and
 * doesn't scroll sideways at 390 px with the export's status shown.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { EXPORT_MESSAGES } from '../../shared/messages';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoTest, expect } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/screens';

/** Long enough for the job to read the demo account and write its file on a busy machine. */
const EXPORT_TIMEOUT_MS = 60_000;
const SEEDED_HIVE = 'Golden Comb';

/** Clicks an export's button and answers the file that downloads once the export is ready. */
async function exportFile(
  page: Page,
  section: Locator,
  button: string,
): Promise<{ download: Download; bytes: Buffer }> {
  const downloading = page.waitForEvent('download', { timeout: EXPORT_TIMEOUT_MS });
  await section.getByRole('button', { name: button }).click();
  const download = await downloading;
  const path = await download.path();
  return { download, bytes: await readFile(path) };
}

demoTest(
  'the demo beekeeper exports their data as JSON and as a ZIP of CSV reports from the profile',
  async ({ page }) => {
    demoTest.setTimeout(3 * EXPORT_TIMEOUT_MS);
    await page.goto('/profile');
    const section = page.getByRole('region', { name: EXPORT_MESSAGES.title });
    await expect(section.getByText(EXPORT_MESSAGES.intro)).toBeVisible();

    const json = await exportFile(page, section, EXPORT_MESSAGES.downloadJson);
    expect(json.download.suggestedFilename()).toMatch(/^hivekeeper-export-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(json.bytes.toString('utf8')) as {
      profile: { email: string };
      hives: { name: string }[];
      inspections: unknown[];
      exportedAt: string;
    };
    expect(data.profile.email).toBe(DEMO_ACCOUNTS.beekeeper.email);
    expect(data.hives.map(({ name }) => name)).toContain(SEEDED_HIVE);
    expect(data.inspections.length).toBeGreaterThan(0);
    await expect(section.getByText(EXPORT_MESSAGES.ready('JSON'))).toBeVisible();

    const zip = await exportFile(page, section, EXPORT_MESSAGES.downloadZip);
    expect(zip.download.suggestedFilename()).toMatch(/^hivekeeper-export-\d{4}-\d{2}-\d{2}\.zip$/);
    const files = unzipSync(new Uint8Array(zip.bytes));
    expect(Object.keys(files)).toEqual(expect.arrayContaining(['README.txt', 'hives.csv', 'profit-and-loss.csv']));
    const csv = (name: string) => {
      const bytes = files[name] ?? new Uint8Array();
      // Excel reads UTF-8 by its byte order mark.
      expect([...bytes.slice(0, 3)], `${name}'s byte order mark`).toEqual([0xef, 0xbb, 0xbf]);
      return strFromU8(bytes.slice(3));
    };
    const hives = csv('hives.csv').split('\r\n');
    expect(hives[0]).toMatch(/^id,name,apiary_id,apiary,status,/);
    expect(hives.some((row) => row.includes(`,${SEEDED_HIVE},`))).toBe(true);
    expect(csv('inspections.csv').split('\r\n')[0]).toMatch(/^id,inspection_date,hive_id,hive,/);
    expect(csv('profit-and-loss.csv').split('\r\n')[0]).toBe('year,month,category,income,expenses,profit');
    await expect(section.getByText(EXPORT_MESSAGES.ready('ZIP'))).toBeVisible();

    await expectNoSeriousA11yViolations(page, 'the profile with a ready export');
    await page.setViewportSize({ width: 390, height: 844 });
    await expect(section.getByRole('button', { name: EXPORT_MESSAGES.downloadAgain })).toBeVisible();
    await expectNoSidewaysScroll(page, 'the profile at 390 px with a ready export');
    await expectNoSeriousA11yViolations(page, 'the profile at 390 px with a ready export');
  },
);
