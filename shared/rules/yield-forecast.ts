import { RATING_SCALE } from '../domain/rating';
import {
  COLONY_STRENGTHS,
  type ColonyStrength,
  type HarvestMonthSource,
  type YieldBaselineRegion,
} from '../domain/yield-forecast';
export type { ColonyStrength, HarvestMonthSource, YieldBaselineRegion } from '../domain/yield-forecast';
import type { ProductionRecord } from '../schemas/production';
import { convertWeight, isWeightUnit } from './units';
import { hemisphereOf, northernMonth, type Hemisphere } from './varroa';

/**
 * This season's honey forecast: low / expected / high per active hive and in total, from the beekeeper's own past
 * seasons blended with a published regional average, scaled by each colony's strength at its latest inspection and
 * by how much of the usual harvest is still to come. Every figure is in lbs.
 */

/**
 * Published honey yields per colony, in lbs, to fall back on without history. Expected is an average year; low and
 * high are poor and good years from the same series, so a beekeeper without records sees an honest spread.
 */
export const YIELD_BASELINES = {
  /**
   * USDA NASS, *Honey* (released March 2025): operations with five or more colonies averaged 51.7 lbs per colony in
   * 2024. Low: operations with fewer than five colonies, 30.0 lbs in 2017 (NASS *Honey*, March 2018), what a small
   * apiary takes off. High: 65.5 lbs in 2010 (NASS *Honey*, February 2011), a good year (2014 came close: 65.1).
   */
  us: { lowLbs: 30, expectedLbs: 51.7, highLbs: 65.5 },
  /**
   * BBKA Annual Honey Survey: 26 lbs per hive in England in 2016. Low: about 8 lbs in 2012, the poorest year the
   * survey recorded; high: 40.25 lbs in 2019, its best in ten years.
   */
  uk: { lowLbs: 8, expectedLbs: 26, highLbs: 40.25 },
} as const satisfies Record<YieldBaselineRegion, { lowLbs: number; expectedLbs: number; highLbs: number }>;

/** Seasons of history after which the beekeeper's own figures stand alone; fewer are blended with the baseline. */
export const HISTORY_SEASONS_FOR_FULL_WEIGHT = 3;

/**
 * When honey comes off without the beekeeper's own months, by northern-calendar month: HiveKeeper's assumption after
 * the season guides (a spring crop in June, the main crop taken off July-September, as BBKA and US extension
 * calendars describe), not a measured distribution. The southern hemisphere uses it six months on.
 */
const TYPICAL_HARVEST_SHARES: Readonly<Record<number, number>> = { 6: 0.15, 7: 0.3, 8: 0.35, 9: 0.2 };

/**
 * Colony strength multipliers, 3 (average) = 1. Bigger colonies make disproportionately more honey (Farrar, 1937,
 * *The influence of colony populations on honey production*), and a colony short of stores spends the flow filling
 * its own larder; the step sizes are HiveKeeper's assumption, not published figures.
 */
const POPULATION_FACTOR = [0.4, 0.7, 1, 1.2, 1.4] as const;
const FOOD_STORES_FACTOR = [0.9, 0.95, 1, 1.05, 1.1] as const;

/** Where the screen calls a colony strong or weak: about a population step from average; stores alone never do. */
const STRONG_FACTOR = 1.15;
const WEAK_FACTOR = 0.85;

/** A 1-5 rating's multiplier (out-of-scale ratings are held to the scale). */
function ratingFactor(factors: readonly number[], rating: number): number {
  const held = Math.min(Math.max(Math.round(rating), RATING_SCALE.min), RATING_SCALE.max);
  return factors[held - RATING_SCALE.min] ?? 1;
}

/** One past season's honey and the hives it came from (the season starts in January north, July south). */
export interface HoneySeason {
  /** The calendar year the season starts in. */
  season: number;
  honeyLbs: number;
  /** Hives that gave honey that season. */
  hiveCount: number;
}

/** Honey harvested in one calendar month, `YYYY-MM`: the per-month aggregate's shape. */
export interface HoneyMonth {
  month: string;
  honeyLbs: number;
}

export interface ForecastHive {
  id: string;
  name: string;
  apiaryId: string;
  /** Latest inspection's ratings, or null when the hive was never inspected. */
  latestInspection: { population: number; foodStores: number } | null;
  /** Honey taken off this hive so far this season. */
  harvestedLbs: number;
  /** What the hive's scale has gained this season, steps of the beekeeper's work taken out; absent without a scale. */
  scaleGainLbs?: number;
}

export interface YieldForecastInput {
  /** Past seasons; the current season and later are ignored (they are not over). */
  seasons: readonly HoneySeason[];
  /** Honey by month; only months of past seasons shape when the harvest comes. */
  months: readonly HoneyMonth[];
  /** The active hives. */
  hives: readonly ForecastHive[];
  apiaries: readonly { id: string; latitude: string | number | null }[];
  baseline?: YieldBaselineRegion;
}

export interface YieldRange {
  lowLbs: number;
  expectedLbs: number;
  highLbs: number;
}

export interface HiveYieldForecast extends YieldRange {
  hiveId: string;
  hiveName: string;
  harvestedLbs: number;
  strength: ColonyStrength;
}

/**
 * One input behind the figure, as facts (weights in lbs): the screen writes each in the beekeeper's language and
 * units, e.g. 'Your history: 2 seasons, 38.5 lbs per hive on average'.
 */
export type ForecastInputNote =
  | { key: 'active_hives'; count: number }
  /** No past season: `seasons` 0 and no average. */
  | { key: 'history'; seasons: number; perHiveLbs: number | null }
  | { key: 'baseline'; region: YieldBaselineRegion; perColonyLbs: number }
  /** The beekeeper's history's share of the blend, in percent; the baseline has the rest. */
  | { key: 'weighting'; historyPercent: number }
  /** Calendar months (1-12) in the order the season meets them. */
  | { key: 'harvest_months'; source: HarvestMonthSource; months: number[] }
  | { key: 'season_progress'; toComePercent: number; hemisphere: Hemisphere }
  | { key: 'harvested'; lbs: number }
  /** Hives whose scale measured a gain this season, and the gain of them all, counted as honey already made. */
  | { key: 'scale_gain'; hives: number; lbs: number }
  /** Active hives by strength at their latest inspection (never inspected counts as average in the figure). */
  | { key: 'colony_strength'; hives: Record<ColonyStrength, number> };
export type ForecastInputKey = ForecastInputNote['key'];

export interface YieldForecast {
  /** The calendar year this season starts in, in the hemisphere of most hives. */
  season: number;
  hemisphere: Hemisphere;
  total: YieldRange & { harvestedLbs: number };
  hives: HiveYieldForecast[];
  inputs: ForecastInputNote[];
}

function round1(value: number): number {
  return Math.round(value * 10) / 10;
}

function yearMonthOf(date: string): { year: number; month: number } {
  return { year: Number(date.slice(0, 4)), month: Number(date.slice(5, 7)) };
}

/** The season (its starting calendar year) a month belongs to: January-December north, July-June south. */
export function honeySeasonOf(year: number, month: number, hemisphere: Hemisphere): number {
  return hemisphere === 'southern' && month < 7 ? year - 1 : year;
}

/**
 * The hemisphere most of the hives are in (northern on a tie or without hives): the forecast's seasons are counted
 * in it, so its history must be too.
 */
export function forecastHemisphere(
  hives: readonly Pick<ForecastHive, 'apiaryId'>[],
  apiaries: YieldForecastInput['apiaries'],
): Hemisphere {
  const latitudeOf = new Map(apiaries.map(({ id, latitude }) => [id, latitude]));
  const southern = hives.filter(({ apiaryId }) => hemisphereOf(latitudeOf.get(apiaryId)) === 'southern').length;
  return southern > hives.length - southern ? 'southern' : 'northern';
}

/** Share of a season's honey per northern-calendar month (1-12), summing to 1; null without honey to go by. */
function harvestShares(months: readonly HoneyMonth[], hemisphere: Hemisphere, currentSeason: number) {
  const shares = new Map<number, number>();
  let total = 0;
  for (const { month, honeyLbs } of months) {
    const { year, month: calendarMonth } = yearMonthOf(month);
    if (honeyLbs <= 0 || honeySeasonOf(year, calendarMonth, hemisphere) >= currentSeason) continue;
    const northern = northernMonth(calendarMonth, hemisphere);
    shares.set(northern, (shares.get(northern) ?? 0) + honeyLbs);
    total += honeyLbs;
  }
  if (total === 0) return null;
  return new Map([...shares].map(([month, lbs]) => [month, lbs / total]));
}

/** Share of the usual harvest still to come on `today` (the current month counted by the days left in it). */
function shareStillToCome(shares: ReadonlyMap<number, number>, today: string, hemisphere: Hemisphere): number {
  const { year, month } = yearMonthOf(today);
  const day = Number(today.slice(8, 10));
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const current = northernMonth(month, hemisphere);
  let remaining = (shares.get(current) ?? 0) * (1 - day / daysInMonth);
  for (const [northern, share] of shares) if (northern > current) remaining += share;
  return remaining;
}

/** The beekeeper's honey per hive per season: average, poorest and best of the past seasons. */
function historyPerHive(seasons: readonly HoneySeason[], currentSeason: number) {
  const perHive = seasons
    .filter(({ season, hiveCount }) => season < currentSeason && hiveCount > 0)
    .map(({ honeyLbs, hiveCount }) => honeyLbs / hiveCount);
  if (perHive.length === 0) return null;
  return {
    seasons: perHive.length,
    lowLbs: Math.min(...perHive),
    expectedLbs: perHive.reduce((sum, lbs) => sum + lbs, 0) / perHive.length,
    highLbs: Math.max(...perHive),
  };
}

function blend(own: YieldRange | null, baseline: YieldRange, ownWeight: number): YieldRange {
  if (own === null) return baseline;
  const mix = (key: keyof YieldRange) => own[key] * ownWeight + baseline[key] * (1 - ownWeight);
  return { lowLbs: mix('lowLbs'), expectedLbs: mix('expectedLbs'), highLbs: mix('highLbs') };
}

function strengthOf(hive: ForecastHive): { strength: ColonyStrength; factor: number } {
  const inspection = hive.latestInspection;
  if (inspection === null) return { strength: 'not_inspected', factor: 1 };
  const factor =
    ratingFactor(POPULATION_FACTOR, inspection.population) * ratingFactor(FOOD_STORES_FACTOR, inspection.foodStores);
  return { strength: factor >= STRONG_FACTOR ? 'strong' : factor <= WEAK_FACTOR ? 'weak' : 'average', factor };
}

/** The harvest months as calendar months, in the order the season meets them. */
function harvestMonths(shares: ReadonlyMap<number, number>, hemisphere: Hemisphere): number[] {
  return [...shares.keys()].sort((a, b) => a - b).map((northern) => northernMonth(northern, hemisphere));
}

function strengthCounts(strengths: readonly ColonyStrength[]): Record<ColonyStrength, number> {
  return Object.fromEntries(
    COLONY_STRENGTHS.map((strength) => [strength, strengths.filter((each) => each === strength).length]),
  ) as Record<ColonyStrength, number>;
}

/** The scales' note, when any hive's scale gained this season. */
function scaleGainNote(hives: readonly ForecastHive[]): ForecastInputNote[] {
  const gaining = hives.filter(({ scaleGainLbs = 0 }) => scaleGainLbs > 0);
  if (gaining.length === 0) return [];
  const lbs = round1(gaining.reduce((total, { scaleGainLbs = 0 }) => total + scaleGainLbs, 0));
  return [{ key: 'scale_gain', hives: gaining.length, lbs }];
}

/** This season's honey forecast on `today` (`YYYY-MM-DD`). */
export function forecastYield(input: YieldForecastInput, today: string): YieldForecast {
  const { hives } = input;
  const latitudeOf = new Map(input.apiaries.map(({ id, latitude }) => [id, latitude]));
  const hemisphereOfHive = (hive: ForecastHive) => hemisphereOf(latitudeOf.get(hive.apiaryId));
  const hemisphere = forecastHemisphere(hives, input.apiaries);
  const { year, month } = yearMonthOf(today);
  const season = honeySeasonOf(year, month, hemisphere);

  const region = input.baseline ?? 'us';
  const baseline = YIELD_BASELINES[region];
  const own = historyPerHive(input.seasons, season);
  const ownWeight = own === null ? 0 : Math.min(own.seasons / HISTORY_SEASONS_FOR_FULL_WEIGHT, 1);
  const perHive = blend(own, baseline, ownWeight);
  const ownShares = harvestShares(input.months, hemisphere, season);
  const shares = ownShares ?? new Map(Object.entries(TYPICAL_HARVEST_SHARES).map(([m, s]) => [Number(m), s]));

  const hiveForecasts = hives.map((hive): HiveYieldForecast => {
    const { strength, factor } = strengthOf(hive);
    const toCome = shareStillToCome(shares, today, hemisphereOfHive(hive));
    const harvested = Math.max(hive.harvestedLbs, 0);
    const add = (lbsPerHive: number) => round1(harvested + lbsPerHive * factor * toCome);
    // HiveKeeper's assumption: a scale's gain this season is honey already made, so the hive's low and expected are
    // at least what was taken off plus it. A scale weighs bees, brood, pollen and wax too, so this errs high early in
    // the season, when a colony grows; its gain is the nearest measure of the crop a beekeeper has.
    const made = round1(harvested + Math.max(hive.scaleGainLbs ?? 0, 0));
    const expectedLbs = Math.max(add(perHive.expectedLbs), made);
    return {
      hiveId: hive.id,
      hiveName: hive.name,
      harvestedLbs: round1(harvested),
      strength,
      lowLbs: Math.max(add(perHive.lowLbs), made),
      expectedLbs,
      highLbs: Math.max(add(perHive.highLbs), expectedLbs),
    };
  });
  const sum = (key: keyof YieldRange | 'harvestedLbs') =>
    round1(hiveForecasts.reduce((total, forecast) => total + forecast[key], 0));

  const inputs: ForecastInputNote[] = [{ key: 'active_hives', count: hives.length }];
  if (hives.length > 0) {
    inputs.push({
      key: 'history',
      seasons: own?.seasons ?? 0,
      perHiveLbs: own === null ? null : round1(own.expectedLbs),
    });
    if (ownWeight < 1) {
      inputs.push(
        { key: 'baseline', region, perColonyLbs: baseline.expectedLbs },
        { key: 'weighting', historyPercent: Math.round(ownWeight * 100) },
      );
    }
    inputs.push(
      {
        key: 'harvest_months',
        source: ownShares ? 'own' : 'typical',
        months: harvestMonths(shares, hemisphere),
      },
      {
        key: 'season_progress',
        toComePercent: Math.round(shareStillToCome(shares, today, hemisphere) * 100),
        hemisphere,
      },
      { key: 'harvested', lbs: sum('harvestedLbs') },
      ...scaleGainNote(hives),
      { key: 'colony_strength', hives: strengthCounts(hiveForecasts.map(({ strength }) => strength)) },
    );
  }

  return {
    season,
    hemisphere,
    total: {
      harvestedLbs: sum('harvestedLbs'),
      lowLbs: sum('lowLbs'),
      expectedLbs: sum('expectedLbs'),
      highLbs: sum('highLbs'),
    },
    hives: hiveForecasts,
    inputs,
  };
}

export interface HoneyHistory {
  /** Past seasons, oldest first, each with the hives that gave honey in it. */
  seasons: HoneySeason[];
  /** Honey per `YYYY-MM`, oldest first. */
  months: HoneyMonth[];
  /** Each hive's honey so far in the season of `today`. */
  harvestedThisSeasonLbs: Map<string, number>;
}

/**
 * The forecast's history from production records: honey only, by weight (kg and oz converted to lbs; jars have no
 * weight to count), in seasons of the given hemisphere.
 */
export function honeyHistoryFromRecords(
  records: readonly Pick<ProductionRecord, 'hiveId' | 'productType' | 'quantity' | 'unit' | 'harvestDate'>[],
  hemisphere: Hemisphere,
  today: string,
): HoneyHistory {
  const { year, month } = yearMonthOf(today);
  const currentSeason = honeySeasonOf(year, month, hemisphere);
  const bySeason = new Map<number, { honeyLbs: number; hives: Set<string> }>();
  const byMonth = new Map<string, number>();
  const harvestedThisSeasonLbs = new Map<string, number>();
  for (const { hiveId, productType, quantity, unit, harvestDate } of records) {
    if (productType !== 'honey' || !isWeightUnit(unit)) continue;
    const lbs = convertWeight(quantity, unit, 'lbs');
    const harvested = yearMonthOf(harvestDate);
    const season = honeySeasonOf(harvested.year, harvested.month, hemisphere);
    const yearMonth = harvestDate.slice(0, 7);
    byMonth.set(yearMonth, (byMonth.get(yearMonth) ?? 0) + lbs);
    if (season === currentSeason) {
      harvestedThisSeasonLbs.set(hiveId, (harvestedThisSeasonLbs.get(hiveId) ?? 0) + lbs);
    } else if (season < currentSeason) {
      const entry = bySeason.get(season) ?? { honeyLbs: 0, hives: new Set<string>() };
      entry.honeyLbs += lbs;
      entry.hives.add(hiveId);
      bySeason.set(season, entry);
    }
  }
  return {
    seasons: [...bySeason]
      .map(([season, { honeyLbs, hives }]) => ({ season, honeyLbs, hiveCount: hives.size }))
      .sort((a, b) => a.season - b.season),
    months: [...byMonth]
      .map(([month, honeyLbs]) => ({ month, honeyLbs }))
      .sort((a, b) => a.month.localeCompare(b.month)),
    harvestedThisSeasonLbs,
  };
}
