/**
 * The header search in the browser: a new beekeeper finds their hive by a word of one of its inspection notes,
 * from the keyboard alone (Ctrl+K, type, Enter opens the hive's inspections), then a hive by its name with '/',
 * and the open results pass axe at 390 px without scrolling sideways. Back on a laptop, on that hive's page, the
 * palette's New inspection (Ctrl+K, "insp", Enter) opens the inspection dialog with the hive chosen.
 */
import { randomBytes } from 'node:crypto';
import type { Hive } from '../../shared/schemas/hive';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { apiFor, createAccount, createApiaryWithHives, openSignedIn } from './support/accounts';
import { expectNoSeriousA11yViolations } from './support/axe';
import { expectNoSidewaysScroll } from './support/screens';
import { expect, test } from './support/fixtures';

test('a beekeeper finds a hive by a word of an inspection note, from the keyboard', async ({ page }) => {
  const account = await createAccount('search');
  await createApiaryWithHives(account, 2);
  const api = await apiFor(account);
  const hives = (await api<Hive[]>('GET', apiPath(routes.listHives))).body;
  const hive = hives[1] as Hive;
  // A word no other note has: letters only, as the index splits on anything else.
  const word = `mite${randomBytes(6).toString('hex').replace(/\d/g, 'x')}`;
  const recorded = await api('POST', apiPath(routes.createInspection), {
    hiveId: hive.id,
    inspectionDate: '2026-05-01',
    notes: `Drone brood uncapped: ${word} found on the cappings`,
  });
  expect(recorded.status).toBe(201);

  await openSignedIn(page, account);
  await page.keyboard.press('Control+k');
  const box = page.getByRole('combobox', { name: 'Search hives, apiaries, inspections, treatments and tasks' });
  await expect(box).toBeFocused();
  await box.pressSequentially(word.slice(0, 8));
  const results = page.getByRole('listbox', { name: 'Search results' });
  const inspections = results.getByRole('group', { name: 'Inspections' });
  await expect(inspections.getByRole('option')).toHaveCount(1);
  // The day in the beekeeper's words (with its year once 2026 is past).
  await expect(inspections.getByRole('option')).toContainText(`${hive.name} · Fri, May 1`);
  await expect(inspections.getByRole('option')).toContainText(word);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/inspections\\?hiveId=${hive.id}$`));
  await expect(page.getByText(`Drone brood uncapped: ${word}`)).toBeVisible();

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('heading', { level: 1 }).first().click();
  await page.keyboard.press('/');
  await expect(box).toBeFocused();
  await box.pressSequentially('orchard hive 2');
  const hiveOption = results.getByRole('group', { name: 'Hives' }).getByRole('option', { name: /Orchard Hive 2/ });
  await expect(hiveOption).toBeVisible();
  await expectNoSidewaysScroll(page, 'the search results at 390 px');
  await expectNoSeriousA11yViolations(page, 'the search results (390 px)');
  await hiveOption.click();
  await expect(page).toHaveURL(new RegExp(`/hives/${hive.id}$`));

  await page.setViewportSize({ width: 1280, height: 800 });
  await page.keyboard.press('Control+k');
  await expect(box).toBeFocused();
  await box.pressSequentially('insp');
  const newInspection = results.getByRole('group', { name: 'Actions' }).getByRole('option', { name: 'New inspection' });
  await expect(newInspection).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  const inspection = page.getByRole('dialog', { name: 'Record Inspection' });
  await expect(inspection.getByLabel('Hive').locator('option:checked')).toHaveText(hive.name);
  await expect(results).toBeHidden();
});
