import { describe, expect, it } from 'vitest';
import type { WeightPoint } from './hive-weight';
import { alertsOfSummary, seasonStartOf, summarizeScaleSeason, type ScaleSummary } from './scale-summary';
import { HOUR_MS } from '../domain/durations';

const START = Date.parse('2026-06-01T00:00:00Z');

/** Hourly weights from 1 June 2026 (UTC), each day gaining its kilograms evenly from 00:00 to 23:00 (never a step). */
function season(startKg: number, dailyGainsKg: number[]): WeightPoint[] {
  return dailyGainsKg.flatMap((gainKg, day) => {
    const dayStartKg = startKg + dailyGainsKg.slice(0, day).reduce((sum, kg) => sum + kg, 0);
    return Array.from({ length: 24 }, (_, hour) => ({
      at: new Date(START + (day * 24 + hour) * HOUR_MS).toISOString(),
      weightKg: Math.round((dayStartKg + (gainKg * hour) / 23) * 1000) / 1000,
    }));
  });
}

const options = { asOf: '2026-06-20', season: 2026, utcOffsetMinutes: 0 };
/** The summary the morning after the last of `days` days of readings from 1 June. */
const dayAfter = (days: number) => ({ ...options, asOf: `2026-06-${String(days + 1).padStart(2, '0')}` });

describe('seasonStartOf (the yield forecast’s seasons: January north, July south)', () => {
  it.each([
    [2026, 'northern', '2026-01-01'],
    [2025, 'southern', '2025-07-01'],
  ] as const)('season %i %s starts %s', (year, hemisphere, start) => {
    expect(seasonStartOf(year, hemisphere)).toBe(start);
  });
});

describe('summarizeScaleSeason', () => {
  it.each([
    ['no readings', [], dayAfter(0), { seasonGainKg: 0, flow: null }],
    [
      'three gaining days: a flow under way',
      season(40, [0, 1.2, 1, 0.5]),
      dayAfter(4),
      { seasonGainKg: 2.7, flow: { since: '2026-06-02', gainKg: 2.7 } },
    ],
    [
      'one day without gain inside a flow: still under way',
      season(40, [1, 1, 1, 0]),
      dayAfter(4),
      { flow: { since: '2026-06-01', gainKg: 3 } },
    ],
    [
      'two days without gain: the flow is over',
      season(40, [1, 1, 1, 0, 0]),
      dayAfter(5),
      { seasonGainKg: 3, flow: null },
    ],
    [
      'a scale silent for days since its flow: over',
      season(40, [1, 1, 1]),
      dayAfter(6),
      { seasonGainKg: 3, flow: null },
    ],
    ['two gaining days are no flow yet', season(40, [0, 1, 1]), dayAfter(3), { seasonGainKg: 2, flow: null }],
  ])('%s', (_case, series, made, expected) => {
    expect(summarizeScaleSeason(series, made)).toMatchObject({ asOf: made.asOf, season: 2026, ...expected });
  });

  it('takes a super added out of the season’s gain', () => {
    const series = season(40, [0.5, 0.5]);
    const withSuper = series.map((point, index) => (index >= 30 ? { ...point, weightKg: point.weightKg + 12 } : point));
    // The hour the super went on gains its bees' few grams with it: they go with the step.
    expect(summarizeScaleSeason(withSuper, options).seasonGainKg).toBeCloseTo(1, 1);
  });

  it('reads the stores against the empty hive’s weight', () => {
    const losing = season(30, [-0.2, -0.2, -0.2, -0.2, -0.2, -0.2, -0.2, -0.2]);
    expect(summarizeScaleSeason(losing, { ...options, emptyHiveKg: 22 }).starvation).toMatchObject({
      risk: 'starving',
      storesKg: 6.4,
    });
    expect(summarizeScaleSeason(losing, options).starvation.risk).toBe('watch');
  });
});

const summary = (changes: Partial<ScaleSummary>): ScaleSummary => ({
  asOf: '2026-06-20',
  season: 2026,
  seasonGainKg: 0,
  flow: null,
  starvation: { risk: 'none' },
  ...changes,
});
const flow = (since: string) => ({ since, gainKg: 3 });

describe('alertsOfSummary: each change told once', () => {
  it.each([
    ['a first summary with a flow', undefined, summary({ flow: flow('2026-06-10') }), ['nectarFlowStarted']],
    ['the same flow the next day', summary({ flow: flow('2026-06-10') }), summary({ flow: flow('2026-06-10') }), []],
    [
      'another flow after one ended',
      summary({ flow: flow('2026-05-01') }),
      summary({ flow: flow('2026-06-10') }),
      ['nectarFlowStarted'],
    ],
    ['a flow ending', summary({ flow: flow('2026-06-10') }), summary({}), []],
    [
      'stores become starving',
      summary({ starvation: { risk: 'watch' } }),
      summary({ starvation: { risk: 'starving' } }),
      ['starvationRisk'],
    ],
    [
      'still starving',
      summary({ starvation: { risk: 'starving' } }),
      summary({ starvation: { risk: 'starving' } }),
      [],
    ],
    [
      'last season’s summary is no previous one',
      summary({ season: 2025, flow: flow('2026-06-10'), starvation: { risk: 'starving' } }),
      summary({ flow: flow('2026-06-10'), starvation: { risk: 'starving' } }),
      ['nectarFlowStarted', 'starvationRisk'],
    ],
  ])('%s', (_case, previous, next, alerts) => {
    expect(alertsOfSummary(previous, next)).toEqual(alerts);
  });
});
