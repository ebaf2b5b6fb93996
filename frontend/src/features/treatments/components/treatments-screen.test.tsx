import { screen, waitFor, within } from '@testing-library/react';
import { addDays, format } from 'date-fns';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TOASTS } from '@shared/messages';
import { toCalendarDate } from '@shared/rules/calendar';
import { DEFAULT_USER_PREFERENCES } from '@shared/domain/user-preferences';
import { paths } from '@/config/paths';
import { activateLocale } from '@/lib/i18n/catalog';
import { routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { cardOf } from '@/testing/queries';
import { buildApiary, buildHive } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { apiPattern, buildUser, recordBodies, serveBeekeeper, server } from '@/testing/server';
import {
  buildRecommendation,
  buildTreatment,
  serveForecast,
  serveRecommendations,
  serveTreatments,
} from '@/testing/treatments';
import { TreatmentsScreen } from './treatments-screen';
import { CLIENT_MADE_ID } from '@/testing/outbox';

const apiary = buildApiary({ latitude: '45.5', longitude: '-122.6' });
const buttercup = buildHive({
  id: '01HV000000000000000000H1V1',
  name: 'Buttercup',
  // 6 mites in a 300-bee wash: 2 per 100 bees, the form's count before.
  lastVarroaCheck: {
    inspectionDate: '2026-08-03',
    varroaMethod: 'alcohol_wash',
    varroaMites: 6,
    varroaSampleBees: 300,
    varroaBoardDays: null,
  },
});
const clover = buildHive({ id: '01HV000000000000000000H1V2', name: 'Clover' });
const proUser = buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' });

const today = () => toCalendarDate(new Date());
const inDays = (days: number) => toCalendarDate(addDays(new Date(), days));

function renderScreen(path: string = paths.app.treatments.getHref()) {
  return renderWithApp(<TreatmentsScreen />, { path });
}

const treatmentCards = () => [...screen.getByRole('list', { name: 'Treatments' }).children] as HTMLElement[];

describe('the treatments screen', () => {
  it('lists treatments newest first with their due markers, product, efficacy, feed and cost', async () => {
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup, clover] });
    serveRecommendations([]);
    serveTreatments([
      buildTreatment({
        id: '01HV000000000000000000TRT3',
        hiveId: clover.id,
        hiveName: 'Clover',
        treatmentType: 'feeding',
        treatmentName: 'Fall syrup',
        applicationDate: '2026-09-20',
        feedType: 'sugar_syrup',
        feedAmount: 12,
        syrupRatio: '2:1',
        sugarLbs: 8,
      }),
      buildTreatment({
        id: '01HV000000000000000000TRT2',
        hiveId: buttercup.id,
        hiveName: 'Buttercup',
        treatmentName: 'Apivar',
        productId: 'apivar',
        dosage: '2 strips per brood box',
        applicationDate: '2026-08-10',
        nextDueDate: inDays(30),
        varroaBefore: 4,
        varroaAfter: 0.5,
        efficacyPercent: 88,
        cost: 24.5,
      }),
      buildTreatment({
        id: '01HV000000000000000000TRT1',
        hiveId: buttercup.id,
        hiveName: 'Buttercup',
        treatmentName: 'Fumagilin',
        treatmentType: 'nosema',
        applicationDate: '2026-04-02',
        nextDueDate: '2026-04-20',
      }),
    ]);
    renderScreen();

    await screen.findByRole('heading', { name: 'Apivar' });
    expect(treatmentCards().map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Fall syrup',
      'Apivar',
      'Fumagilin',
    ]);
    const apivar = within(cardOf('Apivar'));
    expect(apivar.getByText('Upcoming')).toBeInTheDocument();
    expect(apivar.getByRole('link', { name: 'Buttercup' })).toHaveAttribute(
      'href',
      paths.app.hive.getHref(buttercup.id),
    );
    expect(apivar.getByText('Product').nextElementSibling).toHaveTextContent('Apivar (Amitraz)');
    expect(apivar.getByText('Efficacy').nextElementSibling).toHaveTextContent('88% (4 → 0.5 mites per 100 bees)');
    expect(apivar.getByText('Cost').nextElementSibling).toHaveTextContent('$24.50');
    expect(within(cardOf('Fumagilin')).getByText('Overdue')).toBeInTheDocument();
    const syrup = within(cardOf('Fall syrup'));
    expect(syrup.getByText('Fed').nextElementSibling).toHaveTextContent('Sugar syrup 2:1, 12 lbs (8 lbs of sugar)');
    expect(syrup.queryByText(/Upcoming|Overdue/)).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations('the treatments list');
  });

  it('filters by hive and by type in the address, and asks the API for just those', async () => {
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup, clover] });
    serveRecommendations([]);
    const requests = serveTreatments([
      buildTreatment({
        id: '01HV000000000000000000TRT2',
        hiveId: clover.id,
        hiveName: 'Clover',
        treatmentName: 'MAQS',
      }),
      buildTreatment({
        id: '01HV000000000000000000TRT1',
        hiveId: buttercup.id,
        hiveName: 'Buttercup',
        treatmentType: 'feeding',
        treatmentName: 'Spring syrup',
      }),
    ]);
    const { user } = renderScreen();

    await screen.findByRole('heading', { name: 'MAQS' });
    // The hive picker's first page of hives comes after the screen.
    await screen.findByRole('option', { name: 'Buttercup' });
    await user.selectOptions(screen.getByLabelText('Filter by hive'), 'Buttercup');
    expect(await screen.findByTestId('location')).toHaveTextContent(`/treatments?hiveId=${buttercup.id}`);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'MAQS' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Spring syrup' })).toBeInTheDocument();

    await user.selectOptions(screen.getByLabelText('Filter by type'), 'Varroa');
    expect(screen.getByTestId('location')).toHaveTextContent(`/treatments?hiveId=${buttercup.id}&treatmentType=varroa`);
    expect(await screen.findByRole('heading', { name: 'No treatments match these filters' })).toBeInTheDocument();
    expect(requests.at(-1)?.get('hiveId')).toBe(buttercup.id);
    expect(requests.at(-1)?.get('treatmentType')).toBe('varroa');

    await user.click(screen.getByRole('button', { name: 'Show all treatments' }));
    expect(await screen.findByRole('heading', { name: 'MAQS' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/treatments$/);
  });

  it('fills a varroa treatment in from the catalogue and warns about the forecast, supers and the same class', async () => {
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup, clover] });
    serveRecommendations([]);
    // Buttercup's last varroa treatment was formic acid too.
    serveTreatments([
      buildTreatment({
        hiveId: buttercup.id,
        hiveName: 'Buttercup',
        treatmentName: 'MAQS',
        productId: 'maqs',
        applicationDate: '2026-05-01',
      }),
    ]);
    // A hot second day: above Formic Pro's 85 °F.
    serveForecast(today(), [72, 92, 75, 70]);
    const bodies = recordBodies(routes.createTreatment, () =>
      HttpResponse.json(buildTreatment({ id: '01HV000000000000000000TRT9' }), { status: 201 }),
    );
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Log Treatment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log Treatment' }));
    expect(await dialog.findByLabelText('Treatment type')).toHaveValue('varroa');
    await user.selectOptions(dialog.getByLabelText('Hive'), 'Buttercup');
    // The hive's latest wash is the count before.
    expect(dialog.getByLabelText('Before')).toHaveValue('2');
    expect(dialog.getByText('From the alcohol wash of August 3, 2026.')).toBeInTheDocument();

    await user.selectOptions(dialog.getByLabelText('From the catalogue'), 'Formic Pro');
    expect(dialog.getByLabelText('Treatment name')).toHaveValue('Formic Pro');
    expect(dialog.getByLabelText('Dosage')).toHaveValue('2 strips per brood chamber');
    expect(dialog.getByLabelText('Next due date')).toHaveValue(inDays(14));
    const label = within(dialog.getByRole('group', { name: 'What the Formic Pro label says' }));
    expect(label.getByText('Active ingredient').nextElementSibling).toHaveTextContent('Formic acid');
    expect(label.getByText('Class').nextElementSibling).toHaveTextContent('Formic acid');
    expect(label.getByText('Temperature').nextElementSibling).toHaveTextContent('Daytime highs 50°F to 85°F');
    expect(label.getByText('Honey supers').nextElementSibling).toHaveTextContent('May stay on');
    expect(label.getByText('Source').nextElementSibling).toHaveTextContent('NOD Apiary Products');
    const warnings = await dialog.findByRole('list', { name: 'Warnings' });
    await waitFor(() =>
      expect(
        within(warnings)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        `Formic Pro works with daytime highs between 50 °F (10 °C) and 85 °F (29 °C); the forecast leaves that on ${format(addDays(new Date(), 1), 'MMM d')}.`,
        "The hive's last treatment (Mite Away Quick Strips (MAQS)) was also formic acid: alternate classes so the mites don't grow resistant.",
      ]),
    );

    // Apivar has no temperature window and is of another class, but its label forbids supers.
    await user.selectOptions(dialog.getByLabelText('From the catalogue'), 'Apivar');
    expect(dialog.getByLabelText('Next due date')).toHaveValue(inDays(42));
    expect(dialog.queryByRole('list', { name: 'Warnings' })).not.toBeInTheDocument();
    await user.click(dialog.getByLabelText('Honey supers on'));
    expect(within(dialog.getByRole('list', { name: 'Warnings' })).getByRole('listitem')).toHaveTextContent(
      'Apivar must not be used with honey supers on: take the supers off first, or choose a product that allows them.',
    );
    await expectNoSeriousA11yViolations('the treatment dialog with its warnings');

    await user.click(dialog.getByRole('button', { name: 'Create Treatment' }));
    expect(await screen.findByText(TOASTS.treatmentCreated)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        id: CLIENT_MADE_ID,
        hiveId: buttercup.id,
        treatmentType: 'varroa',
        treatmentName: 'Apivar',
        dosage: '2 strips per brood box (1 per 5 frames of bees)',
        applicationDate: today(),
        nextDueDate: inDays(42),
        productId: 'apivar',
        varroaBefore: 2,
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("shows the spec's messages for a treatment without its required fields", async () => {
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup, clover] });
    serveRecommendations([]);
    serveTreatments([]);
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Log Treatment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log Treatment' }));
    await user.click(await dialog.findByRole('button', { name: 'Create Treatment' }));
    expect(await dialog.findByText('Hive is required')).toBeInTheDocument();
    expect(dialog.getByText('Treatment name is required')).toBeInTheDocument();
    await user.type(dialog.getByLabelText('Cost ($)'), '-3');
    await user.click(dialog.getByRole('button', { name: 'Create Treatment' }));
    expect(await dialog.findByText('Cost must be positive')).toBeInTheDocument();
  });

  it("shows a catalogue label's temperatures in a metric beekeeper's °C first", async () => {
    const metric = buildUser({
      subscriptionPlan: 'pro',
      subscriptionStatus: 'active',
      preferences: { ...proUser.preferences, units: 'metric' },
    });
    serveBeekeeper({ user: metric, apiaries: [apiary], hives: [buttercup] });
    serveRecommendations([]);
    serveTreatments([]);
    serveForecast(today(), [72, 75, 70, 68]);
    const { user } = renderScreen();

    await user.click((await screen.findAllByRole('button', { name: 'Log Treatment' }))[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Log Treatment' }));
    await user.selectOptions(await dialog.findByLabelText('From the catalogue'), 'Formic Pro');
    const label = within(dialog.getByRole('group', { name: 'What the Formic Pro label says' }));
    expect(label.getByText('Temperature').nextElementSibling).toHaveTextContent('Daytime highs 10°C to 29°C');
    expect(label.getByText('Note').nextElementSibling).toHaveTextContent(
      'above 33 °C (92 °F) in the first 3 days risks brood and queen loss',
    );
  });

  it("records a feeding in the beekeeper's units and sends lbs", async () => {
    const metric = buildUser({
      subscriptionPlan: 'pro',
      subscriptionStatus: 'active',
      preferences: { ...DEFAULT_USER_PREFERENCES, units: 'metric' },
    });
    serveBeekeeper({ user: metric, apiaries: [apiary], hives: [buttercup] });
    serveRecommendations([]);
    serveTreatments([
      buildTreatment({
        hiveId: buttercup.id,
        hiveName: 'Buttercup',
        treatmentType: 'feeding',
        treatmentName: 'Spring syrup',
        feedType: 'sugar_syrup',
        feedAmount: 11.0231,
        syrupRatio: '1:1',
        sugarLbs: 5.51155,
      }),
    ]);
    const bodies = recordBodies(routes.createTreatment, () =>
      HttpResponse.json(buildTreatment({ id: '01HV000000000000000000TRT9' }), { status: 201 }),
    );
    const { user } = renderScreen();

    await screen.findByRole('heading', { name: 'Spring syrup' });
    const listed = within(cardOf('Spring syrup'));
    expect(listed.getByText('Fed').nextElementSibling).toHaveTextContent('Sugar syrup 1:1, 5 kg (2.5 kg of sugar)');

    await user.click(screen.getAllByRole('button', { name: 'Log Treatment' })[0] as HTMLElement);
    const dialog = within(await screen.findByRole('dialog', { name: 'Log Treatment' }));
    // The only hive is picked.
    expect(await dialog.findByLabelText('Hive')).toHaveValue(buttercup.id);
    await user.selectOptions(dialog.getByLabelText('Treatment type'), 'Feeding');
    expect(dialog.queryByLabelText('From the catalogue')).not.toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Feed'), 'Sugar syrup');
    await user.type(dialog.getByLabelText('Amount (kg)'), '5');
    await user.selectOptions(dialog.getByLabelText('Syrup ratio (sugar to water)'), '2:1 (fall stores)');
    await user.type(dialog.getByLabelText('Treatment name'), 'Fall syrup');
    await user.clear(dialog.getByLabelText('Before'));
    await user.click(dialog.getByRole('button', { name: 'Create Treatment' }));

    expect(await screen.findByText(TOASTS.treatmentCreated)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      treatmentType: 'feeding',
      treatmentName: 'Fall syrup',
      feedType: 'sugar_syrup',
      syrupRatio: '2:1',
    });
    expect(bodies[0]?.feedAmount).toBeCloseTo(5 / 0.45359237, 6);
    expect(bodies[0]).not.toHaveProperty('productId');
    expect(bodies[0]).not.toHaveProperty('varroaBefore');
  });

  it('offers a free beekeeper the upgrade for Treatment Tracking instead of the form, and keeps the list', async () => {
    serveBeekeeper({ apiaries: [apiary], hives: [buttercup] });
    serveRecommendations([]);
    serveTreatments([buildTreatment({ hiveId: buttercup.id, hiveName: 'Buttercup', treatmentName: 'Apiguard' })]);
    const { user } = renderScreen();

    expect(await screen.findByRole('heading', { name: 'Apiguard' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Log Treatment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log Treatment' }));
    expect(dialog.getByText('Treatment Tracking is a Pro feature')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Upgrade to Pro' })).toBeInTheDocument();
    expect(dialog.queryByLabelText('Treatment name')).not.toBeInTheDocument();
    expect(dialog.queryByRole('button', { name: 'Create Treatment' })).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations("a free beekeeper's Treatment Tracking prompt");
  });

  it('shows the upgrade when the server refuses a treatment with 402', async () => {
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup] });
    serveRecommendations([]);
    serveTreatments([]);
    server.use(
      http.post(apiPattern(routes.createTreatment), () =>
        HttpResponse.json({ message: 'Treatment Tracking is a Pro feature' }, { status: 402 }),
      ),
    );
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Log Treatment' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log Treatment' }));
    await user.type(await dialog.findByLabelText('Treatment name'), 'Oxalic acid');
    await user.click(dialog.getByRole('button', { name: 'Create Treatment' }));
    expect(await dialog.findByText('Treatment Tracking is a Pro feature')).toBeInTheDocument();
  });

  it('deletes a treatment after asking', async () => {
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup] });
    serveRecommendations([]);
    const treatments = [
      buildTreatment({
        hiveId: buttercup.id,
        hiveName: 'Buttercup',
        treatmentName: 'Apivar',
        applicationDate: '2026-08-10',
        recountTaskId: '01HV000000000000000000TSK1',
      }),
    ];
    serveTreatments(treatments);
    const deleted: string[] = [];
    server.use(
      http.delete(apiPattern(routes.deleteTreatment), ({ params }) => {
        deleted.push(String(params.id));
        treatments.splice(0);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Delete Apivar for Buttercup, August 10, 2026' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText(/with its pending recount task, will be deleted/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TOASTS.treatmentDeleted)).toBeInTheDocument();
    expect(deleted).toEqual(['01HV000000000000000000TRT1']);
    expect(await screen.findByRole('heading', { name: 'No treatments yet' })).toBeInTheDocument();
  });

  it('groups the recommendations as the dashboard does, and logs one with its hive, type and name', async () => {
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup, clover] });
    serveTreatments([]);
    serveRecommendations([
      buildRecommendation({
        hiveId: clover.id,
        hiveName: 'Clover',
        treatmentName: 'Spring feeding',
        priority: 'low',
        treatmentType: 'feeding',
      }),
      buildRecommendation({
        hiveId: buttercup.id,
        hiveName: 'Buttercup',
        treatmentName: 'Oxalic acid vapour',
        priority: 'urgent',
        reason: 'Mites at 4 per 100 bees: above the treatment threshold.',
      }),
      buildRecommendation({ hiveId: clover.id, hiveName: 'Clover', treatmentName: 'Varroa check', priority: 'medium' }),
    ]);
    const { user } = renderScreen();

    const section = within(await screen.findByRole('region', { name: 'Recommendations' }));
    const urgent = within(await section.findByRole('region', { name: 'Urgent' }));
    expect(await urgent.findByText('Oxalic acid vapour')).toBeInTheDocument();
    expect(urgent.getByText('Mites at 4 per 100 bees: above the treatment threshold.')).toBeInTheDocument();
    const others = within(section.getByRole('region', { name: 'Other recommendations' }));
    expect(others.getAllByRole('listitem').map((item) => item.querySelector('p')?.textContent)).toEqual([
      'Varroa check',
      'Spring feeding',
    ]);

    await user.click(urgent.getByRole('button', { name: 'Log treatment: Oxalic acid vapour for Buttercup' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log Treatment' }));
    expect(await dialog.findByLabelText('Hive')).toHaveValue(buttercup.id);
    expect(dialog.getByLabelText('Treatment type')).toHaveValue('varroa');
    expect(dialog.getByLabelText('Treatment name')).toHaveValue('Oxalic acid vapour');
  });

  it('starts the form at the catalogue product a recommendation names', async () => {
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup] });
    serveTreatments([]);
    serveRecommendations([
      buildRecommendation({ hiveId: buttercup.id, hiveName: 'Buttercup', treatmentName: 'Apiguard', priority: 'high' }),
    ]);
    serveForecast(today(), [70, 72, 68]);
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Log treatment: Apiguard for Buttercup' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Log Treatment' }));
    expect(await dialog.findByLabelText('From the catalogue')).toHaveValue('apiguard');
    expect(dialog.getByLabelText('Dosage')).toHaveValue('One 50 g tray per 10 frames, a second after 2 weeks');
    expect(dialog.getByLabelText('Next due date')).toHaveValue(inDays(42));
  });
});

describe('the treatments screen in German', () => {
  it('speaks a German beekeeper’s words: its list, the recommendations and the Log Treatment dialog', async () => {
    await activateLocale('de');
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup, clover] });
    serveRecommendations([
      buildRecommendation({
        hiveId: buttercup.id,
        hiveName: 'Buttercup',
        priority: 'urgent',
        daysSinceLastTreatment: 12,
      }),
    ]);
    serveTreatments([
      buildTreatment({
        id: '01HV000000000000000000TRT2',
        hiveId: buttercup.id,
        hiveName: 'Buttercup',
        treatmentName: 'Apivar',
        productId: 'apivar',
        applicationDate: '2026-08-10',
        varroaBefore: 4,
        varroaAfter: 0.5,
        efficacyPercent: 88,
        cost: 24.5,
      }),
    ]);
    serveForecast(today(), [70, 72, 68]);
    const { user } = renderScreen();

    expect(await screen.findByRole('heading', { level: 1, name: 'Behandlungen' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Empfehlungen' })).toBeInTheDocument();
    expect(await screen.findByText('Dringend', { selector: 'h3' })).toBeInTheDocument();
    expect(screen.getByText(/zuletzt behandelt vor 12 Tagen/)).toBeInTheDocument();
    expect(screen.getByLabelText('Nach Volk filtern')).toHaveDisplayValue('Alle Völker');
    await screen.findByRole('heading', { name: 'Apivar' });
    const apivar = within(cardOf('Apivar'));
    expect(apivar.getByText('Angewendet').nextElementSibling).toHaveTextContent('10. August 2026');
    expect(apivar.getByText('Mittel').nextElementSibling).toHaveTextContent('Apivar (Amitraz)');
    expect(apivar.getByText('Wirkungsgrad').nextElementSibling).toHaveTextContent(
      '88 % (4 → 0,5 Milben pro 100 Bienen)',
    );
    expect(apivar.getByText('Kosten').nextElementSibling).toHaveTextContent('24,50 $');
    expect(apivar.getByRole('button', { name: 'Apivar für Buttercup, 10. August 2026 löschen' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Behandlung eintragen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Behandlung eintragen' }));
    await user.selectOptions(await dialog.findByLabelText('Volk'), 'Buttercup');
    expect(dialog.getByText('Aus der Alkoholauswaschung vom 3. August 2026.')).toBeInTheDocument();
    await user.selectOptions(dialog.getByLabelText('Aus dem Katalog'), 'Oxalsäure-Träufeln (Api-Bioxal)');
    expect(dialog.getByLabelText('Bezeichnung')).toHaveValue('Oxalsäure-Träufeln (Api-Bioxal)');
    expect(dialog.getByLabelText('Dosierung')).toHaveValue('5 ml pro besetzte Wabengasse, höchstens 50 ml pro Volk');
    const label = within(
      dialog.getByRole('group', { name: 'Was die Packungsbeilage von Oxalsäure-Träufeln (Api-Bioxal) sagt' }),
    );
    expect(label.getByText('Wirkstoff').nextElementSibling).toHaveTextContent('Oxalsäure');
    expect(label.getByText('Dauer').nextElementSibling).toHaveTextContent('1 Tag');
    expect(label.getByText('Honigräume').nextElementSibling).toHaveTextContent('Während der Behandlung ab');
  });
});
