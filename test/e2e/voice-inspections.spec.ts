/**
 * Voice inspections in the browser: a Pro beekeeper dictates at an apiary of two hives (the browser's recogniser
 * faked, hearing a fixed transcript), makes drafts with the local stack's built-in parser, confirms every drafted
 * field of each and saves both; the list then shows what was said. The dialog passes axe and fits 390 px.
 */
import type { Apiary } from '../../shared/schemas/apiary';
import { TOASTS } from '../../shared/messages';
import { routes } from '../../functions/routes';
import { apiPath } from '../../functions/api-path';
import { apiFor, createAccount, openSignedIn, type Account } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoSidewaysScroll } from './support/screens';
import { expect, test } from './support/fixtures';
import { serviceWorkerReady } from './support/service-worker';

const TRANSCRIPT =
  'Clover: queen seen, eggs present, calm. Linden: twelve mites in an alcohol wash of three hundred bees';

/** An apiary with the two hives the transcript names, through the API as the web app makes them. */
async function createCloverAndLinden(account: Account): Promise<void> {
  const api = await apiFor(account);
  const apiary = await api<Apiary>(routes.createApiary.method, apiPath(routes.createApiary), {
    name: 'Meadow Apiary',
    location: 'By the lime trees',
  });
  expect(apiary.status, JSON.stringify(apiary.body)).toBe(201);
  for (const name of ['Clover', 'Linden']) {
    const hive = await api(routes.createHive.method, apiPath(routes.createHive), {
      name,
      apiaryId: apiary.body.id,
      hiveType: 'langstroth',
      frameCount: 10,
    });
    expect(hive.status, JSON.stringify(hive.body)).toBe(201);
  }
}

test('a Pro beekeeper dictates two hives, confirms every drafted field and finds the inspections in the list', async ({
  page,
}) => {
  // Chrome's recogniser, faked: on start it hears the transcript as one final result, then ends.
  await page.addInitScript((transcript) => {
    class FakeSpeechRecognition {
      lang = '';
      continuous = false;
      interimResults = false;
      onresult: ((event: unknown) => void) | null = null;
      onerror: ((event: unknown) => void) | null = null;
      onend: (() => void) | null = null;
      start() {
        Object.assign(window, { heardIn: this.lang });
        setTimeout(() => {
          this.onresult?.({ resultIndex: 0, results: [{ isFinal: true, 0: { transcript } }] });
          this.onend?.();
        }, 50);
      }
      stop() {
        this.onend?.();
      }
    }
    Object.assign(window, { webkitSpeechRecognition: FakeSpeechRecognition });
  }, TRANSCRIPT);
  await page.setViewportSize({ width: 390, height: 844 });
  // An admin has Pro.
  const account = await createAccount('voice', { admin: true });
  await createCloverAndLinden(account);
  await openSignedIn(page, account, '/inspections');

  await page.getByRole('button', { name: 'Dictate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dictate inspections' });
  await expect(dialog.getByLabel('Apiary').locator('option:checked')).toHaveText('Meadow Apiary');
  await dialog.getByRole('button', { name: 'Listen' }).click();
  await expect(dialog.getByLabel('Your words')).toHaveValue(TRANSCRIPT);
  expect(await page.evaluate(() => (window as unknown as { heardIn: string }).heardIn)).toBe('en-US');
  await expectNoSidewaysScroll(page, 'the dictation dialog at 390 px');
  await expectNoSeriousA11yViolations(page, 'dictation dialog (390 px)');

  await dialog.getByRole('button', { name: 'Make drafts' }).click();
  await expect(dialog.getByText("Drafted by HiveKeeper's built-in parser, which recognises set phrases")).toBeVisible();
  const drafts = dialog.getByRole('list', { name: 'Drafts' });
  await expect(drafts.getByRole('heading')).toHaveText(['Clover', 'Linden']);

  for (const hive of ['Clover', 'Linden']) {
    await drafts.getByRole('button', { name: `Review the draft for ${hive}` }).click();
    const save = dialog.getByRole('button', { name: 'Create Inspection' });
    await expect(save).toBeDisabled();
    await expect(dialog.getByText(/^From your words: /).first()).toBeVisible();
    if (hive === 'Clover') {
      await expectNoSidewaysScroll(page, 'a draft under review at 390 px');
      await expectNoSeriousA11yViolations(page, 'a draft under review (390 px)');
    }
    // Confirm each drafted field; Save waits for the last.
    const unconfirmed = dialog.locator('button[aria-pressed="false"]', { hasText: 'Confirm' });
    while ((await unconfirmed.count()) > 0) await unconfirmed.first().click();
    await expect(save).toBeEnabled();
    await expect(save).toBeInViewport();
    await save.click();
    await expect(page.getByText(TOASTS.inspectionCreated, { exact: true }).first()).toBeVisible();
    await expect(drafts.getByRole('listitem').filter({ hasText: hive })).toContainText('Saved');
  }
  // Escape would first dismiss the "Inspection recorded" toast, the layer above the dialog (Radix's order).
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const list = page.getByRole('list', { name: 'Inspections' });
  const clover = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Clover' }) });
  await expect(clover.getByText(/^Queen seen · Eggs/)).toBeVisible();
  await expect(clover.getByText('5 / 5')).toBeVisible();
  const linden = list.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Linden' }) });
  await expect(linden.getByText('4.0 mites/100 bees').first()).toBeVisible();
  await expect(linden.getByText('Alcohol wash')).toBeVisible();
});

test('a Pro beekeeper whose browser cannot listen records without signal; back online the recording is sent and kept to listen to', async ({
  page,
  context,
}) => {
  // Firefox's case: no recogniser at all (Chromium's fake microphone plays a tone, recorded as it is).
  await page.addInitScript(() => {
    Reflect.deleteProperty(window, 'webkitSpeechRecognition');
    Reflect.deleteProperty(window, 'SpeechRecognition');
  });
  await context.grantPermissions(['microphone']);
  await page.setViewportSize({ width: 390, height: 844 });
  const account = await createAccount('recorder', { admin: true });
  await createCloverAndLinden(account);
  await openSignedIn(page, account, '/inspections');
  await serviceWorkerReady(page);

  await page.getByRole('button', { name: 'Dictate' }).click();
  const dialog = page.getByRole('dialog', { name: 'Dictate inspections' });
  await expect(
    dialog.getByText("This browser can't turn speech into words. Record what you say", { exact: false }),
  ).toBeVisible();
  const recordings = dialog.getByRole('region', { name: 'Your recordings' });
  await expect(recordings.getByText('No recordings yet.')).toBeVisible();

  await context.setOffline(true);
  await dialog.getByRole('button', { name: 'Record', exact: true }).click();
  await expect(dialog.getByText('Recording 0:01 of 10:00')).toBeVisible();
  await dialog.getByRole('button', { name: 'Stop recording' }).click();
  await expect(recordings.getByText('Kept on this device: it is sent when you are online.')).toBeVisible();

  // Back online, the outbox makes the recording, sends its sound and asks for it to be transcribed; this stack has
  // no transcription service, and says so beside a player of the sound.
  await context.setOffline(false);
  await expect(
    recordings.getByText('This HiveKeeper has no transcription service: listen, and type what you said.'),
  ).toBeVisible();
  const player = recordings.getByLabel(/^Recording of /);
  const sound = await page.request.get((await player.getAttribute('src')) ?? '');
  expect(sound.status()).toBe(200);
  expect(sound.headers()['content-type']).toBe('audio/webm');
  expect((await sound.body()).length).toBeGreaterThan(100);
  await expectNoSidewaysScroll(page, 'the recordings at 390 px');
  await expectNoSeriousA11yViolations(page, 'the recordings (390 px)');

  await recordings.getByRole('button', { name: /^Delete the recording of / }).click();
  await expect(recordings.getByText('No recordings yet.')).toBeVisible();
});
