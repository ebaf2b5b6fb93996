/**
 * The reads a beekeeper makes most, timed through the local gateway for a small account and for a commercial one
 * (1,000 hives, 20,000 inspections), the two taking turns request by request: each costs a fixed number of DynamoDB
 * requests (the scale data tests count them), so the commercial column should read like the small one. Then what
 * the gateway's compression costs and saves on the commercial beekeeper's largest answer.
 */
import type { ApiAnswer, ApiCaller } from '../../infra/local/api-client';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { measureInterleaved, type LatencySummary } from './latency';

export interface BenchAccount {
  /** Calls the gateway with `Accept-Encoding: identity`: the reads are timed without compression. */
  api: ApiCaller;
  /** One of the account's hives, for its page and its inspections. */
  hiveId: string;
}

/** The hive list's row, for the ratio; the first page once GET /api/hives pages. */
export const HIVE_LIST_READ = 'GET /api/hives (the first page)';
/** The search's row, for the ratio. */
export const SEARCH_READ = 'GET /api/search?q=brood';

const ok = (path: string, answer: ApiAnswer) => {
  if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
  return answer;
};

export function accountReads({ api, hiveId }: BenchAccount): Record<string, () => Promise<unknown>> {
  const get = (path: string) => async () => ok(path, await api('GET', path));
  return {
    // With no query, so the same call times the list before and after it pages.
    [HIVE_LIST_READ]: get(apiPath(routes.listHives)),
    'GET /api/inspections (first page)': get(apiPath(routes.listInspections)),
    'GET /api/inspections?hiveId=': get(apiPath(routes.listInspections, {}, { hiveId })),
    'GET /api/hives/{id}': get(apiPath(routes.getHive, { id: hiveId })),
    'GET /api/dashboard/metrics': get(apiPath(routes.getDashboardMetrics)),
    // A word of many inspection notes (10,000 of the commercial account's): a full page of 20 results.
    [SEARCH_READ]: get(apiPath(routes.searchRecords, {}, { q: 'brood' })),
  };
}

export interface AccountReadRow {
  route: string;
  small: LatencySummary;
  commercial: LatencySummary;
}

/** Each read, the small and the commercial account in turn, `samples` times each after `warmup` of each. */
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
    const timed = await measureInterleaved({ small: read, commercial: commercialRead }, samples, warmup);
    rows.push({ route, ...timed });
  }
  return rows;
}

export interface EncodingTiming extends LatencySummary {
  encoding: string;
  /** The bytes the gateway sent (its `content-length`). */
  bytes: number;
}

/**
 * The commercial beekeeper's hive list through the gateway as sent plain, gzipped and in Brotli, in turn: what the
 * gateway's compression adds to the answer's time, and the bytes it saves. `apiWith(encoding)` calls with that
 * `Accept-Encoding`.
 */
export async function measureCompression(
  apiWith: (acceptEncoding: string) => ApiCaller,
  samples: number,
  warmup: number,
): Promise<EncodingTiming[]> {
  const path = apiPath(routes.listHives);
  const encodings = ['identity', 'gzip', 'br'] as const;
  const bytes = new Map<string, number>();
  const calls = Object.fromEntries(
    encodings.map((encoding) => {
      const api = apiWith(encoding);
      return [
        encoding,
        async () => {
          const answer = ok(path, await api('GET', path));
          const sent = answer.headers.get('content-encoding') ?? 'identity';
          if (sent !== encoding) throw new Error(`Asked for ${encoding}, the gateway sent ${sent}`);
          bytes.set(encoding, Number(answer.headers.get('content-length')));
        },
      ];
    }),
  ) as Record<(typeof encodings)[number], () => Promise<void>>;
  const timed = await measureInterleaved(calls, samples, warmup);
  return encodings.map((encoding) => ({ encoding, ...timed[encoding], bytes: bytes.get(encoding) ?? 0 }));
}
