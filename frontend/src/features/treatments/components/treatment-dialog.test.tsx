import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TOASTS } from '@shared/messages';
import { DEFAULT_USER_PREFERENCES } from '@shared/domain/user-preferences';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { buildApiary, buildHive } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { apiUrl, buildUser, recordBodies, serveBeekeeper, server } from '@/testing/server';
import { buildTreatment, serveRecommendations, serveTreatments } from '@/testing/treatments';
import { TreatmentsScreen } from './treatments-screen';

const apiary = buildApiary();
const buttercup = buildHive({ id: '01HV000000000000000000H1V1', name: 'Buttercup' });
const clover = buildHive({ id: '01HV000000000000000000H1V2', name: 'Clover' });
const metricPro = buildUser({
  subscriptionPlan: 'pro',
  subscriptionStatus: 'active',
  preferences: { ...DEFAULT_USER_PREFERENCES, units: 'metric' },
});

/** 5 kg of 1:1 syrup, as HiveKeeper keeps it: in lbs. */
const springSyrup = buildTreatment({
  id: '01HV000000000000000000TRT4',
  hiveId: buttercup.id,
  hiveName: 'Buttercup',
  treatmentType: 'feeding',
  treatmentName: 'Spring syrup',
  applicationDate: '2026-04-12',
  feedType: 'sugar_syrup',
  feedAmount: 5 / 0.45359237,
  syrupRatio: '1:1',
  sugarLbs: 2.5 / 0.45359237,
  cost: 6,
});

function renderScreen() {
  return renderWithApp(<TreatmentsScreen />, { path: paths.app.treatments.getHref() });
}

describe('the treatment dialog', () => {
  it("edits a treatment as recorded, in the beekeeper's units, and moves it to another hive", async () => {
    serveBeekeeper({ user: metricPro, apiaries: [apiary], hives: [buttercup, clover] });
    serveRecommendations([]);
    serveTreatments([springSyrup]);
    const bodies = recordBodies(routes.updateTreatment, { id: springSyrup.id }, (body) =>
      HttpResponse.json({ ...springSyrup, ...body }),
    );
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Edit Spring syrup for Buttercup, April 12, 2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Treatment' }));
    expect(await dialog.findByLabelText('Amount (kg)')).toHaveValue('5');
    expect(dialog.getByLabelText('Feed')).toHaveValue('sugar_syrup');
    expect(dialog.getByLabelText('Syrup ratio (sugar to water)')).toHaveValue('1:1');
    expect(dialog.getByLabelText('Cost ($)')).toHaveValue('6.00');
    expect(dialog.getByLabelText('Application date')).toHaveValue('2026-04-12');
    await user.selectOptions(dialog.getByLabelText('Hive'), 'Clover');
    await user.clear(dialog.getByLabelText('Amount (kg)'));
    await user.type(dialog.getByLabelText('Amount (kg)'), '4.5');
    await user.click(dialog.getByRole('button', { name: 'Update Treatment' }));

    expect(await screen.findByText(TOASTS.treatmentUpdated)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ hiveId: clover.id, treatmentName: 'Spring syrup', cost: 6, syrupRatio: '1:1' });
    expect(bodies[0]?.feedAmount).toBeCloseTo(4.5 / 0.45359237, 6);
  });

  it('drops the feed when a feeding becomes another type, so nothing hidden holds the form back', async () => {
    serveBeekeeper({ user: metricPro, apiaries: [apiary], hives: [buttercup] });
    serveRecommendations([]);
    serveTreatments([springSyrup]);
    const bodies = recordBodies(routes.updateTreatment, { id: springSyrup.id }, (body) =>
      HttpResponse.json({ ...springSyrup, ...body }),
    );
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Edit Spring syrup for Buttercup, April 12, 2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Treatment' }));
    await user.selectOptions(await dialog.findByLabelText('Treatment type'), 'Prevention');
    expect(dialog.queryByLabelText('Amount (kg)')).not.toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Update Treatment' }));

    expect(await screen.findByText(TOASTS.treatmentUpdated)).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({ treatmentType: 'prevention' });
    expect(bodies[0]).not.toHaveProperty('feedType');
    expect(bodies[0]).not.toHaveProperty('feedAmount');
    expect(bodies[0]).not.toHaveProperty('syrupRatio');
  });

  it('offers a free beekeeper the upgrade instead of the edit form', async () => {
    serveBeekeeper({ apiaries: [apiary], hives: [buttercup] });
    serveRecommendations([]);
    serveTreatments([springSyrup]);
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Edit Spring syrup for Buttercup, April 12, 2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Treatment' }));
    expect(dialog.getByText('Treatment Tracking is a Pro feature')).toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Update Treatment' })).not.toBeInTheDocument();
  });

  it("says when there is no forecast to check a product's temperature window against", async () => {
    serveBeekeeper({ user: metricPro, apiaries: [apiary], hives: [buttercup] });
    serveRecommendations([]);
    serveTreatments([]);
    server.use(
      http.get(apiUrl(routes.getWeather), () =>
        HttpResponse.json({ available: false, message: 'Weather unavailable' }),
      ),
    );
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Log Treatment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log Treatment' }));
    await user.selectOptions(await dialog.findByLabelText('From the catalogue'), 'Apilife Var');
    // The label's window in the beekeeper's units.
    const label = within(dialog.getByRole('group', { name: 'What the Apilife Var label says' }));
    expect(label.getByText('Temperature').nextElementSibling).toHaveTextContent('Daytime highs 15°C to 30°C');
    expect(await dialog.findByText(/No forecast for this hive's apiary/)).toBeInTheDocument();
    await waitFor(() => expect(dialog.queryByRole('list', { name: 'Warnings' })).not.toBeInTheDocument());
    await expectNoSeriousA11yViolations('the treatment dialog without a forecast');
  });

  it('loads older treatments a page at a time', async () => {
    serveBeekeeper({ user: metricPro, apiaries: [apiary], hives: [buttercup] });
    serveRecommendations([]);
    const requests = serveTreatments(
      Array.from({ length: 25 }, (_, index) =>
        buildTreatment({
          id: `01HV00000000000000000TR${String(index).padStart(3, '0')}`,
          treatmentName: `Treatment ${index + 1}`,
          applicationDate: `2026-06-${String(30 - index).padStart(2, '0')}`,
        }),
      ),
    );
    const { user } = renderScreen();

    await screen.findByRole('heading', { name: 'Treatment 20' });
    expect(screen.queryByRole('heading', { name: 'Treatment 21' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load more treatments' }));
    expect(await screen.findByRole('heading', { name: 'Treatment 25' })).toBeInTheDocument();
    expect(requests.at(-1)?.get('cursor')).toBe('2026-06-11_01HV00000000000000000TR019');
    expect(screen.queryByRole('button', { name: 'Load more treatments' })).not.toBeInTheDocument();
  });
});
