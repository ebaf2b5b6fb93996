/**
 * The admin's marketing, offline on the template generator: a ready-to-post set copied and its image downloaded as
 * a PNG, new ads generated and one given an image by the spec's three-step flow, then downloaded, and Generate Now
 * writing the day's set in the background.
 */
import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { MARKETING_MESSAGES } from '../../shared/marketing-messages';
import { assetText, MARKETING_ASSETS } from '../../shared/rules/marketing-assets';
import { createAccount, openSignedIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoSidewaysScroll } from './support/screens';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47];

test('an admin copies a ready-made set, generates ads with an image and the day’s content, and downloads them', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const admin = await createAccount('marketing-admin', { admin: true });
  await openSignedIn(page, admin);
  await page.goto('/admin?tab=marketing');
  await expect(page.getByRole('tab', { name: 'Marketing Assets' })).toHaveAttribute('aria-selected', 'true');

  // A ready-to-post set: its text on the clipboard, its drawn image as a PNG at Instagram's square size.
  const [first] = MARKETING_ASSETS;
  if (!first) throw new Error('no asset');
  await page.getByRole('button', { name: `Copy Text of ${first.title}` }).click();
  await expect(page.getByText(MARKETING_MESSAGES.copiedTitle, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(assetText(first));
  const setCard = page.getByRole('list', { name: 'Ready-to-post sets' }).getByRole('listitem').first();
  const [setDownload] = await Promise.all([
    page.waitForEvent('download'),
    setCard.getByRole('button', { name: /Download image/ }).click(),
  ]);
  expect(setDownload.suggestedFilename()).toBe(`hivekeeper-${first.id}.png`);
  const png = await readFile(await setDownload.path());
  expect([...png.subarray(0, 4)]).toEqual(PNG_SIGNATURE);
  expect(png.readUInt32BE(16)).toBe(1200); // IHDR width
  expect(png.readUInt32BE(20)).toBe(1200); // IHDR height

  // New ads, then an image for one of them through the three steps.
  await page.getByRole('button', { name: 'Generate New Ads' }).click();
  await expect(page.getByText(MARKETING_MESSAGES.adsGeneratedTitle, { exact: true })).toBeVisible();
  const ads = page.getByRole('region', { name: 'AI-Generated Marketing Ads' });
  await expect(ads.getByRole('listitem')).not.toHaveCount(0);
  const ad = ads.getByRole('listitem').first();
  await expect(ad).toContainText("HiveKeeper's built-in templates (offline, no AI model)");
  await ad.getByRole('button', { name: /Generate Image/ }).click();
  await expect(page.getByText(MARKETING_MESSAGES.imageGeneratedTitle, { exact: true })).toBeVisible();
  const image = ad.getByRole('img');
  await expect(image).toBeVisible();
  // Drawn once its bytes arrive: visible (laid out) comes first.
  await expect.poll(() => image.evaluate((element: HTMLImageElement) => element.naturalWidth)).toBeGreaterThan(0);
  const [adDownload] = await Promise.all([
    page.waitForEvent('download'),
    ad.getByRole('link', { name: /Download image/ }).click(),
  ]);
  expect(adDownload.suggestedFilename()).toMatch(/^hivekeeper-.+\.svg$/);
  expect((await readFile(await adDownload.path())).toString('utf8')).toMatch(/^<svg /);
  await ad.getByRole('button', { name: /Copy Text of/ }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toMatch(/#HiveKeeper/);
  await expectNoSeriousA11yViolations(page, 'the Marketing Assets tab with generated ads');

  // Generate Now: answered at once, the day's set appears with its images as the job finishes.
  await page.getByRole('tab', { name: 'AI Content Generator' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=content$/);
  const pieces = page.getByRole('list', { name: 'Generated content' }).getByRole('listitem');
  await expect(pieces).not.toHaveCount(0);
  const before = await pieces.count();
  await page.getByRole('button', { name: 'Generate Now' }).click();
  await expect(page.getByText(MARKETING_MESSAGES.generationStartedTitle, { exact: true })).toBeVisible();
  await expect(pieces).toHaveCount(before + 5, { timeout: 20_000 });
  await expect(pieces.first().getByRole('img')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expectNoSidewaysScroll(page, 'the AI Content Generator at 390 px');
  await expectNoSeriousA11yViolations(page, 'the AI Content Generator');
});
