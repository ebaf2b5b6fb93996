import { describe, expect, it } from 'vitest';
import { trendTimeScale, type InspectionTrendRow } from './inspection-trends';
import { DAY_MS } from '@shared/domain/durations';

function row(date: string, thresholdPer100Bees: number): InspectionTrendRow {
  return {
    id: date,
    date,
    broodPattern: 3,
    temperament: 3,
    population: 3,
    foodStores: 3,
    health: 'Good',
    varroa: null,
    varroaLevel: null,
    mitesPer100Bees: null,
    thresholdPer100Bees,
  };
}

describe('trendTimeScale', () => {
  it('gives one inspection room either side and a threshold line across the whole plot', () => {
    const scale = trendTimeScale([row('2026-06-10', 2)]);
    const at = Date.parse('2026-06-10T12:00:00Z');
    expect(scale.ticks).toEqual([at]);
    expect(scale.domain).toEqual([at - 7 * DAY_MS, at + 7 * DAY_MS]);
    expect(scale.thresholdSteps).toEqual([
      { time: at - 7 * DAY_MS, thresholdPer100Bees: 2 },
      { time: at, thresholdPer100Bees: 2 },
      { time: at + 7 * DAY_MS, thresholdPer100Bees: 2 },
    ]);
  });

  it('places inspections by date, not by row, and each threshold from its own day', () => {
    const rows = [row('2026-03-01', 1), row('2026-03-03', 1), row('2026-07-01', 3)];
    const scale = trendTimeScale(rows);
    const times = rows.map(scale.at);
    // Two days apart stay close; four months apart stay far, whatever chart reads the scale.
    expect((times[1] ?? 0) - (times[0] ?? 0)).toBe(2 * DAY_MS);
    expect((times[2] ?? 0) - (times[1] ?? 0)).toBe(120 * DAY_MS);
    expect(scale.domain[0]).toBeLessThan(times[0] ?? 0);
    expect(scale.domain[1]).toBeGreaterThan(times[2] ?? 0);
    expect(scale.thresholdSteps.map((step) => step.thresholdPer100Bees)).toEqual([1, 1, 1, 3, 3]);
  });
});
