import { http, HttpResponse } from 'msw';
import type { HiveYieldForecast, YieldForecast } from '@shared/rules/yield-forecast';
import { PRODUCTION_PAGE, type ProductionRecord, type ProductionSummary } from '@shared/schemas/production';
import { routes } from '@/lib/api-routes';
import { apiUrl, pageAnswer, server } from './server';

/** A harvest as the API answers it, for component tests. Ids are ULIDs, as the input schema requires. */
export function buildProductionRecord(overrides: Partial<ProductionRecord> = {}): ProductionRecord {
  return {
    id: '01HV000000000000000000PRD1',
    hiveId: '01HV000000000000000000H1V1',
    hiveName: 'Hive 1',
    productType: 'honey',
    quantity: 12.5,
    unit: 'lbs',
    harvestDate: '2026-07-14',
    quality: null,
    notes: null,
    createdAt: '2026-07-14T09:00:00.000Z',
    version: '2026-07-14T09:00:00.000Z',
    ...overrides,
  };
}

/** Twelve months of `year` with nothing harvested, this year nor the one before. */
function emptyMonths(year: number): ProductionSummary['honeyByMonth'] {
  return Array.from({ length: 12 }, (_, index) => ({
    month: `${String(year)}-${String(index + 1).padStart(2, '0')}`,
    lbs: 0,
    jars: 0,
    lastYearLbs: 0,
    lastYearJars: 0,
  }));
}

/** A year's summary as `GET /api/production/summary` answers it: nothing harvested unless said. */
export function buildProductionSummary(overrides: Partial<ProductionSummary> = {}): ProductionSummary {
  const year = overrides.year ?? new Date().getFullYear();
  return {
    year,
    honey: { lbs: 0, jars: 0 },
    activeHives: 0,
    honeyPerActiveHiveLbs: null,
    byProduct: [],
    byHive: [],
    byApiary: [],
    honeyByMonth: emptyMonths(year),
    firstYear: null,
    ...overrides,
  };
}

/** `months` (1 to 12) of honey in lbs, this year and last, on a year's twelve months. */
export function honeyMonths(
  year: number,
  months: Partial<Record<number, { lbs?: number; jars?: number; lastYearLbs?: number; lastYearJars?: number }>>,
): ProductionSummary['honeyByMonth'] {
  return emptyMonths(year).map((month, index) => ({ ...month, ...months[index + 1] }));
}

/**
 * Answers `GET /api/production` as the API does, from `records` (newest first) as the array is when asked:
 * `?hiveId=` filters, `?limit=` (20 unless said) cuts a page, and the next page's cursor comes in the
 * `x-next-cursor` header. Returns the query of each request, in order.
 */
export function serveProduction(records: ProductionRecord[]): URLSearchParams[] {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(routes.listProduction), ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      const hiveId = query.get('hiveId');
      const matching = records.filter((record) => !hiveId || record.hiveId === hiveId);
      return pageAnswer(matching, query, productionCursor, PRODUCTION_PAGE.defaultLimit);
    }),
  );
  return requests;
}

/** The API's cursor after a harvest: its harvest date and id. */
const productionCursor = (record: ProductionRecord) => `${record.harvestDate}_${record.id}`;

/**
 * Answers `GET /api/production/summary?year=` with `summaries`' entry for the year asked (an empty summary of that
 * year when there is none), as the object is when asked. Returns the year of each request, in order.
 */
export function serveProductionSummaries(summaries: Record<number, ProductionSummary>): number[] {
  const years: number[] = [];
  server.use(
    http.get(apiUrl(routes.getProductionSummary), ({ request }) => {
      const year = Number(new URL(request.url).searchParams.get('year'));
      years.push(year);
      return HttpResponse.json(summaries[year] ?? buildProductionSummary({ year }));
    }),
  );
  return years;
}

/** One hive's forecast as the API answers it. */
export const buildHiveYieldForecast = (overrides: Partial<HiveYieldForecast> = {}): HiveYieldForecast => ({
  hiveId: 'hive-1',
  hiveName: 'Golden Comb',
  harvestedLbs: 0,
  strength: 'average',
  lowLbs: 30,
  expectedLbs: 45,
  highLbs: 60,
  ...overrides,
});

/** A northern season's forecast of two hives, with its inputs. */
export const buildYieldForecast = (overrides: Partial<YieldForecast> = {}): YieldForecast => ({
  season: 2026,
  hemisphere: 'northern',
  total: { harvestedLbs: 22.05, lowLbs: 70, expectedLbs: 110.2, highLbs: 140 },
  hives: [
    buildHiveYieldForecast({ hiveId: 'hive-1', hiveName: 'Golden Comb', strength: 'strong', expectedLbs: 65.2 }),
    buildHiveYieldForecast({
      hiveId: 'hive-2',
      hiveName: 'Buttercup',
      strength: 'weak',
      harvestedLbs: 22.05,
      lowLbs: 40,
      expectedLbs: 45,
      highLbs: 80,
    }),
  ],
  inputs: [
    { key: 'active_hives', count: 2 },
    { key: 'history', seasons: 2, perHiveLbs: 58.1 },
    { key: 'colony_strength', hives: { strong: 1, average: 0, weak: 1, not_inspected: 0 } },
  ],
  ...overrides,
});

/** Answers the forecast with `answer`. */
export function serveYieldForecast(answer: YieldForecast): void {
  server.use(http.get(apiUrl(routes.getYieldForecast), () => HttpResponse.json(answer)));
}
