/**
 * Hive scales end to end: a beekeeper with Pro access (an admin, as the Pro journeys make one) adds a scale to a
 * hive, sees its secret and webhook URL once, imports 40 days of HiveKeeper CSV with a super added at an inspection
 * and a swarm's drop, and reads both in the weight chart's facts; on a phone the page stays within the screen.
 */
import type { Apiary } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { apiFor, createAccount, openSignedIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { demoTest, expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/screens';

const SCALE = 'Orchard scale';
const DAY_MS = 24 * 60 * 60 * 1000;
const QUARTER_HOUR_MS = 15 * 60 * 1000;
/** The inspection that added a super, and the swarm's afternoon, in days before today. */
const INSPECTED_DAYS_AGO = 20;
const SWARMED_DAYS_AGO = 10;

const utcDay = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY_MS).toISOString().slice(0, 10);

/**
 * 40 days of readings every 15 minutes up to now: a hive of 40 kg gaining a little each day, 12 kg more from half past
 * noon on the inspection day (a dated record stands at noon), and 2.2 kg gone at 13:00 UTC on the swarm's day.
 */
function fortyDaysOfCsv(): string {
  const superAt = Date.parse(`${utcDay(INSPECTED_DAYS_AGO)}T12:30:00Z`);
  const swarmAt = Date.parse(`${utcDay(SWARMED_DAYS_AGO)}T13:00:00Z`);
  const end = Math.floor(Date.now() / QUARTER_HOUR_MS) * QUARTER_HOUR_MS;
  const lines = ['timestamp,weight_kg,temperature_c,humidity_percent'];
  for (let at = end - 40 * DAY_MS; at <= end; at += QUARTER_HOUR_MS) {
    const daysIn = (at - (end - 40 * DAY_MS)) / DAY_MS;
    const weightKg = 40 + 0.1 * daysIn + (at >= superAt ? 12 : 0) - (at >= swarmAt ? 2.2 : 0);
    lines.push(`${new Date(at).toISOString()},${weightKg.toFixed(2)},34.8,60`);
  }
  return `${lines.join('\n')}\n`;
}

test('a Pro beekeeper connects a scale, imports its readings and reads the super and the swarm in the chart', async ({
  page,
}) => {
  const account = await createAccount('scales', { admin: true });
  const api = await apiFor(account);
  const apiary = await api<Apiary>(routes.createApiary.method, apiPath(routes.createApiary), {
    name: 'Orchard Apiary',
    location: 'Old orchard, north slope',
  });
  expect(apiary.status, JSON.stringify(apiary.body)).toBe(201);
  const hive = await api<Hive>(routes.createHive.method, apiPath(routes.createHive), {
    name: 'Orchard Hive',
    apiaryId: apiary.body.id,
    hiveType: 'langstroth',
    frameCount: 10,
  });
  expect(hive.status, JSON.stringify(hive.body)).toBe(201);
  const inspection = await api(routes.createInspection.method, apiPath(routes.createInspection), {
    hiveId: hive.body.id,
    inspectionDate: utcDay(INSPECTED_DAYS_AGO),
    notes: 'Added a super',
  });
  expect(inspection.status, JSON.stringify(inspection.body)).toBe(201);

  await page.setViewportSize({ width: 390, height: 844 });
  await openSignedIn(page, account, `/hives/${hive.body.id}`);
  const scales = page.getByRole('region', { name: 'Scales and sensors' });
  await expect(scales.getByText('No scales or sensors on this hive yet.')).toBeVisible();

  await scales.getByRole('button', { name: 'Add a scale' }).click();
  const add = page.getByRole('dialog', { name: 'Add a scale' });
  await add.getByLabel('Name').fill(SCALE);
  await add.getByLabel('How it sends its readings').selectOption({ label: 'Device decoded on The Things Network' });
  await add.getByRole('button', { name: 'Add a scale' }).click();

  const secret = page.getByRole('dialog', { name: `Connect ${SCALE}` });
  await expect(secret.getByText('Copy the secret now: HiveKeeper shows it only this once.')).toBeVisible();
  // The app's origin and the uplink path of this beekeeper's new scale.
  const uplinkPath = apiPath(routes.receiveScaleUplink, { userId: 'USER', scaleId: 'SCALE' });
  const uplinkUrl = `${new URL(page.url()).origin}${uplinkPath}`
    .replace('USER', '[^/]+')
    .replace('SCALE', '[0-9A-Z]{26}');
  await expect(secret.getByText(new RegExp(`^${uplinkUrl}$`))).toBeVisible();
  await expect(secret.getByText(/^Authorization: Bearer \S+$/)).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'A new scale’s secret');
  await expectNoSidewaysScroll(page, 'A new scale’s secret on a phone');
  await secret.getByRole('button', { name: 'Done' }).click();
  await expect(scales.getByText('No readings yet')).toBeVisible();

  await scales.getByRole('button', { name: `Import readings into ${SCALE}` }).click();
  const importing = page.getByRole('dialog', { name: `Import readings into ${SCALE}` });
  await importing.getByLabel('Format').selectOption({ label: 'HiveKeeper CSV' });
  await importing
    .getByLabel('File')
    .setInputFiles({ name: 'orchard.csv', mimeType: 'text/csv', buffer: Buffer.from(fortyDaysOfCsv()) });
  await importing.getByRole('button', { name: 'Import' }).click();
  await expect(importing.getByText(/^Added 3,841 readings, 0 were already there, 0 skipped$/)).toBeVisible();
  await importing.getByRole('button', { name: 'Done' }).click();
  await expect(scales.getByText(/^Last reading /)).toBeVisible();

  const chart = page.getByRole('region', { name: 'Weight over time' });
  await chart.getByText('Show the facts as a list').click();
  const facts = chart.getByRole('table', { name: 'What the weight chart shows' });
  await expect(facts.getByRole('row').filter({ hasText: /Super added\?: \+12\.0 kg/ })).toBeVisible();
  await expect(facts.getByRole('row').filter({ hasText: /Possible swarm: −2\.2 kg/ })).toBeVisible();
  await expect(chart.getByTestId('weight-chart-plot').locator('svg').first()).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'Hive page with its weight chart');
  await expectNoSidewaysScroll(page, 'Hive page with its weight chart on a phone');
});

/**
 * The demo season (infra/local/seed/scale-season.ts): Golden Comb's year on its scale, read on a laptop as the demo
 * beekeeper: a nectar flow, the May swarm, both harvests and the autumn feeding matched to their records, and the super
 * added at the latest inspection; the chart drawn and axe clean.
 */
demoTest("shows the demo beekeeper's year on Golden Comb's scale", async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/hives');
  await page.getByRole('link', { name: 'Golden Comb', exact: true }).click();
  const chart = page.getByRole('region', { name: 'Weight over time' });
  await chart.getByLabel('Range').selectOption({ label: 'A year' });
  await expect(chart.getByTestId('weight-chart-plot').locator('.recharts-line').first()).toBeVisible();
  await chart.getByText('Show the facts as a list').click();
  const facts = chart.getByRole('table', { name: 'What the weight chart shows' });
  const rows = (text: RegExp) => facts.getByRole('row').filter({ hasText: text });
  await expect(rows(/Nectar flow until/).first()).toBeVisible();
  await expect(rows(/Possible swarm: −2\.\d kg/)).toHaveCount(1);
  await expect(rows(/Harvest: −/)).toHaveCount(2);
  await expect(rows(/Feeding: \+/)).toHaveCount(1);
  await expect(rows(/Super added\?: \+5\.\d kg/)).toHaveCount(1);
  await expectNoSeriousA11yViolations(page, 'The demo hive with its year on the scale');
});
