/**
 * Reminder e-mails, in the browser against the local stack: a fresh beekeeper saves their time zone on the profile
 * (reminders are on), has a task due today and an overdue feeding, and gets the e-mail in the local inbox when the
 * job runs (as `npm run job -- sendReminderEmails` runs it). Its unsubscribe link opens a public page, whose button
 * turns reminders off, and the profile then shows them off. The page passes axe at 390 px.
 */
import type { Page } from '@playwright/test';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { inboxFor } from '../../infra/local/inbox';
import { LOCAL_JOBS_PATH } from '../../infra/local/scheduler';
import { addDays, localDateIn, REMINDER_SCHEDULE, UNSUBSCRIBE_MESSAGES } from '../../shared/rules/reminders';
import type { Apiary } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import { apiFor, createAccount, signIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { E2E_URLS } from './support/e2e-stack';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/screens';

const TIME_ZONE = 'Europe/London';

async function openProfile(page: Page) {
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByRole('heading', { name: 'Profile', level: 1 })).toBeVisible();
}

test('a beekeeper gets the reminder e-mail and unsubscribes with its link', async ({ page, browser }) => {
  // Treatments are Pro: a fresh beekeeper with Pro access (the admins group has it).
  const account = await createAccount('reminders', { admin: true });
  const api = await apiFor(account);
  const apiary = await api<Apiary>('POST', apiPath(routes.createApiary), { name: 'Orchard', location: 'North slope' });
  const hive = await api<Hive>('POST', apiPath(routes.createHive), { name: 'Primrose', apiaryId: apiary.body.id });
  const today = localDateIn(new Date(), TIME_ZONE);
  const task = await api('POST', apiPath(routes.createTask), {
    title: 'Swarm check',
    dueDate: today,
    priority: 'high',
    type: 'inspection',
    hiveId: hive.body.id,
  });
  expect(task.status, JSON.stringify(task.body)).toBe(201);
  const feeding = await api('POST', apiPath(routes.createTreatment), {
    hiveId: hive.body.id,
    treatmentType: 'feeding',
    treatmentName: 'Autumn syrup 2:1',
    applicationDate: addDays(today, -8),
    nextDueDate: addDays(today, -1),
    feedType: 'sugar_syrup',
    feedAmount: '10',
    syrupRatio: '2:1',
  });
  expect(feeding.status, JSON.stringify(feeding.body)).toBe(201);

  // The profile says when reminders come; saving the time zone subscribes them (reminders are on by default).
  await signIn(page, account);
  await openProfile(page);
  const taskReminders = page.getByRole('checkbox', { name: 'E-mail me task reminders' });
  await expect(taskReminders).toBeChecked();
  await expect(page.getByText(REMINDER_SCHEDULE)).toBeVisible();
  await page.getByLabel('Time zone').selectOption(TIME_ZONE);
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();

  const run = await fetch(new URL(`${LOCAL_JOBS_PATH}/sendReminderEmails?wait=true`, E2E_URLS.app), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ job: 'sendReminderEmails' }),
  });
  expect(run.status).toBe(200);
  const [mail] = await inboxFor(E2E_URLS.inbox, account.email);
  expect(mail?.subject).toBe('HiveKeeper: 1 task and 1 treatment due today or overdue');
  expect(mail?.body.text).toContain('- Swarm check (hive Primrose), due today');
  expect(mail?.body.text).toContain('- Autumn syrup 2:1, sugar syrup 10 lbs (hive Primrose), was due');
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
});
