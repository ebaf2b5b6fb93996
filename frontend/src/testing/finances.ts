import { http, HttpResponse } from 'msw';
import { FINANCE_PAGE, type FinanceSummary, type FinancialRecord } from '@shared/schemas/finance';
import { routes } from '@/lib/api-routes';
import { apiUrl, pageAnswer, server } from './server';

/** A financial record as the API answers it, for component tests. Ids are ULIDs, as the input schema requires. */
export function buildFinancialRecord(overrides: Partial<FinancialRecord> = {}): FinancialRecord {
  return {
    id: '01HV000000000000000000FIN1',
    type: 'expense',
    category: 'equipment',
    amount: 80,
    description: 'Two deep boxes',
    transactionDate: '2026-04-10',
    hiveId: null,
    hiveName: null,
    apiaryId: null,
    apiaryName: null,
    treatmentId: null,
    createdAt: '2026-04-10T09:00:00.000Z',
    version: '2026-04-10T09:00:00.000Z',
    ...overrides,
  };
}

/** A year's summary as the API answers it: all twelve months at zero unless `overrides` say otherwise. */
export function buildFinanceSummary(overrides: Partial<FinanceSummary> = {}): FinanceSummary {
  const year = overrides.year ?? 2026;
  return {
    year,
    income: 0,
    expense: 0,
    net: 0,
    byMonth: Array.from({ length: 12 }, (_, index) => ({
      month: `${year}-${String(index + 1).padStart(2, '0')}`,
      income: 0,
      expense: 0,
      net: 0,
    })),
    byCategory: [],
    byHive: [],
    byApiary: [],
    unallocated: { income: 0, expense: 0, net: 0 },
    recentTransactions: [],
    firstYear: null,
    ...overrides,
  };
}

/**
 * Answers `GET /api/finances` as the API does, from `records` (newest first) as the array is when asked: `?limit=`
 * (20 unless said) cuts a page, and the next page's cursor comes in the `x-next-cursor` header. Returns the query
 * of each request, in order.
 */
export function serveFinances(records: FinancialRecord[]): URLSearchParams[] {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(routes.listFinances), ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      return pageAnswer(records, query, financeCursor, FINANCE_PAGE.defaultLimit);
    }),
  );
  return requests;
}

/** The API's cursor after a record: its transaction date and id. */
const financeCursor = (record: FinancialRecord) => `${record.transactionDate}_${record.id}`;

/**
 * Answers `GET /api/finances/summary?year=` with `summaryOf(year)` as it is when asked, so a test's write handlers
 * can change it. Returns the year of each request, in order.
 */
export function serveFinanceSummary(summaryOf: (year: number) => FinanceSummary): number[] {
  const years: number[] = [];
  server.use(
    http.get(apiUrl(routes.getFinanceSummary), ({ request }) => {
      const year = Number(new URL(request.url).searchParams.get('year'));
      years.push(year);
      return HttpResponse.json(summaryOf(year));
    }),
  );
  return years;
}
