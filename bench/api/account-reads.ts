/**
 * The reads a beekeeper makes most, timed through the local gateway for a small account and for a commercial one
 * (1,000 hives, 20,000 inspections): each costs a fixed number of DynamoDB requests (the scale data test counts
 * them), so the commercial column should read like the small one.
 */
import type { ApiCaller } from '../../infra/local/api-client';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { measure, type LatencySummary } from './latency';

export interface BenchAccount {
  api: ApiCaller;
  /** One of the account's hives, for its page and its inspections. */
  hiveId: string;
}

function accountReads({ api, hiveId }: BenchAccount): Record<string, () => Promise<void>> {
  const get = (path: string) => async () => {
    const answer = await api('GET', path);
    if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
  };
  return {
    'GET /api/inspections (first page)': get(apiPath(routes.listInspections)),
    'GET /api/inspections?hiveId=': get(apiPath(routes.listInspections, {}, { hiveId })),
    'GET /api/hives/{id}': get(apiPath(routes.getHive, { id: hiveId })),
    'GET /api/dashboard/metrics': get(apiPath(routes.getDashboardMetrics)),
    // A word of many inspection notes (10,000 of the commercial account's): a full page of 20 results.
    'GET /api/search?q=brood': get(apiPath(routes.searchRecords, {}, { q: 'brood' })),
  };
}

export interface AccountReadRow {
  route: string;
  small: LatencySummary;
  commercial: LatencySummary;
}

/** Each read for the small account, then for the commercial one, `samples` times after `warmup` calls. */
export async function measureAccountReads(
  small: BenchAccount,
  commercial: BenchAccount,
  samples: number,
  warmup: number,
): Promise<AccountReadRow[]> {
  const smallReads = accountReads(small);
  const commercialReads = accountReads(commercial);
  const rows: AccountReadRow[] = [];
  for (const [route, read] of Object.entries(smallReads)) {
    const commercialRead = commercialReads[route];
    if (!commercialRead) continue;
    rows.push({
      route,
      small: await measure(read, samples, warmup),
      commercial: await measure(commercialRead, samples, warmup),
    });
  }
  return rows;
}
