import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { paths } from '@/config/paths';
import { activateLocale } from '@/lib/i18n/catalog';
import { expectNoSeriousA11yViolations } from '@/testing/axe';
import { buildWeightChart, SCALE_HIVE_ID } from '@/testing/hive-scales';
import { renderWithApp } from '@/testing/render';
import { rangeDays, WeightChartView } from './weight-chart';

function renderChart(chart = buildWeightChart()) {
  return renderWithApp(<WeightChartView chart={chart} hiveId={SCALE_HIVE_ID} />);
}

/** The facts table's rows as [when, what]. */
function factRows(name = 'What the weight chart shows'): string[][] {
  const table = screen.getByRole('table', { name });
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th, td')].map((cell) => cell.textContent ?? ''));
}

describe("a hive's weight chart", () => {
  it('lists its facts in time order beside the chart: steps by what explains them, the swarm, the flow, the records', async () => {
    const { user } = renderChart();
    await user.click(screen.getByText('Show the facts as a list'));
    expect(factRows()).toEqual([
      ['Jun 10, 2026', 'Inspection'],
      ['Jun 10, 2026', 'Super added?: +12.3 kg'],
      ['Jun 12, 2026', 'Nectar flow until Jun 18, 2026: 6.4 kg gained'],
      ['Jun 20, 2026', 'Possible swarm: −2.1 kg'],
      ['Jun 25, 2026', 'Unexplained change: −3.4 kg'],
      ['Jun 26, 2026', 'Feeding'],
    ]);
    // A record links to where the app lists it: the hive's inspections, its feedings.
    expect(screen.getByRole('link', { name: 'Inspection' })).toHaveAttribute(
      'href',
      paths.app.inspections.getHref({ hiveId: SCALE_HIVE_ID }),
    );
    expect(screen.getByRole('link', { name: 'Feeding' })).toHaveAttribute(
      'href',
      paths.app.treatments.getHref({ hiveId: SCALE_HIVE_ID, treatmentType: 'feeding' }),
    );
    await expectNoSeriousA11yViolations('the weight chart');
  });

  it('says the weight of the range and the weather in words, and hides the plot from screen readers', async () => {
    renderChart();
    expect(screen.getByText('Garden scale: 40.0 kg on Jun 1, 2026, 51.5 kg on Jun 30, 2026.')).toBeInTheDocument();
    expect(
      screen.getByText('Weather: highest 27 °C, lowest 11 °C, 2.5 mm of rain over these days.'),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('weight-chart-plot')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByText(/Watch the stores|Starvation risk/)).not.toBeInTheDocument();
  });

  it('says the starvation risk in words when there is one', () => {
    renderChart(buildWeightChart({ starvation: { risk: 'starving', storesKg: 8.2, weeklyLossKg: 1.5, daysLeft: 3 } }));
    expect(
      screen.getByText(
        "Starvation risk: feed this colony. About 8.2 kg of stores left, about 3 days at this week's loss.",
      ),
    ).toBeInTheDocument();
  });

  it('says when the range has no readings', () => {
    const chart = buildWeightChart();
    renderChart({
      ...chart,
      scales: chart.scales.map((scale) => ({ ...scale, weightKg: [], temperatureC: [], humidityPercent: [] })),
    });
    expect(screen.getByText('No readings in these days.')).toBeInTheDocument();
  });

  it('speaks German to a German beekeeper', async () => {
    await activateLocale('de');
    const { user } = renderChart();
    await user.click(screen.getByText('Die Fakten als Liste zeigen'));
    const rows = factRows('Was der Gewichtsverlauf zeigt');
    expect(rows[1]).toEqual(['10.06.2026', 'Zarge aufgesetzt?: +12,3 kg']);
    expect(rows[3]).toEqual(['20.06.2026', 'Möglicher Schwarm: −2,1 kg']);
  });

  it('starts the season on 1 March in the north and 1 September in the south', () => {
    const now = new Date('2026-06-30T12:00:00Z');
    expect(rangeDays('season', now, '51.5')).toEqual({ from: '2026-03-01', to: '2026-06-30' });
    expect(rangeDays('season', now, '-33.9')).toEqual({ from: '2025-09-01', to: '2026-06-30' });
    expect(rangeDays('week', now)).toEqual({ from: '2026-06-24', to: '2026-06-30' });
  });
});
