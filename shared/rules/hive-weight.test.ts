import { describe, expect, it } from 'vitest';
import {
  dailyChanges,
  detectNectarFlow,
  detectStarvationRisk,
  detectSwarms,
  downsample,
  fifteenMinuteMedians,
  matchSteps,
  recordMoment,
  weightSteps,
  withoutSteps,
  type HiveRecordMoment,
  type WeightPoint,
} from './hive-weight';

const START = Date.parse('2026-06-01T00:00:00Z');
/** One weight every `minutes` from 1 June 2026 00:00 UTC. */
const everyMinutes = (minutes: number, weights: number[]): WeightPoint[] =>
  weights.map((weightKg, index) => ({ at: new Date(START + index * minutes * 60_000).toISOString(), weightKg }));
/** A weight at HH:MM UTC on 1 June 2026. */
const at = (clock: string) => `2026-06-01T${clock}:00.000Z`;
const point = (clock: string, weightKg: number): WeightPoint => ({ at: at(clock), weightKg });

describe('fifteenMinuteMedians (BEEP flux/cleanWeight.flux)', () => {
  it.each([
    ['one window, odd count', everyMinutes(5, [40, 41, 48]), [{ at: at('00:00'), weightKg: 41 }]],
    [
      'one window, even count: mean of the middle two',
      everyMinutes(5, [40, 41, 42, 43]).slice(0, 3).concat(point('00:14', 44)),
      [{ at: at('00:00'), weightKg: 41.5 }],
    ],
    ['a spike does not move the median', everyMinutes(1, [40, 40, 90, 40, 40]), [{ at: at('00:00'), weightKg: 40 }]],
    [
      'two windows, empty window left out',
      [point('00:01', 40), point('00:46', 41)],
      [
        { at: at('00:00'), weightKg: 40 },
        { at: at('00:45'), weightKg: 41 },
      ],
    ],
    [
      'out of order, with an offset: sorted and written in UTC',
      [point('00:46', 41), { at: '2026-06-01T02:15:00+02:00', weightKg: 40 }],
      [
        { at: at('00:15'), weightKg: 40 },
        { at: at('00:45'), weightKg: 41 },
      ],
    ],
    ['medians again: the same', [point('00:00', 40), point('00:15', 41)], [point('00:00', 40), point('00:15', 41)]],
    ['no readings', [], []],
  ])('%s', (_case, readings, medians) => {
    expect(fifteenMinuteMedians(readings)).toEqual(medians);
  });
});

describe('weightSteps and withoutSteps (BEEP 0.75 kg outlier limit)', () => {
  it.each([
    [
      'a super added (+12 kg)',
      everyMinutes(15, [40, 40.1, 52.1, 52.2]),
      [{ at: at('00:30'), changeKg: 12 }],
      [40, 40.1, 40.1, 40.2],
    ],
    ['a harvest (-15 kg)', everyMinutes(15, [55, 40, 40.2]), [{ at: at('00:15'), changeKg: -15 }], [55, 55, 55.2]],
    ['exactly 0.75 kg is a step', everyMinutes(15, [40, 40.75]), [{ at: at('00:15'), changeKg: 0.75 }], [40, 40]],
    ['0.7 kg is bees, not a step', everyMinutes(15, [40, 40.7]), [], [40, 40.7]],
  ])('%s', (_case, series, steps, cleaned) => {
    expect(weightSteps(series)).toEqual(steps);
    expect(withoutSteps(series).map((p) => p.weightKg)).toEqual(cleaned);
  });

  it('takes a smaller step when the beekeeper asks', () => {
    expect(weightSteps(everyMinutes(15, [40, 40.5]), { minStepKg: 0.5 })).toEqual([{ at: at('00:15'), changeKg: 0.5 }]);
  });
});

describe('matchSteps (BEEP frame of 2 hours)', () => {
  const records: HiveRecordMoment[] = [
    { kind: 'inspection', id: 'insp-morning', at: at('10:00') },
    { kind: 'inspection', id: 'insp-noon', at: at('12:30') },
    { kind: 'harvest', id: 'harvest-1', at: at('11:00') },
    { kind: 'feeding', id: 'feed-1', at: at('18:00') },
    { kind: 'treatment', id: 'treat-1', at: at('20:00') },
  ];
  it.each([
    [
      'a gain near an inspection: super added, the nearest',
      { at: at('12:00'), changeKg: 12 },
      'super-added',
      'insp-noon',
    ],
    ['a loss near a harvest', { at: at('11:30'), changeKg: -14 }, 'harvest', 'harvest-1'],
    ['a gain near a feeding', { at: at('19:45'), changeKg: 5 }, 'feeding', 'feed-1'],
    ['a loss near only an inspection stays unexplained', { at: at('08:30'), changeKg: -3 }, null, null],
    ['a gain 2 h 15 min after the feeding is too late', { at: at('20:15'), changeKg: 5 }, null, null],
    ['a treatment explains nothing', { at: at('21:00'), changeKg: 1 }, null, null],
  ])('%s', (_case, step, explanation, recordId) => {
    expect(matchSteps([step], records)).toEqual([{ ...step, explanation, recordId }]);
  });
});

describe('detectSwarms (HiveScale 1.5 kg in 30 minutes, 09:00-17:00)', () => {
  const drop = (from: string, kg: number, minutes = 10): WeightPoint[] => {
    const start = Date.parse(at(from));
    return [0, 1, 2, 3].map((step) => ({
      at: new Date(start + step * minutes * 60_000).toISOString(),
      weightKg: step === 0 ? 50 : 50 - kg,
    }));
  };
  it.each([
    ['2.5 kg at 11:00', drop('11:00', 2.5), 0, [], [{ at: at('11:00'), dropKg: 2.5 }]],
    [
      '1.7 kg at 11:00: a swarm here, Hive Pal (2 kg in three readings) would miss it',
      drop('11:00', 1.7),
      0,
      [],
      [{ at: at('11:00'), dropKg: 1.7 }],
    ],
    ['2.5 kg at 21:00: night, where Hive Pal would alert', drop('21:00', 2.5), 0, [], []],
    ['1.4 kg is not a swarm', drop('11:00', 1.4), 0, [], []],
    ['2.5 kg over 40 minutes is not sudden', drop('11:00', 2.5, 40), 0, [], []],
    ['local time: 07:00 UTC is 09:00 in Berlin summer', drop('07:00', 2), 120, [], [{ at: at('07:00'), dropKg: 2 }]],
    [
      'explained by an inspection an hour later',
      drop('11:00', 2.5),
      0,
      [{ kind: 'inspection', id: 'i', at: at('12:00') }],
      [],
    ],
    ['explained by a harvest', drop('11:00', 2.5), 0, [{ kind: 'harvest', id: 'h', at: at('10:00') }], []],
    [
      'a feeding explains no drop',
      drop('11:00', 2.5),
      0,
      [{ kind: 'feeding', id: 'f', at: at('11:00') }],
      [{ at: at('11:00'), dropKg: 2.5 }],
    ],
  ] as const)('%s', (_case, series, utcOffsetMinutes, records, swarms) => {
    expect(detectSwarms(series, { utcOffsetMinutes, records: [...records] })).toEqual(swarms);
  });
});

describe('dailyChanges and detectNectarFlow (HiveScale foraging, Meikle et al. 2008; BroodMinder flow)', () => {
  it('changes per local day, steps taken out', () => {
    const series = [point('00:00', 40), point('12:00', 52), point('12:15', 52.5), point('23:00', 52.8)];
    // 12 kg at noon is a super; the bees brought 0.8 kg.
    expect(dailyChanges(series, { utcOffsetMinutes: 0 })).toEqual([{ date: '2026-06-01', changeKg: 0.8 }]);
    // In UTC-5, 00:00 UTC is the evening of 31 May.
    expect(dailyChanges(series, { utcOffsetMinutes: -300 }).map((day) => day.date)).toEqual([
      '2026-05-31',
      '2026-06-01',
    ]);
  });

  const days = (changes: number[]) =>
    changes.map((changeKg, index) => ({ date: `2026-06-${String(index + 1).padStart(2, '0')}`, changeKg }));
  it.each([
    ['three gaining days make a flow', [0.3, 1.2, 0.5], [{ from: '2026-06-01', to: '2026-06-03', gainKg: 2 }]],
    ['two gaining days do not', [0.3, 1.2, -0.1, 0.5, 0.4], []],
    [
      'one day without gain does not stop it',
      [0.5, 0.5, 0.5, 0, 0.5, -0.3, -0.2],
      [{ from: '2026-06-01', to: '2026-06-05', gainKg: 2 }],
    ],
    [
      'two days without gain stop it',
      [0.5, 0.5, 0.5, 0, 0.1, 0.5],
      [{ from: '2026-06-01', to: '2026-06-03', gainKg: 1.5 }],
    ],
    ['0.19 kg a day is no flow', [0.19, 0.19, 0.19], []],
  ])('%s', (_case, changes, flows) => {
    expect(detectNectarFlow(days(changes)).flows).toEqual(flows);
  });

  it.each([
    [1.0, 'strong'],
    [0.99, 'moderate'],
    [0.2, 'moderate'],
    [0.19, 'none'],
    [-1, 'none'],
  ])('a day of %s kg is %s', (changeKg, strength) => {
    expect(detectNectarFlow(days([changeKg])).days).toEqual([expect.objectContaining({ strength })]);
  });
});

describe('detectStarvationRisk (HiveScale 300 g a week; 10 kg carnica note)', () => {
  /** One weight a day for 8 days, losing `dailyLossKg` a day, ending at `lastKg`. */
  const winter = (lastKg: number, dailyLossKg: number) =>
    everyMinutes(
      24 * 60,
      [...Array(8).keys()].map((day) => lastKg + (7 - day) * dailyLossKg),
    );
  it.each([
    ['a slow winter loss (200 g a week)', winter(40, 0.2 / 7), undefined, { risk: 'none', weeklyLossKg: 0.2 }],
    ['a loss of 350 g a week is worth watching', winter(40, 0.05), undefined, { risk: 'watch', weeklyLossKg: 0.35 }],
    ['stores under 10 kg', winter(29, 0), 20, { risk: 'starving', storesKg: 9, weeklyLossKg: 0 }],
    [
      '12 kg of stores losing 1.4 kg a week: 10 days left',
      winter(32, 0.2),
      20,
      { risk: 'starving', storesKg: 12, weeklyLossKg: 1.4, daysLeft: 10 },
    ],
    [
      '20 kg of stores losing 350 g a week: watch',
      winter(40, 0.05),
      20,
      { risk: 'watch', storesKg: 20, weeklyLossKg: 0.35, daysLeft: 200 },
    ],
    ['less than a week of readings says nothing of a loss', winter(40, 1).slice(3), undefined, { risk: 'none' }],
  ])('%s', (_case, series, emptyHiveKg, risk) => {
    expect(detectStarvationRisk(series, { emptyHiveKg })).toEqual(risk);
  });
});

describe('downsample', () => {
  it('answers a short series point by point', () => {
    expect(downsample(everyMinutes(15, [40, 41]), 10)).toEqual([
      { at: at('00:00'), min: 40, max: 40, mean: 40 },
      { at: at('00:15'), min: 41, max: 41, mean: 41 },
    ]);
  });

  it('draws a year in at most 365 points and keeps a swarm as a bucket min', () => {
    const year = everyMinutes(
      15,
      Array.from({ length: 365 * 96 }, (_, index) => (index === 20_000 ? 37 : 40)),
    );
    const buckets = downsample(year, 365);
    expect(buckets).toHaveLength(365);
    expect(Math.min(...buckets.map((bucket) => bucket.min))).toBe(37);
    expect(buckets[0]).toEqual({ at: '2026-06-01T00:00:00.000Z', min: 40, max: 40, mean: 40 });
  });
});

describe('recordMoment (a dated record on the time line)', () => {
  const otherwise = '2026-06-01T12:00:00.000Z';
  it.each([
    ['recorded on its day: when it was recorded', '2026-06-01T09:30:00.000Z', 0, '2026-06-01T09:30:00.000Z'],
    ['recorded the day after: the fallback', '2026-06-02T08:00:00.000Z', 0, otherwise],
    [
      'its day by the local clock: 23:30 UTC is the next day in Berlin',
      '2026-05-31T23:30:00.000Z',
      120,
      '2026-05-31T23:30:00.000Z',
    ],
  ])('%s', (_case, createdAt, utcOffsetMinutes, moment) => {
    expect(recordMoment({ date: '2026-06-01', createdAt }, { utcOffsetMinutes, otherwise })).toBe(moment);
  });
});
