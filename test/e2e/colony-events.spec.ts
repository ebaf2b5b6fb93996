/**
 * A beekeeper splits a colony from its hive's page: the new hive appears, the split shows on both hives' colony
 * histories with the follow-up tasks on the schedule, and undoing it from the parent's page takes it all back. On a
 * phone, as beekeepers record at the hive.
 */
import { expect, test } from '@playwright/test';
import words from '../../shared/i18n/catalogs/colony-events/en-US.json' with { type: 'json' };
import taskTitles from '../../shared/i18n/catalogs/server-tasks/en-US.json' with { type: 'json' };
import { createAccount, createApiaryWithHives, openSignedIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoSidewaysScroll } from './support/screens';

test.use({ viewport: { width: 390, height: 844 } });

test('a split from the hive page makes the new hive, shows on both histories and the schedule, and undoes', async ({
  page,
}) => {
  const account = await createAccount('colony-split');
  await createApiaryWithHives(account, 1);
  await openSignedIn(page, account, '/hives');
  await page.getByRole('link', { name: 'Orchard Hive 1', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Orchard Hive 1', level: 1 })).toBeVisible();

  const history = page.getByRole('region', { name: words['history.heading'] });
  await expect(history).toContainText(words['history.empty']);
  await history.getByRole('button', { name: words['history.record'] }).click();
  const dialog = page.getByRole('dialog', { name: words['history.record'] });
  await expect(dialog.getByLabel('What happened')).toHaveValue('split');
  await dialog.getByLabel('New hive name').fill('Orchard Nuc');
  await dialog.getByLabel('Frames moved', { exact: true }).fill('5');
  await dialog.getByLabel('Brood frames moved').fill('3');
  await expectNoSeriousA11yViolations(page, 'colony event dialog');
  await dialog.getByRole('button', { name: 'Create Colony Event' }).click();
  await expect(dialog).toBeHidden();

  const split = history.getByRole('listitem').filter({ hasText: 'Split' });
  await expect(split).toContainText('5 frames moved · 3 of brood');
  await expectNoSidewaysScroll(page, 'hive page with its colony history');
  await expectNoSeriousA11yViolations(page, 'colony history');

  // The new hive's page shows the same event, and names its parent in its family.
  await split.getByRole('link', { name: 'Orchard Nuc' }).click();
  await expect(page.getByRole('heading', { name: 'Orchard Nuc', level: 1 })).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: words['history.heading'] })
      .getByLabel("This colony's family")
      .getByRole('link', { name: 'Orchard Hive 1' }),
  ).toBeVisible();

  // Its queenless part is watched on the schedule.
  await page.goto('/schedule');
  await expect(page.getByText(taskTitles['followUp.checkQueenCells'])).toBeVisible();

  // Undone from the parent's page: the new hive and its tasks go.
  await page.goto('/hives');
  await page.getByRole('link', { name: 'Orchard Hive 1', exact: true }).click();
  await history.getByRole('button', { name: words['history.undo'] }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: words['history.undo'] }).click();
  await expect(history).toContainText(words['history.empty']);
  await page.goto('/hives');
  await expect(page.getByRole('link', { name: 'Orchard Hive 1', exact: true })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Orchard Nuc', exact: true })).toHaveCount(0);
  await page.goto('/schedule');
  await expect(page.getByText(taskTitles['followUp.checkQueenCells'])).toHaveCount(0);
});
