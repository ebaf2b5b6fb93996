import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DashboardMetrics } from '@shared/schemas/dashboard';
import { paths } from '@/config/paths';
import { routes } from '@/lib/api-routes';
import { buildApiary, buildDashboardMetrics, buildInspection } from '@/testing/records';
import {
  apiUrl,
  buildUser,
  serveApiaries,
  serveDashboardMetrics,
  serveHives,
  serveInspections,
  server,
  signInAs,
} from '@/testing/server';
import { buildFinancialRecord, serveFinances } from '@/testing/finances';
import { buildProductionRecord, serveProduction } from '@/testing/production';
import { renderWithApp } from '@/testing/render';
import { buildTask, serveTasks } from '@/testing/tasks';
import { buildTreatment, serveTreatments } from '@/testing/treatments';
import { hiveFacts } from '@shared/rules/hive-facts';
import { Dashboard } from './dashboard';
import { healthScoreTrendLabel } from './colony-health-metric';
import { messagesOf } from '@/lib/i18n/catalog';
import { dashboardMessages } from '../messages';

function renderDashboard(props: Partial<Parameters<typeof Dashboard>[0]> = {}) {
  return renderWithApp(<Dashboard hiveFacts={hiveFacts} addHiveAction={null} {...props} />);
}

const colonyHealth = () => screen.getByRole('group', { name: 'Colony Health' });
const overview = () => screen.getByRole('region', { name: 'Colony Health Overview' });
const recentActivity = () => screen.getByRole('region', { name: 'Recent Activity' });

function serveMetrics(overrides: Partial<DashboardMetrics>) {
  serveDashboardMetrics(buildDashboardMetrics(overrides));
}

beforeEach(() => {
  serveHives([]);
  serveInspections([]);
  serveTreatments([]);
  serveTasks([]);
});

describe('the Colony Health metric', () => {
  it('shows the share of healthy hives and how it moved this month', async () => {
    serveMetrics({ totalHives: 5, healthScore: 80, healthScoreChange: 4 });
    renderDashboard();
    expect(await within(colonyHealth()).findByText('80%')).toBeInTheDocument();
    expect(within(colonyHealth()).getByText('of inspected hives Good or Excellent')).toBeInTheDocument();
    expect(within(colonyHealth()).getByText('+4 points this month')).toBeInTheDocument();
  });

  it('says so when no hive has been inspected yet', async () => {
    serveMetrics({ totalHives: 2, healthScore: null, healthScoreChange: null });
    renderDashboard();
    expect(await within(colonyHealth()).findByText('No hive inspected yet')).toBeInTheDocument();
    expect(within(colonyHealth()).queryByText(/%$/)).not.toBeInTheDocument();
  });

  it('writes the trend in points, up, down or flat', () => {
    const t = messagesOf(dashboardMessages);
    expect(healthScoreTrendLabel(t, 4)).toBe('+4 points this month');
    expect(healthScoreTrendLabel(t, 1)).toBe('+1 point this month');
    expect(healthScoreTrendLabel(t, -12.5)).toBe('-12 points this month');
    expect(healthScoreTrendLabel(t, 0)).toBe('No change this month');
    expect(healthScoreTrendLabel(t, null)).toBe('No score at the start of this month');
  });

  it('says "Not available" on both metrics when the figures fail to load', async () => {
    server.use(
      http.get(apiUrl(routes.getDashboardMetrics), () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    renderDashboard();
    expect(await within(colonyHealth()).findByText('Not available')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Active Hives' })).getByText('Not available')).toBeInTheDocument();
  });
});

describe('the Colony Health Overview', () => {
  it("says there is no health data before any hive's first inspection", async () => {
    serveMetrics({ totalHives: 3, hivesByHealth: { Excellent: 0, Good: 0, Fair: 0, Poor: 0, 'Not inspected': 3 } });
    renderDashboard();
    expect(await within(overview()).findByText('No health data available')).toBeInTheDocument();
    expect(within(overview()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('leads to the winter losses, the colonies lost each winter', async () => {
    serveMetrics({ totalHives: 3, hivesByHealth: { Excellent: 0, Good: 0, Fair: 0, Poor: 0, 'Not inspected': 3 } });
    renderDashboard();
    expect(await within(overview()).findByRole('link', { name: 'Winter losses by season' })).toHaveAttribute(
      'href',
      paths.app.winterLosses.getHref(),
    );
  });

  it('draws the active hives by their latest label, each bar in its health colour, with its count', async () => {
    serveMetrics({ totalHives: 7, hivesByHealth: { Excellent: 2, Good: 4, Fair: 1, Poor: 0, 'Not inspected': 0 } });
    renderDashboard();
    const bars = await within(overview()).findAllByRole('listitem');
    expect(bars.map((bar) => bar.textContent)).toEqual([
      'Excellent2 hives',
      'Good4 hives',
      'Fair1 hive',
      'Poor0 hives',
      'Not inspected0 hives',
    ]);
    const fill = (index: number) => (bars[index]?.querySelector('[aria-hidden] span') as HTMLElement).style;
    expect(fill(1)).toMatchObject({ width: '100%', backgroundColor: 'rgb(34, 197, 94)' });
    expect(fill(2)).toMatchObject({ width: '25%', backgroundColor: 'rgb(245, 158, 11)' });
  });

  it('offers a retry when the figures fail to load', async () => {
    // msw tries the newest handler first: the failure answers once, then the figures do.
    serveMetrics({ hivesByHealth: { Excellent: 1, Good: 0, Fair: 0, Poor: 0, 'Not inspected': 0 } });
    server.use(
      http.get(apiUrl(routes.getDashboardMetrics), () => HttpResponse.json({ message: 'down' }, { status: 500 }), {
        once: true,
      }),
    );
    const { user } = renderDashboard();
    const alert = await within(overview()).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await within(overview()).findByText('1 hive')).toBeInTheDocument();
  });
});

describe('Recent Activity', () => {
  it('lists the five latest inspections, each linked to its hive', async () => {
    serveMetrics({});
    const requests = serveInspections([
      buildInspection({ id: 'A', hiveId: 'HIVE-A', hiveName: 'Clover', inspectionDate: '2026-06-20' }),
      buildInspection({
        id: 'B',
        hiveId: 'HIVE-B',
        hiveName: 'Linden',
        inspectionDate: '2026-06-18',
        ...{ broodPattern: 2, temperament: 2, population: 2, foodStores: 2 },
      }),
    ]);
    renderDashboard();

    const items = await within(recentActivity()).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'CloverInspection, Jun 20, 2026Good',
      'LindenInspection, Jun 18, 2026Fair',
    ]);
    expect(within(recentActivity()).getByRole('link', { name: 'Clover' })).toHaveAttribute('href', '/hives/HIVE-A');
    expect(within(recentActivity()).getByRole('link', { name: 'Linden' })).toHaveAttribute('href', '/hives/HIVE-B');
    expect(requests.map((query) => query.toString())).toEqual(['limit=5']);
  });

  it('says who did what when it was someone other than the account owner', async () => {
    serveMetrics({});
    const owner = { userId: 'user-1', name: 'ada@example.com' };
    const ana = { userId: 'member-ana', name: 'Ana Silva' };
    signInAs(buildUser({ id: owner.userId }));
    serveApiaries([]);
    serveInspections([
      buildInspection({ id: 'A', hiveName: 'Clover', inspectionDate: '2026-06-20', recordedBy: ana, changedBy: ana }),
      buildInspection({ id: 'B', hiveName: 'Linden', inspectionDate: '2026-06-18', recordedBy: owner, changedBy: ana }),
    ]);
    serveTasks([buildTask({ title: 'Add a super', dueDate: '2026-06-19', completed: true, changedBy: ana })]);
    renderDashboard();

    const items = await within(recentActivity()).findAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'CloverInspection, Jun 20, 2026, by Ana SilvaGood',
      'Add a superTask done, Jun 19, 2026, by Ana Silva',
      // Recorded by the owner: a change by someone else is not what the entry is about.
      'LindenInspection, Jun 18, 2026Good',
    ]);
  });

  it("labels an inspection against its apiary's varroa threshold, as the hive's page does", async () => {
    serveMetrics({});
    // Every apiary in the south: June is winter there, when 1.3 mites per 100 bees is over the threshold of 1.
    serveApiaries([buildApiary({ latitude: '-33.9', longitude: '151.2' })]);
    serveInspections([
      buildInspection({
        hiveName: 'Wattle',
        inspectionDate: '2026-06-20',
        ...{ broodPattern: 3, temperament: 3, population: 3, foodStores: 3 },
        ...{ varroaMethod: 'alcohol_wash', varroaMites: 4, varroaSampleBees: 300 },
      }),
    ]);
    renderDashboard();

    // Once the apiaries are read: before, a hive reads as northern.
    expect(await within(recentActivity()).findByText('Fair')).toBeVisible();
    expect(within(recentActivity()).getByRole('listitem')).toHaveTextContent('WattleInspection, Jun 20, 2026Fair');
  });

  it('lists every kind of record together, newest first, five at most, with one request a kind', async () => {
    signInAs(buildUser({ subscriptionPlan: 'pro', subscriptionStatus: 'active' }));
    serveMetrics({});
    serveInspections([
      buildInspection({ id: 'I', hiveId: 'HIVE-A', hiveName: 'Clover', inspectionDate: '2026-06-10' }),
    ]);
    const treatments = serveTreatments([
      buildTreatment({
        id: 'T',
        hiveId: 'HIVE-A',
        hiveName: 'Clover',
        treatmentName: 'Apivar',
        applicationDate: '2026-06-12',
      }),
    ]);
    const tasks = serveTasks([
      buildTask({ id: 'K1', title: 'Add a super', dueDate: '2026-06-14', completed: true }),
      buildTask({ id: 'K2', title: 'Order jars', dueDate: '2026-06-30', completed: false }),
    ]);
    const harvests = serveProduction([
      buildProductionRecord({ id: 'H', hiveId: 'HIVE-B', hiveName: 'Linden', harvestDate: '2026-06-16' }),
    ]);
    const money = serveFinances([
      buildFinancialRecord({
        id: 'F1',
        type: 'income',
        amount: 125.5,
        description: 'Market honey',
        transactionDate: '2026-06-18',
      }),
      buildFinancialRecord({
        id: 'F2',
        type: 'expense',
        amount: 20,
        description: 'Jars',
        transactionDate: '2026-06-01',
      }),
      // Apivar's cost, listed once: as the treatment.
      buildFinancialRecord({
        id: 'T',
        treatmentId: 'T',
        type: 'expense',
        category: 'medication',
        amount: 24.99,
        description: 'Apivar',
        transactionDate: '2026-06-12',
        hiveId: 'HIVE-A',
        hiveName: 'Clover',
      }),
    ]);
    renderDashboard();

    await within(recentActivity()).findByText('Market honey');
    const items = within(recentActivity()).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Market honeyIncome $125.50, Jun 18, 2026',
      'LindenHarvest, Jun 16, 2026',
      'Add a superTask done, Jun 14, 2026',
      'CloverApivar, Jun 12, 2026',
      'CloverInspection, Jun 10, 2026Good',
    ]);
    expect(within(recentActivity()).queryByText('Order jars')).not.toBeInTheDocument();
    expect(treatments.map((query) => query.toString())).toEqual(['limit=5']);
    expect(tasks.map((query) => query.get('status'))).toEqual(['completed']);
    expect(harvests).toHaveLength(1);
    expect(money).toHaveLength(1);
  });

  it("asks a free beekeeper's dashboard for no Pro records", async () => {
    signInAs(buildUser());
    serveMetrics({});
    const harvests = serveProduction([]);
    const money = serveFinances([]);
    renderDashboard();
    expect(await within(recentActivity()).findByText('No recent activity')).toBeInTheDocument();
    expect(harvests).toEqual([]);
    expect(money).toEqual([]);
  });

  it('says when there is no activity yet', async () => {
    serveMetrics({});
    renderDashboard();
    expect(await within(recentActivity()).findByText('No recent activity')).toBeInTheDocument();
  });
});

describe('Quick Actions', () => {
  it('shows the actions the app gives it', async () => {
    serveMetrics({});
    renderDashboard({
      newInspectionAction: <button type="button">New Inspection</button>,
      uploadPhotosAction: <button type="button">Upload Photos</button>,
    });
    const card = within(screen.getByRole('region', { name: 'Quick Actions' }));
    expect(card.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'New Inspection',
      'Upload Photos',
    ]);
  });

  it('is left out when it has no action to offer', () => {
    serveMetrics({});
    renderDashboard();
    expect(screen.queryByRole('region', { name: 'Quick Actions' })).not.toBeInTheDocument();
  });
});
