import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import type { DashboardMetrics, HoneyMonth } from '@shared/schemas/dashboard';
import { DEFAULT_USER_PREFERENCES } from '@shared/domain/user-preferences';
import { routes } from '@/lib/api-routes';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { buildDashboardMetrics } from '@/testing/records';
import {
  apiUrl,
  buildUser,
  serveDashboardMetrics,
  serveHives,
  serveInspections,
  server,
  signInAs,
} from '@/testing/server';
import { renderWithApp } from '@/testing/render';
import { hiveFacts } from '@shared/rules/hive-facts';
import { Dashboard } from './dashboard';
import { honeyTrendLabel, honeyTrendMonths, profitTrendLabel } from './production-figures';
import { messagesOf } from '@/lib/i18n/catalog';
import { dashboardMessages } from '../messages';

const honeyCard = () => screen.getByRole('group', { name: 'Honey This Year' });
const profitCard = () => screen.getByRole('group', { name: 'Net Profit' });
const trendCard = () => screen.getByRole('region', { name: 'Honey Production Trend' });

/** The last 12 months as the server answers them in May 2026, with these lbs (others 0). */
function honeyByMonth(lbs: Record<string, number> = {}): HoneyMonth[] {
  return Array.from({ length: 12 }, (_, index) => {
    const month = new Date(Date.UTC(2025, 5 + index, 1)).toISOString().slice(0, 7);
    return { month, lbs: lbs[month] ?? 0 };
  });
}

/** A Pro beekeeper's answer: 60 lbs so far this year, 40 of them in April, 20 in May, and 120 last July. */
function proMetrics(overrides: Partial<DashboardMetrics> = {}): DashboardMetrics {
  return buildDashboardMetrics({
    totalHives: 4,
    honeyProduced: 60,
    honeyProducedChange: 12,
    profit: 1234.5,
    profitChange: 340,
    honeyByMonth: honeyByMonth({ '2025-07': 120, '2026-04': 40, '2026-05': 20 }),
    ...overrides,
  });
}

function renderDashboard(props: Partial<Parameters<typeof Dashboard>[0]> = {}) {
  return renderWithApp(<Dashboard hiveFacts={hiveFacts} addHiveAction={null} {...props} />);
}

beforeEach(() => {
  serveHives([]);
  serveInspections([]);
});

describe('the Honey This Year and Net Profit metrics', () => {
  it("show a Pro beekeeper's honey and profit with their change on last year", async () => {
    serveDashboardMetrics(proMetrics());
    renderDashboard();
    expect(await within(honeyCard()).findByText('60 lbs')).toBeInTheDocument();
    expect(within(honeyCard()).getByText('+12 lbs on this time last year')).toBeInTheDocument();
    expect(within(profitCard()).getByText('$1,234.50')).toBeInTheDocument();
    expect(within(profitCard()).getByText('+$340.00 on this time last year')).toBeInTheDocument();
    // None of the spec's placeholders is left anywhere.
    for (const placeholder of ['+5 this month', '+12 lbs', '+18%']) {
      expect(screen.queryByText(placeholder)).not.toBeInTheDocument();
    }
    await expectNoSeriousA11yViolations('the dashboard of a Pro beekeeper');
  });

  it('show honey in kg for a beekeeper who chose metric units', async () => {
    signInAs(buildUser({ preferences: { ...DEFAULT_USER_PREFERENCES, units: 'metric' } }));
    serveDashboardMetrics(proMetrics({ honeyProducedChange: -12 }));
    renderDashboard();
    expect(await within(honeyCard()).findByText('27.2 kg')).toBeInTheDocument();
    expect(within(honeyCard()).getByText('-5.4 kg on this time last year')).toBeInTheDocument();
    expect(within(trendCard()).getByText('18.1 kg')).toBeInTheDocument();
  });

  it('invite a free beekeeper to upgrade instead of showing zeros', async () => {
    serveDashboardMetrics(buildDashboardMetrics({ totalHives: 2 }));
    renderDashboard();
    for (const card of [honeyCard, profitCard]) {
      expect(await within(card()).findByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
      expect(within(card()).queryByText(/^0|\$0\.00/)).not.toBeInTheDocument();
    }
    expect(within(trendCard()).getByRole('button', { name: 'Upgrade to Pro' })).toBeEnabled();
    expect(within(trendCard()).queryByRole('combobox')).not.toBeInTheDocument();
    await expectNoSeriousA11yViolations('the dashboard of a free beekeeper');
  });

  it('say "Not available" when the figures fail to load', async () => {
    server.use(
      http.get(apiUrl(routes.getDashboardMetrics), () => HttpResponse.json({ message: 'down' }, { status: 500 })),
    );
    renderDashboard();
    expect(await within(honeyCard()).findByText('Not available')).toBeInTheDocument();
    expect(within(profitCard()).getByText('Not available')).toBeInTheDocument();
    expect(within(trendCard()).getByRole('alert')).toHaveTextContent("We couldn't load your honey production");
  });

  it('write the trends from the change, up, down, flat, and when last year had nothing', () => {
    const t = messagesOf(dashboardMessages);
    const months = honeyByMonth({ '2026-04': 40, '2026-05': 20 });
    expect(honeyTrendLabel(t, { honeyProducedChange: 12, honeyByMonth: months }, 'imperial')).toBe(
      '+12 lbs on this time last year',
    );
    expect(honeyTrendLabel(t, { honeyProducedChange: -2.25, honeyByMonth: months }, 'imperial')).toBe(
      '-2.3 lbs on this time last year',
    );
    expect(honeyTrendLabel(t, { honeyProducedChange: 0.01, honeyByMonth: months }, 'imperial')).toBe(
      'Same as this time last year',
    );
    // All of this year's 60 lbs is the change: last year had none by now.
    expect(honeyTrendLabel(t, { honeyProducedChange: 60, honeyByMonth: months }, 'imperial')).toBe(
      'None by this time last year',
    );
    expect(honeyTrendLabel(t, { honeyProducedChange: 0, honeyByMonth: honeyByMonth() }, 'metric')).toBe(
      'None this year or by this time last year',
    );
    expect(profitTrendLabel(t, 340)).toBe('+$340.00 on this time last year');
    expect(profitTrendLabel(t, -20.5)).toBe('-$20.50 on this time last year');
    expect(profitTrendLabel(t, 0)).toBe('Same as this time last year');
  });
});

describe('the Honey Production Trend', () => {
  it('draws the last 12 months by default, each bar as long as its share of the best month', async () => {
    serveDashboardMetrics(proMetrics());
    renderDashboard();
    const bars = await within(trendCard()).findAllByRole('listitem');
    expect(bars).toHaveLength(12);
    expect(bars[0]?.textContent).toBe('Jun 20250 lbs');
    expect(bars[1]?.textContent).toBe('Jul 2025120 lbs');
    expect(bars[11]?.textContent).toBe('May 202620 lbs');
    const fill = (index: number) => (bars[index]?.querySelector('[aria-hidden] span') as HTMLElement).style.width;
    expect([fill(1), fill(10), fill(11)]).toEqual(['100%', `${(40 / 120) * 100}%`, `${(20 / 120) * 100}%`]);
  });

  it('narrows to the last 6 months or this year with the period selector', async () => {
    serveDashboardMetrics(proMetrics());
    const { user } = renderDashboard();
    const period = await within(trendCard()).findByRole('combobox', { name: 'Period' });
    expect(
      within(period)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Last 12 Months', 'Last 6 Months', 'This Year']);
    await user.selectOptions(period, 'Last 6 Months');
    const months = () =>
      within(trendCard())
        .getAllByRole('listitem')
        .map((bar) => bar.textContent?.slice(0, 8));
    expect(months()).toEqual(['Dec 2025', 'Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026', 'May 2026']);
    await user.selectOptions(period, 'This Year');
    expect(months()).toEqual(['Jan 2026', 'Feb 2026', 'Mar 2026', 'Apr 2026', 'May 2026']);
  });

  it("says 'No production data yet' when the period has no honey", async () => {
    serveDashboardMetrics(proMetrics({ honeyByMonth: honeyByMonth({ '2025-07': 120 }) }));
    const { user } = renderDashboard();
    const period = await within(trendCard()).findByRole('combobox', { name: 'Period' });
    expect(within(trendCard()).getAllByRole('listitem')).toHaveLength(12);
    await user.selectOptions(period, 'This Year');
    expect(within(trendCard()).getByText('No production data yet')).toBeInTheDocument();
    expect(within(trendCard()).queryByRole('list')).not.toBeInTheDocument();
  });

  it('keeps the months of a period in order', () => {
    const months = honeyByMonth();
    expect(honeyTrendMonths(months, 'last12')).toEqual(months);
    expect(honeyTrendMonths(months, 'last6').map(({ month }) => month)).toEqual([
      '2025-12',
      '2026-01',
      '2026-02',
      '2026-03',
      '2026-04',
      '2026-05',
    ]);
  });
});

describe('the Record Harvest quick action', () => {
  it('sits among the quick actions the app gives', async () => {
    serveDashboardMetrics(proMetrics());
    renderDashboard({
      newInspectionAction: <button type="button">New Inspection</button>,
      recordHarvestAction: <button type="button">Record Harvest</button>,
    });
    const card = within(await screen.findByRole('region', { name: 'Quick Actions' }));
    expect(card.getAllByRole('button').map((button) => button.textContent)).toEqual([
      'New Inspection',
      'Record Harvest',
    ]);
  });
});
