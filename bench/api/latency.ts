/**
 * Latency of `GET /api/hives` through HiveKeeper's local gateway (token check, event, middy stack, ElectroDB,
 * DynamoDB Local) against the raw DynamoDB Local Queries that fetch the same items, so the ratio shows what the
 * layers above the database cost.
 */
import { performance } from 'node:perf_hooks';

export interface LatencySummary {
  samples: number;
  p50: number;
  p99: number;
}

/** Runs `call` `warmup` times unmeasured, then `samples` times one after another, in milliseconds. */
export async function measure(call: () => Promise<unknown>, samples: number, warmup: number): Promise<LatencySummary> {
  for (let i = 0; i < warmup; i += 1) await call();
  const timings: number[] = [];
  for (let i = 0; i < samples; i += 1) {
    const started = performance.now();
    await call();
    timings.push(performance.now() - started);
  }
  timings.sort((a, b) => a - b);
  return { samples, p50: percentile(timings, 0.5), p99: percentile(timings, 0.99) };
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) throw new Error('No samples');
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}
