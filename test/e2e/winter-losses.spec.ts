/**
 * Winter losses in the browser: from the dashboard's Colony Health Overview to `/winter-losses`, where a colony
 * started today counts as added during the winter under way (in the hemisphere whose winter today falls in), the
 * chart and the table show, the COLOSS survey's CSV downloads, and at 390 px nothing scrolls sideways and axe finds
 * no serious violation.
 */
import { readFile } from 'node:fs/promises';
import type { Apiary } from '../../shared/schemas/apiary';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { winterLabel } from '../../shared/rules/winter-losses';
import { apiFor, createAccount, openSignedIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/screens';

const PHONE = { width: 390, height: 844 };

test('a colony started today shows in the winter under way, and its figures download for the survey', async ({
  page,
}) => {
  // The server's day (UTC): April to September is the southern winter, October to March the northern one.
  const today = new Date();
  const month = today.getUTCMonth() + 1;
  const hemisphere = month >= 4 && month <= 9 ? 'southern' : 'northern';
  const year = hemisphere === 'northern' && month >= 10 ? today.getUTCFullYear() + 1 : today.getUTCFullYear();
  const account = await createAccount('winter-losses');
  const api = await apiFor(account);
  const apiary = await api<Apiary>(routes.createApiary.method, apiPath(routes.createApiary), {
    name: 'Heather yard',
    location: 'Moor',
    latitude: hemisphere === 'southern' ? '-41.3' : '',
  });
  expect(apiary.status).toBe(201);
  const hive = await api(routes.createHive.method, apiPath(routes.createHive), {
    name: 'Spring split',
    apiaryId: apiary.body.id,
  });
  expect(hive.status).toBe(201);

  await page.setViewportSize(PHONE);
  await openSignedIn(page, account);
  await page
    .getByRole('region', { name: 'Colony Health Overview' })
    .getByRole('link', { name: 'Winter losses by season' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Winter losses' })).toBeVisible();
  await expect(page).toHaveTitle('Winter losses · HiveKeeper');

  const winter = page.getByRole('region', {
    name: `Winter ${winterLabel(year, hemisphere)} (in progress)`,
  });
  // Going into winter, lost by cause, total, the rate (none), united, sold, added.
  await expect(winter.getByRole('row', { name: /Heather yard/ }).getByRole('cell')).toHaveText([
    '0',
    '0',
    '0',
    '0',
    '0',
    '–',
    '0',
    '0',
    '1',
  ]);
  await expect(page.getByTestId('winter-loss-chart')).toBeAttached();
  await expect(
    page.getByText(
      hemisphere === 'southern'
        ? 'Southern (1 April to 1 October)'
        : 'Northern, as the apiary has no coordinates (add its latitude to change it)',
    ),
  ).toBeVisible();
  await expectNoSidewaysScroll(page, '/winter-losses at 390 px');
  await expectNoSeriousA11yViolations(page, '/winter-losses at 390 px');

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download for the COLOSS survey' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^hivekeeper-winter-losses-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile(await download.path(), 'utf8')).split('\r\n');
  expect(lines[0]).toMatch(/^Winter,Apiary,Colonies going into winter,/);
  expect(lines[1]).toBe(`${winterLabel(year, hemisphere)},Heather yard,0,0,0,0,0,,0,0,1`);
});
