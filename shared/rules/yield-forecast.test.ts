import { describe, expect, it } from 'vitest';
import {
  forecastYield,
  honeyHistoryFromRecords,
  honeySeasonOf,
  YIELD_BASELINES,
  type ForecastHive,
  type ForecastInputKey,
  type ForecastInputNote,
  type YieldForecast,
  type YieldForecastInput,
} from './yield-forecast';

const NORTH = { id: 'apiary-north', latitude: '40.7' };
const SOUTH = { id: 'apiary-south', latitude: '-41.3' };

function hive(overrides: Partial<ForecastHive> = {}): ForecastHive {
  return {
    id: 'hive-1',
    name: 'Hive 1',
    apiaryId: NORTH.id,
    latestInspection: { population: 3, foodStores: 3 },
    harvestedLbs: 0,
    ...overrides,
  };
}

function input(overrides: Partial<YieldForecastInput> = {}): YieldForecastInput {
  return { seasons: [], months: [], hives: [hive()], apiaries: [NORTH, SOUTH], ...overrides };
}

/** The input note of `key`, without its key: the facts the screen writes out. */
function note<Key extends ForecastInputKey>(forecast: YieldForecast, key: Key) {
  const found = forecast.inputs.find((each): each is Extract<ForecastInputNote, { key: Key }> => each.key === key);
  return found && Object.fromEntries(Object.entries(found).filter(([field]) => field !== 'key'));
}

function range(forecast: YieldForecast) {
  const { lowLbs, expectedLbs, highLbs } = forecast.total;
  return { lowLbs, expectedLbs, highLbs };
}

describe('honeySeasonOf', () => {
  it.each([
    { year: 2026, month: 1, hemisphere: 'northern', season: 2026 },
    { year: 2026, month: 12, hemisphere: 'northern', season: 2026 },
    { year: 2026, month: 6, hemisphere: 'southern', season: 2025 },
    { year: 2026, month: 7, hemisphere: 'southern', season: 2026 },
    { year: 2027, month: 2, hemisphere: 'southern', season: 2026 },
  ] as const)('$year-$month in the $hemisphere hemisphere is season $season', ({ year, month, hemisphere, season }) => {
    expect(honeySeasonOf(year, month, hemisphere)).toBe(season);
  });
});

describe('forecastYield', () => {
  it('forecasts nothing without active hives and says so', () => {
    const forecast = forecastYield(
      input({ hives: [], seasons: [{ season: 2025, honeyLbs: 90, hiveCount: 2 }] }),
      '2026-03-01',
    );
    expect(forecast.total).toEqual({ harvestedLbs: 0, lowLbs: 0, expectedLbs: 0, highLbs: 0 });
    expect(forecast.hives).toEqual([]);
    expect(forecast.inputs).toEqual([{ key: 'active_hives', count: 0 }]);
  });

  it('uses the regional baseline in full without history, before the season starts', () => {
    const forecast = forecastYield(input(), '2026-01-15');
    expect(range(forecast)).toEqual({ lowLbs: 30, expectedLbs: 51.7, highLbs: 65.5 });
    expect(forecast.season).toBe(2026);
    expect(note(forecast, 'history')).toEqual({ seasons: 0, perHiveLbs: null });
    expect(note(forecast, 'baseline')).toEqual({ region: 'us', perColonyLbs: 51.7 });
    expect(note(forecast, 'weighting')).toEqual({ historyPercent: 0 });
    expect(note(forecast, 'harvest_months')).toEqual({ source: 'typical', months: [6, 7, 8, 9] });
    expect(note(forecast, 'season_progress')).toEqual({ toComePercent: 100, hemisphere: 'northern' });
  });

  it('uses the UK baseline when asked', () => {
    const forecast = forecastYield(input({ baseline: 'uk' }), '2026-01-15');
    expect(range(forecast)).toEqual({
      lowLbs: YIELD_BASELINES.uk.lowLbs,
      expectedLbs: YIELD_BASELINES.uk.expectedLbs,
      highLbs: 40.3,
    });
  });

  it.each([
    {
      case: 'one season: a third own history',
      seasons: [{ season: 2025, honeyLbs: 120, hiveCount: 2 }],
      expected: { lowLbs: 40, expectedLbs: 54.5, highLbs: 63.7 },
      history: { seasons: 1, perHiveLbs: 60 },
      weighting: { historyPercent: 33 },
    },
    {
      case: 'two seasons: two thirds own history, the poorest and best season giving the spread',
      seasons: [
        { season: 2024, honeyLbs: 80, hiveCount: 2 },
        { season: 2025, honeyLbs: 120, hiveCount: 2 },
      ],
      expected: { lowLbs: 36.7, expectedLbs: 50.6, highLbs: 61.8 },
      history: { seasons: 2, perHiveLbs: 50 },
      weighting: { historyPercent: 67 },
    },
    {
      case: 'three seasons: own history alone',
      seasons: [
        { season: 2023, honeyLbs: 30, hiveCount: 1 },
        { season: 2024, honeyLbs: 80, hiveCount: 2 },
        { season: 2025, honeyLbs: 120, hiveCount: 2 },
      ],
      expected: { lowLbs: 30, expectedLbs: 43.3, highLbs: 60 },
      history: { seasons: 3, perHiveLbs: 43.3 },
      weighting: undefined,
    },
    {
      case: 'the current season and seasons without hives do not count as history',
      seasons: [
        { season: 2025, honeyLbs: 120, hiveCount: 2 },
        { season: 2026, honeyLbs: 500, hiveCount: 1 },
        { season: 2022, honeyLbs: 10, hiveCount: 0 },
      ],
      expected: { lowLbs: 40, expectedLbs: 54.5, highLbs: 63.7 },
      history: { seasons: 1, perHiveLbs: 60 },
      weighting: { historyPercent: 33 },
    },
  ])('blends history toward the baseline with $case', ({ seasons, expected, history, weighting }) => {
    const forecast = forecastYield(input({ seasons }), '2026-01-10');
    expect(range(forecast)).toEqual(expected);
    expect(note(forecast, 'history')).toEqual(history);
    expect(note(forecast, 'weighting')).toEqual(weighting);
    expect(note(forecast, 'baseline') === undefined).toBe(weighting === undefined);
  });

  it.each([
    { population: 5, foodStores: 5, strength: 'strong', expectedLbs: 79.6 },
    { population: 4, foodStores: 3, strength: 'strong', expectedLbs: 62 },
    { population: 3, foodStores: 3, strength: 'average', expectedLbs: 51.7 },
    { population: 3, foodStores: 1, strength: 'average', expectedLbs: 46.5 },
    { population: 3, foodStores: 5, strength: 'average', expectedLbs: 56.9 },
    { population: 2, foodStores: 3, strength: 'weak', expectedLbs: 36.2 },
    { population: 1, foodStores: 1, strength: 'weak', expectedLbs: 18.6 },
    { population: 0, foodStores: 9, strength: 'weak', expectedLbs: 22.7 },
  ] as const)(
    'scales a colony of population $population and stores $foodStores as $strength',
    ({ population, foodStores, strength, expectedLbs }) => {
      const [forecast] = forecastYield(
        input({ hives: [hive({ latestInspection: { population, foodStores } })] }),
        '2026-01-15',
      ).hives;
      expect(forecast).toMatchObject({ strength, expectedLbs });
    },
  );

  it('adds strong, weak and uninspected hives into the total and counts them', () => {
    const forecast = forecastYield(
      input({
        hives: [
          hive({ id: 'strong', latestInspection: { population: 5, foodStores: 5 } }),
          hive({ id: 'weak', latestInspection: { population: 1, foodStores: 1 } }),
          hive({ id: 'new', latestInspection: null }),
        ],
      }),
      '2026-01-15',
    );
    expect(forecast.hives.map(({ hiveId, strength, expectedLbs }) => [hiveId, strength, expectedLbs])).toEqual([
      ['strong', 'strong', 79.6],
      ['weak', 'weak', 18.6],
      ['new', 'not_inspected', 51.7],
    ]);
    expect(forecast.total.expectedLbs).toBe(149.9);
    expect(note(forecast, 'active_hives')).toEqual({ count: 3 });
    expect(note(forecast, 'colony_strength')).toEqual({ hives: { strong: 1, average: 0, weak: 1, not_inspected: 1 } });
  });

  it.each([
    { today: '2026-07-16', harvestedLbs: 0, expected: { lowLbs: 20.9, expectedLbs: 35.9, highLbs: 45.5 }, toCome: 70 },
    { today: '2026-08-31', harvestedLbs: 40, expected: { lowLbs: 46, expectedLbs: 50.3, highLbs: 53.1 }, toCome: 20 },
    {
      today: '2026-12-31',
      harvestedLbs: 62.5,
      expected: { lowLbs: 62.5, expectedLbs: 62.5, highLbs: 62.5 },
      toCome: 0,
    },
  ])(
    'on $today with $harvestedLbs lbs taken off, adds only the $toCome% still to come',
    ({ today, harvestedLbs, expected, toCome }) => {
      const forecast = forecastYield(input({ hives: [hive({ harvestedLbs })] }), today);
      expect(range(forecast)).toEqual(expected);
      expect(forecast.total.harvestedLbs).toBe(harvestedLbs);
      expect(note(forecast, 'season_progress')).toEqual({ toComePercent: toCome, hemisphere: 'northern' });
    },
  );

  it.each([
    {
      case: 'a gain under what is to come lifts only the low',
      today: '2026-07-16',
      harvestedLbs: 0,
      scaleGainLbs: 30,
      expected: { lowLbs: 30, expectedLbs: 35.9, highLbs: 45.5 },
    },
    {
      case: 'taken off and gained: the low at least both',
      today: '2026-08-31',
      harvestedLbs: 40,
      scaleGainLbs: 10,
      expected: { lowLbs: 50, expectedLbs: 50.3, highLbs: 53.1 },
    },
    {
      case: 'a gain above every figure: all three at least taken off plus gained',
      today: '2026-08-31',
      harvestedLbs: 40,
      scaleGainLbs: 20,
      expected: { lowLbs: 60, expectedLbs: 60, highLbs: 60 },
    },
    {
      case: 'a loss is no honey: the forecast as without a scale',
      today: '2026-08-31',
      harvestedLbs: 40,
      scaleGainLbs: -5,
      expected: { lowLbs: 46, expectedLbs: 50.3, highLbs: 53.1 },
    },
  ])("counts a scale's gain as honey made: $case", ({ today, harvestedLbs, scaleGainLbs, expected }) => {
    const forecast = forecastYield(input({ hives: [hive({ harvestedLbs, scaleGainLbs })] }), today);
    expect(range(forecast)).toEqual(expected);
    expect(forecast.total.harvestedLbs).toBe(harvestedLbs);
    expect(note(forecast, 'scale_gain')).toEqual(scaleGainLbs > 0 ? { hives: 1, lbs: scaleGainLbs } : undefined);
  });

  it("notes how many hives' scales gained and how much in all", () => {
    const forecast = forecastYield(
      input({
        hives: [hive({ id: 'a', scaleGainLbs: 12.34 }), hive({ id: 'b', scaleGainLbs: 8 }), hive({ id: 'c' })],
      }),
      '2026-07-16',
    );
    expect(note(forecast, 'scale_gain')).toEqual({ hives: 2, lbs: 20.3 });
  });

  it('follows the southern season: mid-January is the middle of the harvest there, the start of the year up north', () => {
    const south = forecastYield(input({ hives: [hive({ apiaryId: SOUTH.id })] }), '2026-01-15');
    expect(south).toMatchObject({ season: 2025, hemisphere: 'southern' });
    expect(south.total.expectedLbs).toBe(36.4);
    expect(note(south, 'harvest_months')).toEqual({ source: 'typical', months: [12, 1, 2, 3] });
    expect(note(south, 'season_progress')).toEqual({ toComePercent: 70, hemisphere: 'southern' });
    expect(forecastYield(input(), '2026-01-15').total.expectedLbs).toBe(51.7);
  });

  it("times the harvest by the beekeeper's own past months, leaving this season's out", () => {
    const forecast = forecastYield(
      input({
        hives: [hive({ apiaryId: SOUTH.id })],
        seasons: [
          { season: 2022, honeyLbs: 60, hiveCount: 1 },
          { season: 2023, honeyLbs: 60, hiveCount: 1 },
          { season: 2024, honeyLbs: 60, hiveCount: 1 },
        ],
        months: [
          { month: '2024-12', honeyLbs: 50 },
          { month: '2025-02', honeyLbs: 100 },
          { month: '2025-12', honeyLbs: 400 },
        ],
      }),
      '2026-01-15',
    );
    expect(note(forecast, 'harvest_months')).toEqual({ source: 'own', months: [12, 2] });
    expect(note(forecast, 'season_progress')).toEqual({ toComePercent: 67, hemisphere: 'southern' });
    expect(forecast.total.expectedLbs).toBe(40);
  });

  it('reads the hemisphere of most hives; a hive elsewhere keeps its own season progress', () => {
    const forecast = forecastYield(
      input({
        hives: [
          hive({ id: 'a', apiaryId: SOUTH.id }),
          hive({ id: 'b', apiaryId: SOUTH.id }),
          hive({ id: 'c', apiaryId: 'apiary-without-position' }),
        ],
      }),
      '2026-01-15',
    );
    expect(forecast.hemisphere).toBe('southern');
    expect(forecast.hives.map(({ expectedLbs }) => expectedLbs)).toEqual([36.4, 36.4, 51.7]);
  });

  it("gives its notes as facts in lbs, for the screen to write in the beekeeper's language and units", () => {
    const forecast = forecastYield(
      input({
        hives: [hive({ harvestedLbs: 40 })],
        seasons: [{ season: 2025, honeyLbs: 60, hiveCount: 1 }],
      }),
      '2026-01-15',
    );
    expect(note(forecast, 'baseline')).toEqual({ region: 'us', perColonyLbs: 51.7 });
    expect(note(forecast, 'history')).toEqual({ seasons: 1, perHiveLbs: 60 });
    expect(note(forecast, 'harvested')).toEqual({ lbs: 40 });
    expect(forecast.total.harvestedLbs).toBe(40);
  });
});

describe('honeyHistoryFromRecords', () => {
  const records = [
    { hiveId: 'a', productType: 'honey', quantity: 30, unit: 'lbs', harvestDate: '2024-08-10' },
    { hiveId: 'b', productType: 'honey', quantity: 10, unit: 'kg', harvestDate: '2024-09-01' },
    { hiveId: 'a', productType: 'honey', quantity: 40, unit: 'lbs', harvestDate: '2025-07-20' },
    { hiveId: 'a', productType: 'honey', quantity: 16, unit: 'oz', harvestDate: '2026-02-05' },
    { hiveId: 'a', productType: 'honey', quantity: 12, unit: 'jars', harvestDate: '2025-07-20' },
    { hiveId: 'b', productType: 'wax', quantity: 5, unit: 'lbs', harvestDate: '2025-07-20' },
  ] as const;

  it('groups honey weight into past seasons with their hives, months, and this season per hive (north)', () => {
    const history = honeyHistoryFromRecords(records, 'northern', '2025-11-23');
    expect(history.seasons.map(({ season, honeyLbs, hiveCount }) => [season, round(honeyLbs), hiveCount])).toEqual([
      [2024, 52.05, 2],
    ]);
    expect(history.months.map(({ month, honeyLbs }) => [month, round(honeyLbs)])).toEqual([
      ['2024-08', 30],
      ['2024-09', 22.05],
      ['2025-07', 40],
      ['2026-02', 1],
    ]);
    expect([...history.harvestedThisSeasonLbs]).toEqual([['a', 40]]);
  });

  it('runs southern seasons July to June', () => {
    const history = honeyHistoryFromRecords(records, 'southern', '2026-03-01');
    expect(history.seasons.map(({ season, hiveCount }) => [season, hiveCount])).toEqual([[2024, 2]]);
    expect([...history.harvestedThisSeasonLbs]).toEqual([['a', 41]]);
  });

  it('feeds the forecast: one past season blended with the baseline, this season harvested per hive', () => {
    const history = honeyHistoryFromRecords(records, 'northern', '2025-07-25');
    const forecast = forecastYield(
      input({
        seasons: history.seasons,
        months: history.months,
        hives: ['a', 'b'].map((id) => hive({ id, harvestedLbs: history.harvestedThisSeasonLbs.get(id) ?? 0 })),
      }),
      '2025-07-25',
    );
    expect(forecast.total.harvestedLbs).toBe(40);
    expect(note(forecast, 'history')).toEqual({ seasons: 1, perHiveLbs: 26 });
    expect(note(forecast, 'harvest_months')).toEqual({ source: 'own', months: [8, 9] });
    expect(note(forecast, 'season_progress')).toEqual({ toComePercent: 100, hemisphere: 'northern' });
    expect(range(forecast)).toEqual({ lowLbs: 97.4, expectedLbs: 126.2, highLbs: 144.6 });
  });
});

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
