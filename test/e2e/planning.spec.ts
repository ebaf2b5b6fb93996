/**
 * The planning journey: a beekeeper whose colony's last alcohol wash is far above the threshold sees an urgent
 * Treatment Reminder and no upcoming tasks on the dashboard; adds this season's tasks from `/schedule`, completes the
 * repeating one and finds the next one scheduled; logs the recommended treatment from `/treatments`; and comes back
 * to a dashboard whose cards changed: no urgent reminder for that colony, and the tasks ahead listed.
 */
import { TOASTS } from '../../shared/messages';
import { seasonTaskTemplates } from '../../shared/rules/task-templates';
import { apiFor, createAccount, createHiveNeedingTreatment, openSignedIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expect, test } from './support/fixtures';
import { expectNoSidewaysScroll } from './support/screens';

const LATITUDE = '45.5231';
const HIVE = 'Linden';

test('a beekeeper plans the season, completes a repeating task and logs the recommended treatment', async ({
  page,
}) => {
  // An admin has Pro access: adding treatments is a Pro feature.
  const account = await createAccount('planning', { admin: true });
  const api = await apiFor(account);
  await createHiveNeedingTreatment(api, { hiveName: HIVE, latitude: LATITUDE });
  const today = new Date();

  await openSignedIn(page, account);
  const reminders = page.getByRole('region', { name: 'Treatment Reminders' });
  const urgent = reminders.getByRole('region', { name: 'Urgent' });
  await expect(urgent.getByRole('link', { name: HIVE })).toBeVisible();
  const upcoming = page.getByRole('region', { name: 'Upcoming Tasks' });
  await expect(upcoming.getByText('No upcoming tasks.')).toBeVisible();

  // The season's checklist, dated from today for this apiary's hemisphere, and its repeating task.
  const templates = seasonTaskTemplates(today, LATITUDE);
  const repeating = templates.find((template) => template.repeat !== 'none');
  if (!repeating) throw new Error("This season's templates have no repeating task to complete");
  await page.getByRole('navigation').getByRole('link', { name: 'Schedule' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Task Schedule' })).toBeVisible();
  await page.getByRole('button', { name: "Add this season's tasks" }).click();
  const checklist = page.getByRole('dialog', { name: "This season's tasks" });
  await expect(checklist.getByLabel('Apiary').locator('option:checked')).toHaveText('Ridge Apiary');
  await expectNoSeriousA11yViolations(page, "the season's checklist");
  await checklist.getByRole('button', { name: `Add ${String(templates.length)} tasks` }).click();
  await expect(page.getByText(TOASTS.tasksCreated(`${String(templates.length)} tasks`), { exact: true })).toBeVisible();
  await expect(checklist).toBeHidden();

  const doneBoxes = page.getByRole('checkbox', { name: `Done: ${repeating.title}` });
  await expect(doneBoxes).toHaveCount(1);
  await doneBoxes.first().click();
  await expect(page.getByText(new RegExp(`^${TOASTS.taskCompleted}\\. Next one due `))).toBeVisible();
  // The completed task and the next one, still to do.
  await expect(doneBoxes).toHaveCount(2);
  await expect(page.getByRole('checkbox', { name: `Done: ${repeating.title}`, checked: true })).toHaveCount(1);
  await expect(page.getByRole('checkbox', { name: `Done: ${repeating.title}`, checked: false })).toHaveCount(1);
  await expectNoSidewaysScroll(page, 'the schedule');

  // The urgent recommendation, logged from /treatments with the dialog filled in from it.
  await page.getByRole('navigation').getByRole('link', { name: 'Treatments' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Treatments' })).toBeVisible();
  const logFromRecommendation = page.getByRole('button', { name: new RegExp(`^Log treatment: .+ for ${HIVE}$`) });
  await logFromRecommendation.first().click();
  const dialog = page.getByRole('dialog', { name: 'Log Treatment' });
  await expect(dialog.getByLabel('Hive').locator('option:checked')).toHaveText(HIVE);
  await expect(dialog.getByLabel('Treatment name')).not.toHaveValue('');
  await expectNoSeriousA11yViolations(page, 'the treatment dialog from a recommendation');
  await dialog.getByLabel('Cost ($)').fill('18.50');
  await dialog.getByRole('button', { name: 'Create Treatment' }).click();
  await expect(page.getByText(TOASTS.treatmentCreated, { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(
    page
      .getByRole('heading', { name: HIVE })
      .or(page.getByRole('link', { name: HIVE }))
      .first(),
  ).toBeVisible();

  // The dashboard's cards follow: the colony was treated, and the season's tasks lie ahead.
  await page.getByRole('navigation').getByRole('link', { name: 'Dashboard' }).first().click();
  await expect(reminders).toBeVisible();
  await expect(reminders.getByRole('region', { name: 'Urgent' })).toHaveCount(0);
  await expect(upcoming.getByRole('checkbox', { name: /^Done: / }).first()).toBeVisible();
  await expect(upcoming.getByText('No upcoming tasks.')).toHaveCount(0);

  // Its cost is an expense in Finance, left to the treatment to change.
  await page.getByRole('navigation').getByRole('link', { name: 'Finance' }).first().click();
  const treatmentCost = page
    .getByRole('list', { name: 'Transactions' })
    .getByRole('article')
    .filter({ hasText: 'Recorded with a treatment' });
  await expect(treatmentCost).toContainText('-$18.50');
  await expect(treatmentCost).toContainText(HIVE);
});
