/**
 * The Account data journey, in the browser against the local stack: a fresh Pro beekeeper (the test card, through
 * the test-mode provider) with a hive, a task due today and an overdue feeding
 * - exports their data from /profile as JSON and as the ZIP of CSV reports, both read here;
 * - gets the reminder e-mail in the local inbox when the job runs (as `npm run job -- sendReminderEmails` runs it),
 *   opens its unsubscribe link on a phone where nobody is signed in, and the profile then shows reminders off;
 * - deletes the account after typing the phrase, lands signed out on the landing page, and can't sign in again.
 * The screens pass axe; the unsubscribe page doesn't scroll sideways at 390 px.
 */
import { readFile } from 'node:fs/promises';
import type { Locator, Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { inboxFor } from '../../infra/local/inbox';
import { TEST_CARD_TOKEN_PREFIX } from '../../shared/billing';
import { ACCOUNT_DELETION_PHRASE } from '../../shared/domain/account-deletion';
import { ACCOUNT_DELETION_MESSAGES, EXPORT_MESSAGES } from '../../shared/messages';
import { addDays, localDateIn, REMINDER_SCHEDULE, UNSUBSCRIBE_MESSAGES } from '../../shared/rules/reminders';
import type { Apiary } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import { apiFor, createAccount, openSignedIn, type Account } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E_URLS, runLocalJob } from './support/e2e-stack';
import { expect, test } from './support/fixtures';
import { expectLandingPage, expectNoSidewaysScroll } from './support/screens';

const TIME_ZONE = 'Europe/London';
/** Long enough for the export job to read the account and write its file on a busy machine. */
const EXPORT_TIMEOUT_MS = 60_000;
const HIVE = 'Primrose';
const TASK = 'Swarm check';
const FEEDING = 'Autumn syrup 2:1';

/** A fresh Pro beekeeper with an apiary, the hive, a task due today and a feeding whose follow-up was due yesterday. */
async function proBeekeeperWithWorkDue(): Promise<Account> {
  const account = await createAccount('account-data');
  const api = await apiFor(account);
  const upgrade = await api(routes.createSubscription.method, apiPath(routes.createSubscription), {
    paymentMethod: `${TEST_CARD_TOKEN_PREFIX}4242424242424242`,
  });
  expect(upgrade.status, JSON.stringify(upgrade.body)).toBe(201);
  const apiary = await api<Apiary>('POST', apiPath(routes.createApiary), { name: 'Orchard', location: 'North slope' });
  const hive = await api<Hive>('POST', apiPath(routes.createHive), { name: HIVE, apiaryId: apiary.body.id });
  const today = localDateIn(new Date(), TIME_ZONE);
  const task = await api('POST', apiPath(routes.createTask), {
    title: TASK,
    dueDate: today,
    priority: 'high',
    type: 'inspection',
    hiveId: hive.body.id,
  });
  expect(task.status, JSON.stringify(task.body)).toBe(201);
  const feeding = await api('POST', apiPath(routes.createTreatment), {
    hiveId: hive.body.id,
    treatmentType: 'feeding',
    treatmentName: FEEDING,
    applicationDate: addDays(today, -8),
    nextDueDate: addDays(today, -1),
    feedType: 'sugar_syrup',
    feedAmount: '10',
    syrupRatio: '2:1',
  });
  expect(feeding.status, JSON.stringify(feeding.body)).toBe(201);
  return account;
}

async function openProfile(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
}

/** Clicks an export's button and answers the bytes of the file that downloads once the job has made it. */
async function exportFile(page: Page, section: Locator, button: string): Promise<Buffer> {
  const downloading = page.waitForEvent('download', { timeout: EXPORT_TIMEOUT_MS });
  await section.getByRole('button', { name: button }).click();
  return readFile(await (await downloading).path());
}

test('a Pro beekeeper exports their data, unsubscribes from a reminder e-mail, then deletes the account', async ({
  page,
  browser,
}) => {
  test.setTimeout(4 * EXPORT_TIMEOUT_MS);
  const account = await proBeekeeperWithWorkDue();
  await openSignedIn(page, account);
  await openProfile(page);

  // Export: the JSON and the ZIP hold what was just recorded.
  const exports = page.getByRole('region', { name: EXPORT_MESSAGES.title });
  const json = JSON.parse((await exportFile(page, exports, EXPORT_MESSAGES.downloadJson)).toString('utf8')) as {
    profile: { email: string };
    hives: { name: string }[];
    tasks: { title: string }[];
    treatments: { treatmentName: string }[];
  };
  expect(json.profile.email).toBe(account.email);
  expect(json.hives.map(({ name }) => name)).toEqual([HIVE]);
  expect(json.tasks.map(({ title }) => title)).toContain(TASK);
  expect(json.treatments.map(({ treatmentName }) => treatmentName)).toEqual([FEEDING]);
  const files = unzipSync(new Uint8Array(await exportFile(page, exports, EXPORT_MESSAGES.downloadZip)));
  // Each CSV starts with the byte order mark Excel reads UTF-8 by.
  const rows = (name: string) => strFromU8((files[name] ?? new Uint8Array()).slice(3)).split('\r\n');
  expect(rows('hives.csv').some((row) => row.includes(`,${HIVE},`))).toBe(true);
  expect(rows('tasks.csv').some((row) => row.includes(TASK))).toBe(true);
  expect(rows('treatments.csv').some((row) => row.includes(FEEDING))).toBe(true);
  await expect(exports.getByText(EXPORT_MESSAGES.ready('ZIP'))).toBeVisible();
  await expectNoSeriousA11yViolations(page, 'the profile with a ready export');

  // Reminders are on from sign-up; the beekeeper moves them to their own time zone.
  const taskReminders = page.getByRole('checkbox', { name: 'E-mail me task reminders' });
  await expect(taskReminders).toBeChecked();
  await expect(page.getByText(REMINDER_SCHEDULE)).toBeVisible();
  await page.getByLabel('Time zone').selectOption(TIME_ZONE);
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();

  await runLocalJob('sendReminderEmails');
  const [mail] = await inboxFor(E2E_URLS.inbox, account.email);
  expect(mail?.subject).toBe('HiveKeeper: 1 task and 1 treatment due today or overdue');
  expect(mail?.body.text).toContain(`- ${TASK} (hive ${HIVE}), due today`);
  expect(mail?.body.text).toContain(`- ${FEEDING}, sugar syrup 10 lbs (hive ${HIVE}), was due`);
  const link = /Unsubscribe from reminder e-mails: (\S+)/.exec(mail?.body.text ?? '')?.[1] ?? '';
  expect(link).toContain('/unsubscribe?token=');

  // Opened from the mail client, where nobody is signed in, on a phone.
  const mailClient = await browser.newPage({ viewport: { width: 390, height: 844 } });
  await mailClient.goto(link);
  await expect(mailClient.getByRole('heading', { level: 1, name: UNSUBSCRIBE_MESSAGES.heading })).toBeVisible();
  await expect(mailClient).toHaveTitle(/^Reminder e-mails · HiveKeeper$/);
  await expectNoSeriousA11yViolations(mailClient, '/unsubscribe');
  await expectNoSidewaysScroll(mailClient, '/unsubscribe');
  await mailClient.getByRole('button', { name: 'Unsubscribe from reminder e-mails' }).click();
  await expect(mailClient.getByRole('status')).toContainText(UNSUBSCRIBE_MESSAGES.done);
  await expect(mailClient.getByRole('link', { name: 'Open your profile' })).toBeVisible();
  await expectNoSeriousA11yViolations(mailClient, '/unsubscribe, done');
  await mailClient.close();

  await page.reload();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
  await expect(taskReminders).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'E-mail me treatment reminders' })).not.toBeChecked();

  // Delete Account: the button waits for the exact phrase.
  const danger = page.getByRole('region', { name: ACCOUNT_DELETION_MESSAGES.heading });
  await danger.getByRole('button', { name: ACCOUNT_DELETION_MESSAGES.openButton }).click();
  const dialog = page.getByRole('alertdialog', { name: ACCOUNT_DELETION_MESSAGES.dialogTitle });
  await expect(dialog.getByText(ACCOUNT_DELETION_MESSAGES.whatGoes)).toBeVisible();
  await expect(dialog.getByText(ACCOUNT_DELETION_MESSAGES.subscriptionEnds)).toBeVisible();
  await expect(dialog.getByText(ACCOUNT_DELETION_MESSAGES.feedbackKept)).toBeVisible();
  const confirm = dialog.getByRole('button', { name: ACCOUNT_DELETION_MESSAGES.confirmButton });
  await expect(confirm).toBeDisabled();
  await expectNoSeriousA11yViolations(page, 'the Delete Account dialog');
  const phrase = dialog.getByLabel(ACCOUNT_DELETION_MESSAGES.typeToConfirm);
  await phrase.fill(ACCOUNT_DELETION_PHRASE.toLowerCase());
  await expect(confirm).toBeDisabled();
  await phrase.fill(ACCOUNT_DELETION_PHRASE);
  await confirm.click();

  await expectLandingPage(page);
  await expect(page.getByText(ACCOUNT_DELETION_MESSAGES.deletedTitle, { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Account menu for / })).toHaveCount(0);

  // The job the route started removes the sign-in: a little later, the pool refuses the password.
  await expect
    .poll(
      () =>
        apiFor(account).then(
          () => 'signs in',
          (error: unknown) => (error as { type?: string }).type,
        ),
      { timeout: 30_000 },
    )
    .toBe('NotAuthorizedException');
  await page.goto('/login');
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByText('The e-mail address or password is not right. Check both and try again.')).toBeVisible();
});
