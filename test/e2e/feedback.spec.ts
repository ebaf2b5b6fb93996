/**
 * Feedback, in the browser against the local stack: a visitor sends feedback with an e-mail; the demo admin is told
 * in the bell (after the visitor feedback job's run), finds it on /admin and moves it along; a fresh beekeeper sends feedback from the menu, sees it in Your
 * Previous Feedback, and sees the status the admin gives it. A beekeeper on /admin gets the 403 screen.
 */
import { randomUUID } from 'node:crypto';
import type { Browser, Page } from '@playwright/test';
import { DEMO_ACCOUNTS } from '../../infra/local/demo-accounts';
import { createAccount, sessionOf, type Account } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { runLocalJob } from './support/e2e-stack';
import { expectDashboard, expectNoSidewaysScroll } from './support/screens';

const PHONE = { width: 390, height: 844 };

/** A browser of `account`'s own, signed in, on the dashboard. */
async function signedInPage(browser: Browser, account: Account, viewport?: typeof PHONE): Promise<Page> {
  const context = await browser.newContext({
    storageState: await sessionOf(account),
    ...(viewport ? { viewport } : {}),
  });
  const page = await context.newPage();
  await page.goto('/');
  await expectDashboard(page);
  return page;
}

async function sendFeedback(page: Page, subject: string, options: { email?: string; stars?: number } = {}) {
  await page.getByLabel('Category').selectOption({ label: 'Feature Request' });
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill('Please show the colour to mark this year’s queens on the hive page.');
  if (options.stars) await page.getByRole('button', { name: `${options.stars} out of 5 stars` }).click();
  if (options.email) await page.getByLabel('Email (optional)').fill(options.email);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Feedback Submitted!', { exact: true })).toBeVisible();
}

/** The admin's list item of `subject`, after filtering nothing: newest first, so a new item is on the first page. */
const adminItem = (page: Page, subject: string) =>
  page.getByRole('list', { name: 'Feedback' }).getByRole('listitem', { name: subject });

async function setStatus(page: Page, subject: string, status: string) {
  await adminItem(page, subject).getByRole('combobox', { name: 'Status' }).selectOption({ label: status });
  await expect(page.getByText(`"${subject}" is now ${status}.`, { exact: true })).toBeVisible();
}

test('a visitor and a beekeeper send feedback, the admin moves it along, the beekeeper sees the new status', async ({
  page,
  browser,
}) => {
  const run = randomUUID().slice(0, 8);
  const visitorSubject = `Queen colours ${run}`;
  const beekeeperSubject = `Hive notes ${run}`;
  const visitorEmail = `visitor-${run}@example.com`;

  // A visitor, from the landing page's feedback section.
  await page.goto('/#feedback');
  await page.locator('#feedback').getByRole('link', { name: 'Send feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Feedback', level: 1 })).toBeVisible();
  await expect(page.getByText('Your Previous Feedback')).toHaveCount(0);
  await sendFeedback(page, visitorSubject, { email: visitorEmail, stars: 5 });

  // A fresh beekeeper, from the menu.
  const beekeeper = await signedInPage(browser, await createAccount('feedback'));
  await beekeeper.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Feedback' }).click();
  await expect(beekeeper.getByText('No previous feedback submitted yet.')).toBeVisible();
  await expect(beekeeper.getByLabel('Email (optional)')).toHaveCount(0);
  await sendFeedback(beekeeper, beekeeperSubject);
  const previous = beekeeper.getByRole('list', { name: 'Your previous feedback' });
  await expect(previous.getByRole('listitem')).toHaveCount(1);
  await expect(previous).toContainText(beekeeperSubject);
  await expect(previous).toContainText('Open');
  await expectNoSeriousA11yViolations(beekeeper, '/feedback (beekeeper)');

  // The demo admin, on /admin from the menu.
  const admin = await signedInPage(browser, DEMO_ACCOUNTS.admin);
  await admin.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Admin' }).click();
  await expect(admin.getByRole('tab', { name: 'Feedback Management', selected: true })).toBeVisible();
  // The bell told the admin of the beekeeper's feedback at once, and of the visitor's after the job's next run.
  await runLocalJob('announceVisitorFeedback');
  await admin.reload();
  await admin
    .getByRole('banner')
    .getByRole('button', { name: /^Notifications, \d+\+? unread$/ })
    .click();
  const bell = admin.getByRole('dialog', { name: 'Notifications' });
  await expect(bell.getByRole('listitem').filter({ hasText: beekeeperSubject })).toContainText('New feedback');
  await expect(bell.getByRole('listitem').filter({ hasText: 'New feedback from visitors' }).first()).toBeVisible();
  await admin.keyboard.press('Escape');
  await expect(adminItem(admin, visitorSubject)).toContainText(`From ${visitorEmail}`);
  await expect(adminItem(admin, visitorSubject)).toContainText('5 out of 5 stars');
  await setStatus(admin, visitorSubject, 'In Progress');
  await admin.getByLabel('Filter by status').selectOption({ label: 'In Progress' });
  await expect(adminItem(admin, visitorSubject)).toBeVisible();
  await admin.getByLabel('Filter by status').selectOption({ label: 'All Statuses' });
  await setStatus(admin, beekeeperSubject, 'Resolved');
  await expectNoSeriousA11yViolations(admin, '/admin');

  // The beekeeper sees the admin's status, and is refused /admin.
  await beekeeper.reload();
  await expect(previous.getByRole('listitem').first()).toContainText('Resolved');
  await beekeeper.goto('/admin');
  await expect(beekeeper.getByRole('heading', { name: '403 Access denied' })).toBeVisible();
});

test.describe('at phone width', () => {
  test.use({ viewport: PHONE });

  test('/feedback and /admin fit a 390 px phone and pass axe', async ({ page, browser }) => {
    await page.goto('/feedback');
    await expect(page.getByRole('button', { name: 'Submit Feedback' })).toBeVisible();
    await expectNoSidewaysScroll(page, '/feedback at 390 px');
    await expectNoSeriousA11yViolations(page, '/feedback (visitor, 390 px)');

    const admin = await signedInPage(browser, DEMO_ACCOUNTS.admin, PHONE);
    await admin.goto('/admin');
    await expect(admin.getByRole('tab', { name: 'Feedback Management', selected: true })).toBeVisible();
    await expect(admin.getByRole('list', { name: 'Feedback figures' })).toContainText('Total Feedback');
    await expectNoSidewaysScroll(admin, '/admin at 390 px');
    await expectNoSeriousA11yViolations(admin, '/admin (390 px)');
  });
});
