/**
 * What the treatment recommendations read, with a bounded number of DynamoDB requests whatever the account's size:
 * - the hives (one Query of the user's partition, every page, as the hive list reads them): each keeps its latest
 *   findings and last mite count (`inspections.ts`), so no inspection is read;
 * - the apiaries (one Query), for their latitude (hemisphere) and coordinates (forecast);
 * - the treatments of the last 12 months, newest first (gsi2 from a date floor), at most 10 pages (10 MB, some
 *   25,000 treatments: 1,000 hives treated and fed twice a month); past that, the oldest are left out;
 * - the pending tasks due before today that a treatment scheduled (its recount), oldest first (gsi1), at most 3
 *   pages;
 * - the forecast of the apiaries whose hives are advised a product with a temperature window, the first 5 in
 *   apiary order, through the weather cache (a Get each, and a Put when the provider was asked). An apiary without
 *   weather simply gets no best-days hint.
 * At most: the hive pages, 1 + 10 + 3 Queries and 10 weather-cache requests. The answer is one page of the ranked
 * list, however many hives need something.
 */
import { subMonths } from 'date-fns';
import { TREATMENT_PRODUCTS } from '../../../shared/domain/treatment-catalogue';
import { toCalendarDate, toDate } from '../../../shared/rules/calendar';
import {
  explainedRecommendations,
  type ForecastHigh,
  type RecommendationInput,
} from '../../../shared/rules/treatment-recommendations';
import type { CalendarDate } from '../../../shared/schemas/common';
import type {
  RecommendationListQuery,
  TreatmentRecommendation,
} from '../../../shared/schemas/treatment-recommendation';
import type { Caller } from '../caller';
import { weatherAt } from '../weather/weather-at';
import { ApiaryEntity } from './entities/apiary';
import { HiveEntity } from './entities/hive';
import { TaskEntity } from './entities/task';
import { TreatmentEntity } from './entities/treatment';
import type { UnitSystem } from '../../../shared/rules/units';
import { lastVarroaCheckOf } from './hives';

/** How far back treatments count: a year covers every season's windows and the days since the last one. */
const TREATMENT_MONTHS = 12;
/** Query pages read at most: treatments (1 MB each), and pending recount tasks. */
const TREATMENT_PAGES = 10;
const RECOUNT_TASK_PAGES = 3;
/** Apiaries whose forecast is asked for the best-days hint, at most. */
export const FORECAST_APIARIES = 5;

async function hivesOf(userId: string): Promise<RecommendationInput['hives']> {
  const { data } = await HiveEntity.query.hivesOfUser({ userId }).go({
    pages: 'all',
    attributes: ['hiveId', 'name', 'apiaryId', 'status', 'latestFindings', 'lastVarroaCheck'],
  });
  return data.map((record) => ({
    id: record.hiveId,
    name: record.name,
    apiaryId: record.apiaryId,
    status: record.status,
    latestFindings: record.latestFindings ?? null,
    lastVarroaCheck: lastVarroaCheckOf(record),
  }));
}

async function apiariesOf(userId: string) {
  const { data } = await ApiaryEntity.query
    .apiariesOfUser({ userId })
    .go({ pages: 'all', attributes: ['apiaryId', 'latitude', 'longitude'] });
  return data.map(({ apiaryId, latitude, longitude }) => ({
    id: apiaryId,
    latitude: latitude ?? null,
    longitude: longitude ?? null,
  }));
}

async function treatmentsSince(userId: string, floor: CalendarDate): Promise<RecommendationInput['treatments']> {
  const { data } = await TreatmentEntity.query
    .treatmentsOfUser({ userId })
    .gte({ applicationDate: floor })
    .go({
      order: 'desc',
      pages: TREATMENT_PAGES,
      attributes: ['hiveId', 'treatmentType', 'treatmentName', 'productId', 'applicationDate', 'nextDueDate'],
    });
  return data.map((record) => ({
    hiveId: record.hiveId,
    treatmentType: record.treatmentType,
    treatmentName: record.treatmentName,
    productId: record.productId ?? null,
    applicationDate: record.applicationDate,
    nextDueDate: record.nextDueDate ?? null,
  }));
}

async function overdueRecountTasks(userId: string, today: CalendarDate): Promise<RecommendationInput['recountTasks']> {
  const { data } = await TaskEntity.query
    .tasksByStatus({ userId, status: 'pending' })
    .lt({ dueDate: today })
    .where(({ treatmentId }, { exists }) => exists(treatmentId))
    .go({ order: 'asc', pages: RECOUNT_TASK_PAGES, attributes: ['hiveId', 'dueDate'] });
  return data.map(({ hiveId, dueDate }) => ({ hiveId: hiveId ?? null, dueDate }));
}

/** The coming days' highs at a place, or none when the weather provider can't answer. */
async function forecastHighs(lat: number, lon: number): Promise<ForecastHigh[]> {
  const weather = await weatherAt({ lat, lon });
  if (!weather.available) return [];
  // Each day's `dt` is noon at the place, so its UTC date is the local date anywhere within 12 hours of UTC.
  return weather.forecast.map(({ dt, temp }) => ({
    date: new Date(dt * 1000).toISOString().slice(0, 10),
    highF: temp.max,
  }));
}

/**
 * A page of the caller's treatment recommendations, most pressing first: `limit` of them from position `cursor`,
 * the next page's position while any are left, and how many there are in all (the screens' "N more"). The whole
 * list is ranked on every call (its reads are bounded above), so the answer stays a page for 1,000 hives.
 */
export async function listTreatmentRecommendations(
  caller: Caller,
  { limit, cursor, units }: RecommendationListQuery,
  today?: CalendarDate,
): Promise<{ recommendations: TreatmentRecommendation[]; nextCursor: string | null; total: number }> {
  const all = await rankedRecommendations(caller, units, today);
  const start = cursor === undefined ? 0 : Number(cursor);
  const end = start + limit;
  return {
    recommendations: all.slice(start, end),
    nextCursor: end < all.length ? String(end) : null,
    total: all.length,
  };
}

/**
 * The caller's treatment recommendations on the server's day (UTC, as Lambdas run), most pressing first. The
 * engine runs once without weather; only when it suggests a product with a temperature window does the forecast of
 * those hives' apiaries get read, and the engine runs again with it.
 */
async function rankedRecommendations(
  { userId }: Caller,
  units: UnitSystem,
  today: CalendarDate = new Date().toISOString().slice(0, 10),
): Promise<TreatmentRecommendation[]> {
  const floor = toCalendarDate(subMonths(toDate(today), TREATMENT_MONTHS));
  const [hives, apiaries, treatments, recountTasks] = await Promise.all([
    hivesOf(userId),
    apiariesOf(userId),
    treatmentsSince(userId, floor),
    overdueRecountTasks(userId, today),
  ]);
  const input: RecommendationInput = { hives, apiaries, treatments, recountTasks, forecastHighsByApiary: {}, units };
  const withoutWeather = explainedRecommendations(input, today);

  const hiveApiaries = new Map(hives.map(({ id, apiaryId }) => [id, apiaryId]));
  const wanted = new Set(
    withoutWeather
      .filter(({ productId }) => productId !== null && TREATMENT_PRODUCTS[productId].temperatureF !== null)
      .map(({ recommendation }) => hiveApiaries.get(recommendation.hiveId)),
  );
  const located = apiaries
    .filter(({ id, latitude, longitude }) => wanted.has(id) && latitude !== null && longitude !== null)
    .slice(0, FORECAST_APIARIES);
  if (located.length === 0) return withoutWeather.map(({ recommendation }) => recommendation);

  const forecasts = await Promise.all(
    located.map(async ({ id, latitude, longitude }) => [id, await forecastHighs(Number(latitude), Number(longitude))]),
  );
  const forecastHighsByApiary = Object.fromEntries(forecasts) as Record<string, ForecastHigh[]>;
  return explainedRecommendations({ ...input, forecastHighsByApiary }, today).map(
    ({ recommendation }) => recommendation,
  );
}
