import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { TOASTS } from '@shared/messages';
import { toCalendarDate } from '@shared/rules/calendar';
import type { ProductionRecord } from '@shared/schemas/production';
import { DEFAULT_USER_PREFERENCES } from '@shared/domain/user-preferences';
import { paths } from '@/config/paths';
import { activateLocale } from '@/lib/i18n/catalog';
import { routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import {
  buildProductionRecord,
  buildProductionSummary,
  buildYieldForecast,
  honeyMonths,
  serveProduction,
  serveProductionSummaries,
  serveYieldForecast,
} from '@/testing/production';
import { cardOf } from '@/testing/queries';
import { buildApiary, buildHive } from '@/testing/records';
import { renderWithApp } from '@/testing/render';
import { apiPattern, apiUrl, buildUser, recordBodies, serveBeekeeper, server } from '@/testing/server';
import { ProductionScreen } from './production-screen';
import { CLIENT_MADE_ID } from '@/testing/outbox';

const THIS_YEAR = new Date().getFullYear();
const apiary = buildApiary({ id: '01HV000000000000000000AP01', name: 'Home Yard' });
const buttercup = buildHive({ id: '01HV000000000000000000H1V1', name: 'Buttercup', apiaryId: apiary.id });
const clover = buildHive({ id: '01HV000000000000000000H1V2', name: 'Clover', apiaryId: apiary.id });
const proUser = buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' });
const metricProUser = buildUser({
  subscriptionPlan: 'pro',
  subscriptionStatus: 'active',
  preferences: { ...DEFAULT_USER_PREFERENCES, units: 'metric' },
});

/**
 * 100.1 lbs of honey over 4 active hives is 25.025 lbs each: the server's 25.0 lbs to one decimal, and in kg
 * 11.35 (11.4) when converted from the total, but 11.34 (11.3) if the rounded lbs were converted again.
 */
const summary = buildProductionSummary({
  year: THIS_YEAR,
  honey: { lbs: 100.1, jars: 24 },
  activeHives: 4,
  honeyPerActiveHiveLbs: 25,
  byProduct: [
    { productType: 'honey', lbs: 100.1, jars: 24 },
    { productType: 'wax', lbs: 3, jars: 0 },
  ],
  byHive: [
    { hiveId: buttercup.id, hiveName: 'Buttercup', lbs: 70.1, jars: 24, otherProducts: { lbs: 0, jars: 0 } },
    { hiveId: clover.id, hiveName: 'Clover', lbs: 30, jars: 0, otherProducts: { lbs: 3, jars: 0 } },
  ],
  byApiary: [
    { apiaryId: apiary.id, apiaryName: 'Home Yard', lbs: 100.1, jars: 24, otherProducts: { lbs: 3, jars: 0 } },
  ],
  honeyByMonth: honeyMonths(THIS_YEAR, {
    6: { lbs: 40, lastYearLbs: 22.5 },
    8: { lbs: 60.1, jars: 24, lastYearLbs: 30 },
  }),
});

const today = () => toCalendarDate(new Date());

function renderScreen(path: string = paths.app.production.getHref()) {
  serveYieldForecast(buildYieldForecast());
  return renderWithApp(<ProductionScreen />, { path });
}

const harvestCards = () => [...screen.getByRole('list', { name: 'Harvests' }).children] as HTMLElement[];
const figure = (name: string) => within(screen.getByRole('group', { name }));
const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent));

describe('the production screen', () => {
  it('sums the year in lbs for an imperial beekeeper: honey by weight, jars apart, per active hive, by product and apiary', async () => {
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup, clover] });
    serveProduction([buildProductionRecord({ hiveId: buttercup.id, hiveName: 'Buttercup' })]);
    const years = serveProductionSummaries({ [THIS_YEAR]: summary });
    renderScreen();

    expect(await screen.findByRole('heading', { level: 1, name: 'Production Tracking' })).toBeInTheDocument();
    expect(await screen.findByRole('group', { name: `Total honey in ${String(THIS_YEAR)}` })).toBeInTheDocument();
    expect(years).toContain(THIS_YEAR);
    expect(figure(`Total honey in ${String(THIS_YEAR)}`).getByText('100.1 lbs')).toBeInTheDocument();
    // This season's forecast sits beside the year's figures.
    expect(await screen.findByRole('region', { name: /Yield Forecast/ })).toHaveTextContent('110.2 lbs');
    expect(figure(`Total honey in ${String(THIS_YEAR)}`).getByText(/And 24 jars, counted apart/)).toBeInTheDocument();
    expect(figure('Honey per active hive').getByText('25 lbs')).toBeInTheDocument();
    expect(figure('Honey per active hive').getByText(/over 4 active hives/)).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: `Harvest by product in ${String(THIS_YEAR)}` }))).toEqual([
      ['Honey', '100.1 lbs', '24 jars'],
      ['Wax', '3 lbs', '0 jars'],
    ]);
    expect(rowsOf(screen.getByRole('table', { name: `Harvest by apiary in ${String(THIS_YEAR)}` }))).toEqual([
      ['Home Yard', '100.1 lbs', '24 jars', '3 lbs'],
    ]);
    const byHive = screen.getByRole('table', { name: `Harvest by hive in ${String(THIS_YEAR)}` });
    expect(within(byHive).getByRole('columnheader', { name: 'Wax and other products' })).toBeInTheDocument();
    expect(rowsOf(byHive)).toEqual([
      ['Buttercup', '70.1 lbs', '24 jars', '-'],
      ['Clover', '30 lbs', '0 jars', '3 lbs'],
    ]);
    expect(within(byHive).getByRole('link', { name: 'Buttercup' })).toHaveAttribute(
      'href',
      paths.app.hive.getHref(buttercup.id),
    );
    await expectNoSeriousA11yViolations('the production screen');
  });

  it('sums the year in kg for a metric beekeeper, the average rounded once from the total', async () => {
    serveBeekeeper({ user: metricProUser, apiaries: [apiary], hives: [buttercup, clover] });
    serveProduction([buildProductionRecord({ hiveId: buttercup.id, hiveName: 'Buttercup' })]);
    serveProductionSummaries({ [THIS_YEAR]: summary });
    renderScreen();

    const total = within(await screen.findByRole('group', { name: `Total honey in ${String(THIS_YEAR)}` }));
    // 100.1 lbs is 45.40 kg.
    expect(total.getByText('45.4 kg')).toBeInTheDocument();
    expect(total.getByText(/And 24 jars/)).toBeInTheDocument();
    expect(figure('Honey per active hive').getByText('11.4 kg')).toBeInTheDocument();
    expect(rowsOf(screen.getByRole('table', { name: `Harvest by product in ${String(THIS_YEAR)}` }))).toEqual([
      ['Honey', '45.4 kg', '24 jars'],
      ['Wax', '1.4 kg', '0 jars'],
    ]);
    expect(screen.getByText(`${String(THIS_YEAR)} against ${String(THIS_YEAR - 1)}, by weight in kg.`)).toBeVisible();
  });

  it('says there is no average without an active hive, and nothing harvested in a year without harvests', async () => {
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup] });
    serveProduction([
      buildProductionRecord({ hiveId: buttercup.id, hiveName: 'Buttercup', harvestDate: '2024-07-01' }),
    ]);
    serveProductionSummaries({});
    renderScreen();

    expect(await screen.findByRole('group', { name: 'Honey per active hive' })).toHaveTextContent('No active hives');
    expect(figure(`Total honey in ${String(THIS_YEAR)}`).getByText('0 lbs')).toBeInTheDocument();
    expect(screen.getAllByText(`Nothing harvested in ${String(THIS_YEAR)}.`)).toHaveLength(2);
    expect(
      screen.getByText(`No honey recorded in ${String(THIS_YEAR)} or ${String(THIS_YEAR - 1)} yet.`, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByText(`No harvests recorded in ${String(THIS_YEAR)}.`)).toBeInTheDocument();
  });

  it('charts honey by month against last year, with the figures as a table, loading recharts on its own', async () => {
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup, clover] });
    serveProduction([buildProductionRecord({ hiveId: buttercup.id, hiveName: 'Buttercup' })]);
    serveProductionSummaries({ [THIS_YEAR]: summary });
    const { user } = renderScreen();

    const months = within(await screen.findByRole('region', { name: 'Honey by month' }));
    expect(await months.findByTestId('honey-by-month-chart', {}, { timeout: 5_000 })).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    await user.click(months.getByText('Show the figures as a table'));
    const table = months.getByRole('table', {
      name: `Honey by month, ${String(THIS_YEAR)} against ${String(THIS_YEAR - 1)}`,
    });
    const rows = rowsOf(table);
    expect(rows).toHaveLength(12);
    expect(rows[5]).toEqual(['June', '40 lbs', '22.5 lbs', '0 jars', '0 jars']);
    expect(rows[7]).toEqual(['August', '60.1 lbs', '30 lbs', '24 jars', '0 jars']);
    const hives = within(screen.getByRole('region', { name: 'Harvest by hive' }));
    expect(await hives.findByTestId('harvest-by-hive-chart', {}, { timeout: 5_000 })).toHaveAttribute(
      'aria-hidden',
      'true',
    );
  });

  it('shows another year from the selector, in the address, and offers every year since the first harvest', async () => {
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup] });
    serveProduction([
      buildProductionRecord({ id: '01HV000000000000000000PRD2', hiveId: buttercup.id, hiveName: 'Buttercup' }),
    ]);
    // The first harvest, in 2021, is on a page not loaded: the summary says when the records begin.
    const years = serveProductionSummaries({
      [THIS_YEAR]: buildProductionSummary({ year: THIS_YEAR, firstYear: 2021 }),
      [THIS_YEAR - 1]: buildProductionSummary({ year: THIS_YEAR - 1, honey: { lbs: 51.7, jars: 0 }, firstYear: 2021 }),
    });
    const { user } = renderScreen();

    const select = await screen.findByLabelText('Year');
    expect(select).toHaveValue(String(THIS_YEAR));
    await waitFor(() =>
      expect([...within(select).getAllByRole('option')].map((option) => option.textContent)).toEqual(
        Array.from({ length: THIS_YEAR - 2021 + 1 }, (_, index) => String(THIS_YEAR - index)),
      ),
    );
    await user.selectOptions(select, String(THIS_YEAR - 1));
    expect(screen.getByTestId('location')).toHaveTextContent(`/production?year=${String(THIS_YEAR - 1)}`);
    const total = within(await screen.findByRole('group', { name: `Total honey in ${String(THIS_YEAR - 1)}` }));
    expect(total.getByText('51.7 lbs')).toBeInTheDocument();
    expect(years).toContain(THIS_YEAR - 1);
    expect(screen.getByRole('heading', { name: `Summary for ${String(THIS_YEAR - 1)}` })).toBeInTheDocument();
  });

  it("speaks German: the heading, Record Harvest, products, qualities, the summary's counts, weights and dates as a German beekeeper reads them", async () => {
    serveBeekeeper({ user: metricProUser, apiaries: [apiary], hives: [buttercup, clover] });
    serveProduction([
      buildProductionRecord({
        hiveId: clover.id,
        hiveName: 'Clover',
        quantity: 10,
        unit: 'kg',
        harvestDate: '2026-08-20',
        quality: 'grade_a',
        notes: 'Linden flow',
      }),
    ]);
    serveProductionSummaries({ [THIS_YEAR]: summary });
    await activateLocale('de');
    renderScreen();

    expect(await screen.findByRole('heading', { name: 'Ernteübersicht' })).toBeVisible();
    const total = within(await screen.findByRole('group', { name: `Honig gesamt ${String(THIS_YEAR)}` }));
    expect(total.getByText('45,4 kg')).toBeInTheDocument();
    expect(total.getByText(/Dazu 24 Gläser, getrennt gezählt/)).toBeInTheDocument();
    expect(figure('Honig je aktivem Volk').getByText(/über 4 aktive Völker/)).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Honig nach Monat' })).toBeVisible();
    expect(screen.getByRole('rowheader', { name: 'August' }).querySelector('time')).toHaveAttribute(
      'datetime',
      `${String(THIS_YEAR)}-08`,
    );
    expect(screen.getAllByRole('button', { name: 'Ernte erfassen' })[0]).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Ernten' })).toBeVisible();
    const card = within(
      await screen.findByRole('heading', { name: 'Honig von Clover' }).then((h) => h.closest('li') as HTMLElement),
    );
    expect(card.getByText('Qualität').nextElementSibling).toHaveTextContent('Klasse A');
    expect(card.getByText('20. August 2026')).toHaveAttribute('datetime', '2026-08-20');
    expect(card.getByText('Linden flow')).toHaveAttribute('translate', 'no');
    expect(card.getAllByRole('button', { name: /Honig von Clover, 20. August 2026/ })).toHaveLength(2);
  });

  it("lists harvests newest first in the unit recorded, weights also in the beekeeper's units, with quality and notes", async () => {
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup, clover] });
    serveProduction([
      buildProductionRecord({
        id: '01HV000000000000000000PRD3',
        hiveId: clover.id,
        hiveName: 'Clover',
        quantity: 10,
        unit: 'kg',
        harvestDate: '2026-08-20',
        quality: 'grade_a',
        notes: 'Linden flow',
      }),
      buildProductionRecord({
        id: '01HV000000000000000000PRD2',
        hiveId: buttercup.id,
        hiveName: 'Buttercup',
        productType: 'wax',
        quantity: 8,
        unit: 'oz',
        harvestDate: '2026-08-01',
      }),
      buildProductionRecord({
        hiveId: buttercup.id,
        hiveName: 'Buttercup',
        quantity: 24,
        unit: 'jars',
        harvestDate: '2026-07-14',
        quality: 'premium',
      }),
    ]);
    serveProductionSummaries({});
    renderScreen();

    await screen.findByRole('heading', { name: 'Honey from Clover' });
    expect(harvestCards().map((card) => card.querySelector('h3')?.textContent)).toEqual([
      'Honey from Clover',
      'Wax from Buttercup',
      'Honey from Buttercup',
    ]);
    const clovers = within(cardOf('Honey from Clover'));
    expect(clovers.getByText('Quantity').nextElementSibling).toHaveTextContent('10 kg (22 lbs)');
    expect(clovers.getByText('Quality').nextElementSibling).toHaveTextContent('Grade A');
    expect(clovers.getByText('Linden flow')).toBeInTheDocument();
    expect(clovers.getByText('August 20, 2026')).toHaveAttribute('datetime', '2026-08-20');
    expect(clovers.getByRole('link', { name: 'Clover' })).toHaveAttribute('href', paths.app.hive.getHref(clover.id));
    const wax = within(cardOf('Wax from Buttercup'));
    // oz are imperial already: nothing to convert.
    expect(wax.getByText('Quantity').nextElementSibling).toHaveTextContent(/^8 oz$/);
    expect(wax.queryByText('Quality')).not.toBeInTheDocument();
    const jars = within(cardOf('Honey from Buttercup'));
    expect(jars.getByText('Quantity').nextElementSibling).toHaveTextContent(/^24 jars$/);
    expect(jars.getByText('Quality').nextElementSibling).toHaveTextContent('Premium');
  });

  it("lists one hive's harvests from the hive filter, in the address, and back to all", async () => {
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup, clover] });
    const records = [
      buildProductionRecord({ id: '01HV000000000000000000PRD2', hiveId: clover.id, hiveName: 'Clover' }),
      buildProductionRecord({ hiveId: buttercup.id, hiveName: 'Buttercup', productType: 'wax' }),
    ];
    const requests = serveProduction(records);
    serveProductionSummaries({});
    const { user } = renderScreen();

    await screen.findByRole('heading', { name: 'Honey from Clover' });
    // The hive picker's first page of hives comes after the screen.
    await screen.findByRole('option', { name: 'Buttercup' });
    await user.selectOptions(screen.getByLabelText('Filter by hive'), 'Buttercup');
    expect(screen.getByTestId('location')).toHaveTextContent(`/production?hiveId=${buttercup.id}`);
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'Honey from Clover' })).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Wax from Buttercup' })).toBeInTheDocument();
    expect(requests.at(-1)?.get('hiveId')).toBe(buttercup.id);

    server.use(
      http.delete(apiPattern(routes.deleteProduction), () => {
        records.splice(1);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete Wax from Buttercup, July 14, 2026' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('heading', { name: 'No harvests from this hive yet' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all harvests' }));
    expect(await screen.findByRole('heading', { name: 'Honey from Clover' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/production$/);
  });

  it('shows lbs recorded also in kg to a metric beekeeper', async () => {
    serveBeekeeper({ user: metricProUser, apiaries: [apiary], hives: [buttercup] });
    serveProduction([
      buildProductionRecord({ hiveId: buttercup.id, hiveName: 'Buttercup', quantity: 22, unit: 'lbs' }),
    ]);
    serveProductionSummaries({});
    renderScreen();

    const card = within(await screen.findByRole('listitem'));
    expect(card.getByText('Quantity').nextElementSibling).toHaveTextContent('22 lbs (10 kg)');
  });

  it('pages the harvests with Load more, asking for the next page by cursor', async () => {
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup] });
    const records = Array.from({ length: 23 }, (_, index) =>
      buildProductionRecord({
        id: `01HV0000000000000000PRD${String(index).padStart(3, '0')}`,
        hiveId: buttercup.id,
        hiveName: 'Buttercup',
        quantity: 23 - index,
        harvestDate: `2026-06-${String(28 - index).padStart(2, '0')}`,
      }),
    );
    const requests = serveProduction(records);
    serveProductionSummaries({});
    const { user } = renderScreen();

    await screen.findByRole('list', { name: 'Harvests' });
    await waitFor(() => expect(harvestCards()).toHaveLength(20));
    await user.click(screen.getByRole('button', { name: 'Load more harvests' }));
    await waitFor(() => expect(harvestCards()).toHaveLength(23));
    expect(requests.map((query) => query.get('cursor'))).toEqual([null, '2026-06-09_01HV0000000000000000PRD019']);
    expect(screen.queryByRole('button', { name: 'Load more harvests' })).not.toBeInTheDocument();
  });

  it("records a harvest with the spec's messages, sends it, says so and refetches the list and the summary", async () => {
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup, clover] });
    const records = [buildProductionRecord({ hiveId: clover.id, hiveName: 'Clover', harvestDate: '2026-06-01' })];
    const listRequests = serveProduction(records);
    const summaryYears = serveProductionSummaries({ [THIS_YEAR]: summary });
    const bodies = recordBodies(routes.createProduction, (body) => {
      const saved = buildProductionRecord({
        ...(body as Partial<ProductionRecord>),
        id: '01HV000000000000000000PRD9',
        hiveName: 'Buttercup',
      });
      records.unshift(saved);
      return HttpResponse.json(saved, { status: 201 });
    });
    const { user } = renderScreen();

    await screen.findByRole('heading', { name: 'Honey from Clover' });
    await user.click(screen.getByRole('button', { name: 'Record Harvest' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record Harvest' }));
    expect(await dialog.findByLabelText('Product type')).toHaveValue('honey');
    expect(dialog.getByLabelText('Unit')).toHaveValue('lbs');
    expect(dialog.getByLabelText('Harvest date')).toHaveValue(today());
    expect(dialog.getByLabelText('Quantity')).toHaveAttribute('step', '0.1');
    await expectNoSeriousA11yViolations('the Record Harvest dialog');

    await user.clear(dialog.getByLabelText('Harvest date'));
    await user.type(dialog.getByLabelText('Quantity'), '-2');
    await user.click(dialog.getByRole('button', { name: 'Create Harvest' }));
    expect(await dialog.findByText('Hive is required')).toBeInTheDocument();
    expect(dialog.getByText('Quantity must be positive')).toBeInTheDocument();
    expect(dialog.getByText('Harvest date is required')).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.selectOptions(dialog.getByLabelText('Hive'), 'Buttercup');
    await user.clear(dialog.getByLabelText('Quantity'));
    await user.type(dialog.getByLabelText('Quantity'), '12.5');
    await user.type(dialog.getByLabelText('Harvest date'), '2026-08-15');
    await user.selectOptions(dialog.getByLabelText('Quality'), 'Premium');
    await user.type(dialog.getByLabelText('Notes'), 'Clover flow');
    const listsBefore = listRequests.length;
    const summariesBefore = summaryYears.length;
    await user.click(dialog.getByRole('button', { name: 'Create Harvest' }));

    expect(await screen.findByText(TOASTS.productionCreated)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        id: CLIENT_MADE_ID,
        hiveId: buttercup.id,
        productType: 'honey',
        quantity: 12.5,
        unit: 'lbs',
        harvestDate: '2026-08-15',
        quality: 'premium',
        notes: 'Clover flow',
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Honey from Buttercup' })).toBeInTheDocument();
    expect(listRequests.length).toBeGreaterThan(listsBefore);
    expect(summaryYears.length).toBeGreaterThan(summariesBefore);
  });

  it("starts a metric beekeeper's harvest in kg", async () => {
    serveBeekeeper({ user: metricProUser, apiaries: [apiary], hives: [buttercup] });
    serveProduction([buildProductionRecord({ hiveId: buttercup.id, hiveName: 'Buttercup' })]);
    serveProductionSummaries({});
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Record Harvest' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record Harvest' }));
    expect(await dialog.findByLabelText('Unit')).toHaveValue('kg');
    // The only hive is picked.
    expect(dialog.getByLabelText('Hive')).toHaveValue(buttercup.id);
  });

  it('says when a harvest could not be added', async () => {
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup] });
    serveProduction([buildProductionRecord({ hiveId: buttercup.id, hiveName: 'Buttercup' })]);
    serveProductionSummaries({});
    server.use(http.post(apiUrl(routes.createProduction), () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Record Harvest' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Record Harvest' }));
    await user.type(await dialog.findByLabelText('Quantity'), '4');
    await user.click(dialog.getByRole('button', { name: 'Create Harvest' }));
    expect(await screen.findByText(TOASTS.productionCreateFailed)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Record Harvest' })).toBeInTheDocument();
  });

  it('edits a harvest in a prefilled dialog and sends the change', async () => {
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup, clover] });
    const record = buildProductionRecord({
      hiveId: clover.id,
      hiveName: 'Clover',
      quantity: 10,
      unit: 'kg',
      harvestDate: '2026-08-20',
      quality: 'grade_b',
      notes: 'Dark',
    });
    const records = [record];
    serveProduction(records);
    const summaryYears = serveProductionSummaries({});
    const bodies = recordBodies(routes.updateProduction, { id: record.id }, (body) => {
      records[0] = { ...record, ...(body as Partial<ProductionRecord>) };
      return HttpResponse.json(records[0]);
    });
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Edit Honey from Clover, August 20, 2026' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit Harvest' }));
    expect(await dialog.findByLabelText('Hive')).toHaveValue(clover.id);
    expect(dialog.getByLabelText('Quantity')).toHaveValue(10);
    expect(dialog.getByLabelText('Unit')).toHaveValue('kg');
    expect(dialog.getByLabelText('Harvest date')).toHaveValue('2026-08-20');
    expect(dialog.getByLabelText('Quality')).toHaveValue('grade_b');
    expect(dialog.getByLabelText('Notes')).toHaveValue('Dark');
    await user.clear(dialog.getByLabelText('Quantity'));
    await user.type(dialog.getByLabelText('Quantity'), '11.5');
    const summariesBefore = summaryYears.length;
    await user.click(dialog.getByRole('button', { name: 'Update Harvest' }));

    expect(await screen.findByText(TOASTS.productionUpdated)).toBeInTheDocument();
    expect(bodies).toEqual([
      {
        hiveId: clover.id,
        productType: 'honey',
        quantity: 11.5,
        unit: 'kg',
        harvestDate: '2026-08-20',
        quality: 'grade_b',
        notes: 'Dark',
      },
    ]);
    await waitFor(() =>
      expect(within(cardOf('Honey from Clover')).getByText('Quantity').nextElementSibling).toHaveTextContent(
        '11.5 kg (25.4 lbs)',
      ),
    );
    expect(summaryYears.length).toBeGreaterThan(summariesBefore);
  });

  it('deletes a harvest after asking, and shows the empty state once none is left', async () => {
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup] });
    const records = [buildProductionRecord({ hiveId: buttercup.id, hiveName: 'Buttercup', harvestDate: '2026-07-14' })];
    serveProduction(records);
    serveProductionSummaries({});
    const deleted: string[] = [];
    server.use(
      http.delete(apiPattern(routes.deleteProduction), ({ params }) => {
        deleted.push(String(params.id));
        records.splice(0);
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { user } = renderScreen();

    await user.click(await screen.findByRole('button', { name: 'Delete Honey from Buttercup, July 14, 2026' }));
    const confirm = within(await screen.findByRole('alertdialog'));
    expect(confirm.getByText(/taken off its year's totals/)).toBeInTheDocument();
    await user.click(confirm.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText(TOASTS.productionDeleted)).toBeInTheDocument();
    expect(deleted).toEqual(['01HV000000000000000000PRD1']);
    expect(await screen.findByRole('heading', { name: 'No harvests recorded yet' })).toBeInTheDocument();
  });

  it('shows loading, then the empty state with the Record Harvest action', async () => {
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup] });
    serveProduction([]);
    serveProductionSummaries({});
    renderScreen();

    expect(screen.getByRole('status', { name: 'Loading harvests' })).toBeInTheDocument();
    const empty = await screen.findByRole('heading', { name: 'No harvests recorded yet' });
    expect(empty.parentElement).toContainElement(screen.getByRole('button', { name: 'Record First Harvest' }));
    await expectNoSeriousA11yViolations('the production screen with no harvests');
  });

  it('sends a beekeeper without hives to add one first', async () => {
    serveBeekeeper({ user: proUser });
    serveProduction([]);
    serveProductionSummaries({});
    renderScreen();

    await screen.findByRole('heading', { name: 'No harvests recorded yet' });
    expect(await screen.findByRole('link', { name: 'Go to Hives' })).toHaveAttribute('href', paths.app.hives.getHref());
  });

  it('says when the harvests or the summary could not be loaded, and retries', async () => {
    serveBeekeeper({ user: proUser, apiaries: [apiary], hives: [buttercup] });
    server.use(http.get(apiUrl(routes.listProduction), () => HttpResponse.json({}, { status: 500 })));
    server.use(http.get(apiUrl(routes.getProductionSummary), () => HttpResponse.json({}, { status: 500 })));
    const { user } = renderScreen();

    expect(await screen.findByText(/We couldn't load your harvests/, {}, { timeout: 5_000 })).toBeInTheDocument();
    expect(
      await screen.findByText(new RegExp(`We couldn't load your ${String(THIS_YEAR)} summary`), {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    serveProduction([buildProductionRecord({ hiveId: buttercup.id, hiveName: 'Buttercup' })]);
    const harvestsError = screen.getByText(/We couldn't load your harvests/).closest('[role="alert"]') as HTMLElement;
    await user.click(within(harvestsError).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Honey from Buttercup' })).toBeInTheDocument();
  });
});
