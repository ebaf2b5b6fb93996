import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  dailyChanges,
  detectNectarFlow,
  detectStarvationRisk,
  detectSwarms,
  fifteenMinuteMedians,
  matchSteps,
  weightSteps,
  type HiveRecordMoment,
  type WeightPoint,
} from '../../../shared/rules/hive-weight';
import { dayOf } from './demo-days';
import { DEMO_EMPTY_HIVE_KG, demoScaleSeason } from './scale-season';

// The demo beekeeper's chart must show what the demo promises: each of the demo records explains its step, one
// swarm, a strong summer flow, and is not starving, whatever day the stack starts.
describe.each(['2026-11-29T10:07:00Z', '2026-06-30T18:00:00Z'])('the demo season up to %s', (now) => {
  // One season a start day, read by every test below (a year of readings takes a while to make and read).
  let readings: ReturnType<typeof demoScaleSeason> = [];
  let weights: WeightPoint[] = [];
  beforeAll(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    readings = demoScaleSeason();
    weights = fifteenMinuteMedians(readings.map(({ at, weightKg }) => ({ at, weightKg: weightKg ?? Number.NaN })));
  });
  afterAll(() => {
    vi.useRealTimers();
  });

  const utcOffsetMinutes = () => -new Date().getTimezoneOffset();
  const noonOf = (day: string) => new Date(`${day}T12:00:00`).toISOString();
  const records = (): HiveRecordMoment[] => [
    { kind: 'harvest', id: 'summer-harvest', at: noonOf(dayOf({ lastOn: '07-20' })) },
    { kind: 'harvest', id: 'late-harvest', at: noonOf(dayOf({ lastOn: '09-02' })) },
    { kind: 'feeding', id: 'fall-syrup', at: noonOf(dayOf({ lastOn: '09-20' })) },
    { kind: 'inspection', id: 'super-added', at: noonOf(dayOf({ daysAgo: 9 })) },
    { kind: 'inspection', id: 'month-ago', at: noonOf(dayOf({ daysAgo: 30 })) },
  ];

  it('covers a year at 15 minutes', () => {
    expect(readings.length).toBe(365 * 96 + 1);
    expect(readings.every(({ weightKg }) => weightKg !== undefined && weightKg > DEMO_EMPTY_HIVE_KG)).toBe(true);
  });

  it('has each of its records explain a step, and the swarm unexplained', () => {
    const matched = matchSteps(weightSteps(weights), records());
    expect(matched.map(({ explanation, recordId }) => [explanation, recordId]).sort()).toEqual(
      [
        ['harvest', 'summer-harvest'],
        ['harvest', 'late-harvest'],
        ['feeding', 'fall-syrup'],
        ['super-added', 'super-added'],
        [null, null],
      ].sort(),
    );
  });

  it('shows one swarm, on the May afternoon', () => {
    const swarms = detectSwarms(weights, { utcOffsetMinutes: utcOffsetMinutes(), records: records() });
    expect(swarms).toHaveLength(1);
    expect(swarms[0]?.at.slice(0, 10)).toBe(dayOf({ lastOn: '05-21' }));
    expect(swarms[0]?.dropKg).toBeGreaterThan(2.4);
  });

  it('has a strong flow in June and is not starving', () => {
    const { flows, days } = detectNectarFlow(dailyChanges(weights, { utcOffsetMinutes: utcOffsetMinutes() }));
    const june = dayOf({ lastOn: '06-15' });
    expect(flows.some(({ from, to }) => from <= june && to >= june)).toBe(true);
    expect(days.filter(({ strength }) => strength === 'strong').length).toBeGreaterThan(10);
    const { risk, storesKg } = detectStarvationRisk(weights, { emptyHiveKg: DEMO_EMPTY_HIVE_KG });
    expect(risk).not.toBe('starving');
    expect(storesKg).toBeGreaterThan(12);
  });
});
