/**
 * Latency of calls through HiveKeeper's local gateway (token check, event, middy stack, ElectroDB, DynamoDB Local)
 * and of the raw DynamoDB Local requests behind them, measured side by side.
 */
import { performance } from 'node:perf_hooks';

export interface LatencySummary {
  samples: number;
  p50: number;
  p99: number;
}

/**
 * Each call once a round, `warmup` rounds unmeasured then `samples` measured, in milliseconds. The calls take turns
 * and the first of a round moves along each round, so a slow spell of the shared machine (another process, the
 * JVM's collector) falls on every call alike instead of on whichever was measured in that block.
 */
export async function measureInterleaved<Name extends string>(
  calls: Readonly<Record<Name, () => Promise<unknown>>>,
  samples: number,
  warmup: number,
): Promise<Record<Name, LatencySummary>> {
  const names = Object.keys(calls) as Name[];
  const timings = new Map<Name, number[]>(names.map((name) => [name, []]));
  for (let round = 0; round < warmup + samples; round += 1) {
    for (let turn = 0; turn < names.length; turn += 1) {
      const name = names[(round + turn) % names.length] as Name;
      const started = performance.now();
      await calls[name]();
      if (round >= warmup) timings.get(name)?.push(performance.now() - started);
    }
  }
  return Object.fromEntries(
    names.map((name) => {
      const sorted = (timings.get(name) ?? []).sort((a, b) => a - b);
      return [name, { samples, p50: percentile(sorted, 0.5), p99: percentile(sorted, 0.99) }];
    }),
  ) as Record<Name, LatencySummary>;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: readonly number[], fraction: number): number {
  if (sorted.length === 0) throw new Error('No samples');
  const rank = Math.ceil(fraction * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1] as number;
}
