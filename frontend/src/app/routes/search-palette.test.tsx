import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { buildApiary, buildHive } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { apiUrl, buildUser, serveBeekeeper, server } from '@/testing/server';
import { SearchPalette } from './search-palette';

const HOME_YARD = buildApiary({ id: '01HV000000000000000000APA1', name: 'Home Yard' });
const buttercup = buildHive({ id: '01HV000000000000000000H1V1', name: 'Buttercup', apiaryId: HOME_YARD.id });
const clover = buildHive({ id: '01HV000000000000000000H1V2', name: 'Clover', apiaryId: HOME_YARD.id });

const box = () => screen.getByRole('combobox', { name: /^Search hives/ });
const actionTexts = () =>
  within(screen.getByRole('group', { name: 'Actions' }))
    .getAllByRole('option')
    .map((option) => option.textContent);

describe("the search palette's actions", () => {
  it("marks for a free beekeeper what needs Pro, and opens New inspection on a hive's page with that hive", async () => {
    const beekeeper = buildUser();
    serveBeekeeper({ user: beekeeper, apiaries: [HOME_YARD], hives: [buttercup, clover] });
    server.use(http.get(apiUrl(routes.getWeather), () => HttpResponse.json({ available: false })));
    const { user } = renderWithApp(<SearchPalette user={beekeeper} />, {
      path: paths.app.hive.getHref(clover.id),
      route: null,
    });

    await user.click(box());
    await screen.findByRole('listbox');
    expect(actionTexts()).toEqual([
      'New inspection',
      'Log treatmentPRO',
      'Log feedingPRO',
      'Add task',
      'Record harvestPRO',
      'Add transactionPRO',
    ]);
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Record Inspection' }));
    expect(await dialog.findByLabelText('Hive', {}, { timeout: 8_000 })).toHaveDisplayValue('Clover');
  });

  it('offers a Pro beekeeper every action unmarked, and Log feeding opens the treatment form at a feeding', async () => {
    const beekeeper = buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' });
    serveBeekeeper({ user: beekeeper, apiaries: [HOME_YARD], hives: [buttercup, clover] });
    const { user } = renderWithApp(<SearchPalette user={beekeeper} />, { route: null });

    await user.type(box(), 'syrup');
    await screen.findByRole('listbox');
    expect(actionTexts()).toEqual(['Log feeding']);
    await user.keyboard('{Enter}');
    const dialog = within(await screen.findByRole('dialog', { name: 'Log Treatment' }));
    expect(await dialog.findByLabelText('Treatment type', {}, { timeout: 8_000 })).toHaveValue('feeding');

    await user.keyboard('{Escape}');
    await user.click(box());
    expect(actionTexts().every((text) => !text?.includes('PRO'))).toBe(true);
  });
});
