/**
 * What the yield forecast reads, from aggregates only, never the harvest records, so its cost doesn't grow with
 * them:
 * - the production tallies (`ProductionTallyEntity`) of the current calendar year and the `TALLY_YEARS - 1` before
 *   it, one Query per year in parallel: each year is 12 month items and one per harvesting hive and apiary, a few
 *   hundred bytes each, so one page even for 1,000 hives;
 * - the hives (one Query of the user's partition, every page, as the hive list reads them), active ones with the
 *   latest inspection's population and food stores they keep (`latestFindings`) and their scale's season summary
 *   (`scaleSummary`, whose gain counts as honey made when it is of this season);
 * - the apiaries (one Query), for their latitude: the hemisphere sets when a season starts.
 * So 2 + `TALLY_YEARS` Queries, plus a page per ~1 MB of hives or of a year's tallies, whatever the number of
 * harvests.
 */
import {
  forecastHemisphere,
  forecastYield,
  honeySeasonOf,
  type ForecastHive,
  type HoneyMonth,
  type HoneySeason,
  type YieldForecast,
} from '../../../shared/rules/yield-forecast';
import type { ScaleSummary } from '../../../shared/rules/scale-summary';
import { convertWeight } from '../../../shared/rules/units';
import { hemisphereOf, type Hemisphere } from '../../../shared/rules/varroa';
import type { Caller } from '../caller';
import { ApiaryEntity } from './entities/apiary';
import { HiveEntity } from './entities/hive';
import { ProductionTallyEntity } from './entities/production-tally';

/**
 * Past seasons the forecast learns from: five show a beekeeper's poor and good years (its low and high) while
 * staying close to the colonies and forage they keep now; the forecast gives history full weight from three
 * (`HISTORY_SEASONS_FOR_FULL_WEIGHT`), so more would add reads and little else.
 */
const HISTORY_SEASONS = 5;
/**
 * Calendar years of tallies read: this one and the five before hold five whole northern seasons; a southern season
 * (July-June) starts the year before it ends, so its fifth past season reaches one year further back.
 */
const TALLY_YEARS = HISTORY_SEASONS + 2;

/** Tallies count hundredths of a lb. */
const HUNDREDTHS = 100;

type TallyItem = { scope: string; subject: string; year: string; honeyLbHundredths?: number };

async function talliesOf(userId: string, year: number): Promise<TallyItem[]> {
  const { data } = await ProductionTallyEntity.query
    .productionTally({ userId, year: String(year) })
    .go({ pages: 'all', consistent: true, attributes: ['year', 'scope', 'subject', 'honeyLbHundredths'] });
  return data;
}

async function activeHivesOf(userId: string) {
  const { data } = await HiveEntity.query.hivesOfUser({ userId }).go({
    pages: 'all',
    consistent: true,
    attributes: ['hiveId', 'name', 'apiaryId', 'status', 'latestFindings', 'scaleSummary'],
  });
  return data
    .filter(({ status }) => status === 'active')
    .map(({ hiveId, name, apiaryId, latestFindings, scaleSummary }) => ({
      id: hiveId,
      name,
      apiaryId,
      latestInspection: latestFindings
        ? { population: latestFindings.population, foodStores: latestFindings.foodStores }
        : null,
      scaleSummary,
    }));
}

/** The hive's scale gain in lbs when its summary is of the season the hive is in (by its apiary's hemisphere). */
function scaleGainLbsOf(
  summary: ScaleSummary | undefined,
  latitude: string | null | undefined,
  today: string,
): number | undefined {
  if (!summary) return undefined;
  const season = honeySeasonOf(Number(today.slice(0, 4)), Number(today.slice(5, 7)), hemisphereOf(latitude));
  return summary.season === season ? convertWeight(summary.seasonGainKg, 'kg', 'lbs') : undefined;
}

async function apiariesOf(userId: string) {
  const { data } = await ApiaryEntity.query
    .apiariesOfUser({ userId })
    .go({ pages: 'all', consistent: true, attributes: ['apiaryId', 'latitude'] });
  return data.map(({ apiaryId, latitude }) => ({ id: apiaryId, latitude: latitude ?? null }));
}

const honeyLbsOf = ({ honeyLbHundredths = 0 }: TallyItem) => Math.max(0, honeyLbHundredths) / HUNDREDTHS;

/**
 * Honey by season from calendar-year tallies. Month items give each season's honey and harvest months exactly, in
 * either hemisphere, and in the north a season is a calendar year, so its hive items are exact too. A southern
 * season (July-June) spans two calendar years, and hive items can't be split by month, so:
 * - a hive's honey this season is its honey of each of the two years times the share of that year's honey the
 *   month items put in this season (the total stays exact; per hive it assumes a year's hives shared its two
 *   seasons alike, which holds whenever a year's harvests all fall in one season);
 * - a hive counts in a past season when it gave honey in a calendar year that gave honey to that season. That can
 *   count a hive that joined or left at the season's edge (one harvested only in the December after), so the
 *   honey per hive errs low, the cautious side for a forecast.
 */
function honeyHistoryFromTallies(items: readonly TallyItem[], hemisphere: Hemisphere, season: number) {
  const seasonOfMonth = (yearMonth: string) =>
    honeySeasonOf(Number(yearMonth.slice(0, 4)), Number(yearMonth.slice(5, 7)), hemisphere);
  const honeyMonths: HoneyMonth[] = items
    .filter(({ scope }) => scope === 'month')
    .map((item) => ({ month: item.subject, honeyLbs: honeyLbsOf(item) }))
    .filter(({ honeyLbs }) => honeyLbs > 0)
    .sort((first, second) => first.month.localeCompare(second.month));

  /** Honey per calendar year, and per season within it: how each year's honey splits between two seasons. */
  const honeyByYear = new Map<string, number>();
  const honeyBySeasonInYear = new Map<string, number>();
  const addTo = (totals: Map<string, number>, key: string, lbs: number) =>
    totals.set(key, (totals.get(key) ?? 0) + lbs);
  for (const { month, honeyLbs } of honeyMonths) {
    addTo(honeyByYear, month.slice(0, 4), honeyLbs);
    addTo(honeyBySeasonInYear, `${seasonOfMonth(month)}/${month.slice(0, 4)}`, honeyLbs);
  }
  const honeyOf = (of: number, year: string) => honeyBySeasonInYear.get(`${of}/${year}`) ?? 0;
  /** The calendar years a season spans. */
  const yearsOf = (of: number) => (hemisphere === 'southern' ? [String(of), String(of + 1)] : [String(of)]);

  const hiveItems = items
    .filter(({ scope }) => scope === 'hive')
    .map((item) => ({ year: item.year, hiveId: item.subject, honeyLbs: honeyLbsOf(item) }))
    .filter(({ honeyLbs }) => honeyLbs > 0);
  const seasons: HoneySeason[] = [];
  for (let past = season - HISTORY_SEASONS; past < season; past++) {
    const honeyLbs = yearsOf(past).reduce((sum, year) => sum + honeyOf(past, year), 0);
    if (honeyLbs === 0) continue;
    const harvestingYears = yearsOf(past).filter((year) => honeyOf(past, year) > 0);
    const hiveCount = new Set(
      hiveItems.filter((item) => harvestingYears.includes(item.year)).map(({ hiveId }) => hiveId),
    ).size;
    seasons.push({ season: past, honeyLbs, hiveCount });
  }

  const harvestedThisSeasonLbs = new Map<string, number>();
  for (const year of yearsOf(season)) {
    const share = honeyOf(season, year) / (honeyByYear.get(year) ?? 1);
    for (const { hiveId, honeyLbs } of hiveItems.filter((item) => item.year === year && share > 0)) {
      addTo(harvestedThisSeasonLbs, hiveId, honeyLbs * share);
    }
  }
  return {
    seasons,
    months: honeyMonths.filter(({ month }) => seasonOfMonth(month) >= season - HISTORY_SEASONS),
    harvestedThisSeasonLbs,
  };
}

/**
 * The caller's honey forecast for this season on `today` (UTC, as Lambdas run): the
 * tallies of the last `TALLY_YEARS` calendar years, the hives and the apiaries, read in parallel.
 */
export async function getYieldForecast(
  { userId }: Caller,
  today: string = new Date().toISOString().slice(0, 10),
): Promise<YieldForecast> {
  const year = Number(today.slice(0, 4));
  const [hives, apiaries, ...tallies] = await Promise.all([
    activeHivesOf(userId),
    apiariesOf(userId),
    ...Array.from({ length: TALLY_YEARS }, (_, back) => talliesOf(userId, year - back)),
  ]);
  const hemisphere = forecastHemisphere(hives, apiaries);
  const season = honeySeasonOf(year, Number(today.slice(5, 7)), hemisphere);
  const history = honeyHistoryFromTallies(tallies.flat(), hemisphere, season);
  const latitudeOf = new Map(apiaries.map(({ id, latitude }) => [id, latitude]));
  return forecastYield(
    {
      seasons: history.seasons,
      months: history.months,
      hives: hives.map(({ scaleSummary, ...hive }): ForecastHive => {
        const scaleGainLbs = scaleGainLbsOf(scaleSummary, latitudeOf.get(hive.apiaryId), today);
        return {
          ...hive,
          harvestedLbs: history.harvestedThisSeasonLbs.get(hive.id) ?? 0,
          ...(scaleGainLbs === undefined ? {} : { scaleGainLbs }),
        };
      }),
      apiaries,
    },
    today,
  );
}
