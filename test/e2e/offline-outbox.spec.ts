/**
 * HiveKeeper's outbox in Chromium (docs/features/offline.md, "The outbox and the sync rules"): an inspection with a
 * photo recorded without signal survives a reload and reaches the server once with its photo; a write whose answer
 * is lost is not made twice when the beekeeper retries it; and two devices editing one hive end in the merge the
 * beekeeper chose. The server is asked directly, through the API, what it holds.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { DEMO_PHOTOS } from '../../infra/local/demo-photos';
import { OUTBOX_MESSAGES, OUTBOX_STATUS, TOASTS } from '../../shared/messages';
import type { Hive } from '../../shared/schemas/hive';
import type { InspectionAnswer } from '../../shared/schemas/inspection';
import type { Task } from '../../shared/schemas/task';
import { apiFor, createAccount, createApiaryWithHives, sessionOf, type Account } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E_URLS } from './support/e2e-stack';
import { expectNoSidewaysScroll } from './support/screens';
import { demoTest, expect, test } from './support/fixtures';
import { serviceWorkerReady } from './support/service-worker';

/** A demo hive no other journey counts inspections of; the inspection is dated before every seeded one. */
const HIVE = 'Buttercup';
const OLDER_THAN_THE_DEMO_DATA = '2024-04-11';
/** How the outbox names that day. */
const THAT_DAY = 'Apr 11, 2024';

/** The indicator in the signed-in header, by what it says. */
const indicator = (page: Page, says: RegExp) => page.getByRole('button', { name: says });

demoTest(
  'an inspection with a photo recorded without signal survives a reload and reaches the server once, with its photo',
  async ({ page, context }) => {
    const api = await apiFor(DEMO_ACCOUNTS.beekeeper);
    const note = `Outbox journey ${randomUUID()}`;
    await page.goto('/hives');
    await page.getByRole('link', { name: HIVE, exact: true }).click();
    await expect(page.getByRole('heading', { name: HIVE, level: 1 })).toBeVisible();
    const hiveId = new URL(page.url()).pathname.split('/').pop() ?? '';
    await serviceWorkerReady(page);

    await context.setOffline(true);
    await expect(indicator(page, /^Offline/)).toBeVisible();
    await page.getByRole('button', { name: 'Record Inspection' }).click();
    const dialog = page.getByRole('dialog', { name: 'Record Inspection' });
    await dialog.getByLabel('Date').fill(OLDER_THAN_THE_DEMO_DATA);
    await dialog.getByLabel('Notes').fill(note);
    await dialog
      .getByLabel('Photo files')
      .setInputFiles([{ name: 'honeycomb.png', mimeType: 'image/png', buffer: DEMO_PHOTOS.honeycomb.png }]);
    await expect(dialog.getByText(OUTBOX_MESSAGES.photoOnDevice)).toBeVisible();
    await dialog.getByRole('button', { name: 'Create Inspection' }).click();
    await expect(page.getByText(OUTBOX_STATUS.savedOnDevice, { exact: true })).toBeVisible();
    await expect(dialog).toBeHidden();

    const notYetSynced = page
      .getByRole('region', { name: 'Inspections' })
      .getByRole('list', { name: OUTBOX_STATUS.notYetSynced });
    await expect(notYetSynced).toContainText(`Inspection of ${HIVE}, ${THAT_DAY}`);
    await expect(indicator(page, /Offline, 1 waiting/)).toBeVisible();

    // Still without signal: the page comes back from the service worker, the write from IndexedDB.
    await page.reload();
    await expect(page.getByRole('heading', { name: HIVE, level: 1 })).toBeVisible();
    await expect(indicator(page, /Offline, 1 waiting/)).toBeVisible();
    await expect(notYetSynced).toBeVisible();

    await context.setOffline(false);
    await expect(notYetSynced).toBeHidden();
    await expect(indicator(page, /waiting|Syncing|to check/)).toHaveCount(0);

    const listed = await api<InspectionAnswer[]>('GET', apiPath(routes.listInspections, {}, { hiveId, limit: 100 }));
    const saved = listed.body.filter((inspection) => inspection.notes === note);
    expect(saved).toHaveLength(1);
    expect(saved[0]?.photos).toHaveLength(1);
    const timeline = page.getByRole('region', { name: 'Inspections' });
    const item = timeline.getByRole('listitem').filter({ hasText: note });
    await expect(item.getByRole('list', { name: 'Photos' }).getByRole('button')).toHaveCount(1);

    // The demo data as it was.
    const deleted = await api('DELETE', apiPath(routes.deleteInspection, { id: saved[0]?.id ?? '' }));
    expect(deleted.status).toBe(204);
  },
);

test('a task whose answer was lost is made once, however often the beekeeper retries', async ({ browser }) => {
  const account = await createAccount('outbox-lost-answer');
  await createApiaryWithHives(account, 1);
  const page = await signedInPage(browser, account, '/schedule');
  const title = `Check the supers ${randomUUID().slice(0, 8)}`;

  // Each request reaches the server (the first makes the task), but no answer comes back to the browser until the
  // signal is good again: the outbox's own replay when it starts is lost too.
  let answersLost = 0;
  let signalGood = false;
  await page.route(
    (url) => url.pathname === apiPath(routes.createTask),
    async (route) => {
      if (route.request().method() !== 'POST' || signalGood) return route.continue();
      answersLost++;
      await route.fetch();
      return route.abort('connectionreset');
    },
  );
  await page.getByRole('button', { name: 'Add Task' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Add Task' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByRole('button', { name: 'Create Task' }).click();
  await expect(page.getByText(OUTBOX_STATUS.savedOnDevice, { exact: true })).toBeVisible();
  await expect(page.getByRole('list', { name: OUTBOX_STATUS.notYetSynced })).toContainText(title);

  await expect(indicator(page, /1 waiting/)).toBeVisible();
  signalGood = true;
  await indicator(page, /1 waiting/).click();
  const outbox = page.getByRole('dialog', { name: OUTBOX_MESSAGES.outboxTitle });
  await expectNoSeriousA11yViolations(page, 'the outbox');
  await outbox.getByRole('button', { name: OUTBOX_MESSAGES.retry }).click();
  await expect(outbox.getByText(OUTBOX_MESSAGES.outboxEmpty)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('listitem').filter({ hasText: title })).toHaveCount(1);

  const api = await apiFor(account);
  const tasks = await api<Task[]>('GET', apiPath(routes.listTasks));
  expect(answersLost).toBeGreaterThanOrEqual(1);
  expect(tasks.body.filter((task) => task.title === title)).toHaveLength(1);
});

test('two devices edit one hive: the one that saved offline merges field by field, and the server keeps what it chose', async ({
  browser,
}) => {
  const account = await createAccount('outbox-merge');
  await createApiaryWithHives(account, 1);
  const api = await apiFor(account);
  const [hive] = (await api<Hive[]>('GET', apiPath(routes.listHives))).body;
  if (!hive) throw new Error('The beekeeper has a hive');
  const path = `/hives/${hive.id}`;
  // The narrowest phone HiveKeeper lays out for: the header takes the outbox's indicator beside its other buttons.
  const phone = await signedInPage(browser, account, path, { width: 320, height: 640 });
  const laptop = await signedInPage(browser, account, path);

  // Both open the hive's edit form on the same version.
  for (const device of [phone, laptop]) {
    await expect(device.getByRole('heading', { name: hive.name, level: 1 })).toBeVisible();
    await device.getByRole('button', { name: `Edit ${hive.name}` }).click();
    await expect(device.getByRole('dialog', { name: 'Edit Hive' }).getByLabel('Notes')).toBeVisible();
  }

  const laptopForm = laptop.getByRole('dialog', { name: 'Edit Hive' });
  await laptopForm.getByLabel('Notes').fill('Queenless: combine with Hive 2');
  await laptopForm.getByLabel('Frame count').fill('8');
  await laptopForm.getByRole('button', { name: 'Update Hive' }).click();
  await expect(laptop.getByText(TOASTS.hiveUpdated, { exact: true })).toBeVisible();

  // The phone has the app's every chunk on the device before it loses signal (its outbox's code among them).
  await serviceWorkerReady(phone);
  await phone.context().setOffline(true);
  const phoneForm = phone.getByRole('dialog', { name: 'Edit Hive' });
  await phoneForm.getByLabel('Name').fill('Hive by the gate');
  await phoneForm.getByLabel('Notes').fill('Requeened with a marked queen');
  await phoneForm.getByRole('button', { name: 'Update Hive' }).click();
  await expect(phone.getByText(OUTBOX_STATUS.savedOnDevice, { exact: true })).toBeVisible();
  const offline = indicator(phone, /^Offline, 1 waiting/);
  await expect(offline).toBeVisible();
  expect((await offline.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  await expectNoSidewaysScroll(phone, 'the header with the outbox on a 320 px phone');

  await phone.context().setOffline(false);
  await indicator(phone, /1 to check/).click();
  await phone.getByRole('button', { name: OUTBOX_MESSAGES.merge }).click();
  const merge = phone.getByRole('dialog', { name: `${OUTBOX_MESSAGES.mergeTitle}: Hive by the gate` });
  await expectNoSeriousA11yViolations(phone, 'the merge dialog');
  // The phone keeps its name and takes the laptop's notes and frame count.
  await merge.getByRole('radio', { name: `${OUTBOX_MESSAGES.mergeTheirs}: Queenless: combine with Hive 2` }).check();
  await merge.getByRole('radio', { name: `${OUTBOX_MESSAGES.mergeTheirs}: 8` }).check();
  await merge.getByRole('button', { name: 'Save' }).click();
  await expect(
    phone.getByRole('dialog', { name: OUTBOX_MESSAGES.outboxTitle }).getByText(OUTBOX_MESSAGES.outboxEmpty),
  ).toBeVisible();

  const stored = await api<Hive>('GET', apiPath(routes.getHive, { id: hive.id }));
  expect(stored.body).toMatchObject({
    name: 'Hive by the gate',
    notes: 'Queenless: combine with Hive 2',
    frameCount: 8,
  });
});

/** A fresh browser profile (its own IndexedDB: another device) signed in as `account` on `path`. */
async function signedInPage(
  browser: Browser,
  account: Account,
  path: string,
  viewport?: { width: number; height: number },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: E2E_URLS.app,
    storageState: await sessionOf(account),
    ...(viewport ? { viewport } : {}),
  });
  const page = await context.newPage();
  await page.goto(path);
  return page;
}
