/**
 * `npm run bench:scale-chart`: what a hive's weight chart costs (`getHiveWeightChart`, the data function behind
 * `GET /api/hives/{id}/weight-chart`). One hive with a scale reporting every 15 minutes for a year (35,040
 * readings, a season with a super, a flow and a swarm) and a year of inspections is written into an in-memory
 * DynamoDB Local; then its chart is read for a year, a month and a week, each several times, with the apiary's
 * weather from the Open-Meteo stand-in over local HTTP. Printed for each range: the DynamoDB requests of one chart,
 * the items they read, the kilobytes of those items and the capacity they were billed (eventually consistent reads:
 * 0.5 RCU per 4 KB), the answer's bytes raw and gzipped, the median and 95th-percentile milliseconds of a chart, and
 * the median wait for its slowest DynamoDB request (DynamoDB Local's own time, the rest is HiveKeeper's). Times are
 * printed, never asserted: the machine is shared.
 *
 * Options (env): BENCH_CHART_RUNS (default 15 measured calls a range, after 3 unmeasured). Its DynamoDB Local
 * listens on port 8866, moved by HIVEKEEPER_TEST_PORT_OFFSET.
 */
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { ensureTable, startDynamoDbLocal } from '../infra/local/dynamodb';
import { startOpenMeteoStandIn } from '../infra/local/open-meteo-stand-in';
import { LOCAL_AWS_ENVIRONMENT, testSuitePorts } from '../infra/local/settings';
import { apiaryInputSchema } from '../shared/schemas/apiary';
import { hiveInputSchema } from '../shared/schemas/hive';
import { hiveScaleInputSchema } from '../shared/schemas/hive-scale';
import { inspectionInputSchema } from '../shared/schemas/inspection';
import type { ScaleReading } from '../shared/domain/hive-scales';
import type { Caller } from '../functions/lib/caller';
import { MINUTE_MS, HOUR_MS, DAY_MS } from '../shared/domain/durations';

const RUNS = Number(process.env.BENCH_CHART_RUNS ?? 15);
const WARMUP = 3;
const TABLE_NAME = 'hivekeeper-bench-scale-chart';
const QUARTER_MS = 15 * MINUTE_MS;
const YEAR_DAYS = 365;

const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const today = Date.parse(dateOf(Date.now()));
/** The year of readings ends yesterday (UTC), so the chart of the last year holds all of it. */
const firstDay = today - YEAR_DAYS * DAY_MS;

/**
 * The hive's weight over its year: 45 kg, a daily rhythm of bees out and back (±0.3 kg), a super (+6 kg) on day 150
 * at 13:00 UTC (its inspection is dated that day),
 * a flow of 1.2 kg a day from day 160 for three weeks, a swarm (−2.5 kg at 11:00 UTC) on day 200, then the autumn's
 * slow loss of 0.1 kg a day.
 */
function weightAt(ms: number): number {
  const day = (ms - firstDay) / DAY_MS;
  const rhythm = -0.3 * Math.sin((2 * Math.PI * (ms % DAY_MS)) / DAY_MS);
  const superAdded = ms >= firstDay + 150 * DAY_MS + 13 * HOUR_MS ? 6 : 0;
  const flow = Math.min(Math.max(day - 160, 0), 21) * 1.2;
  const swarm = ms >= firstDay + 200 * DAY_MS + 11 * HOUR_MS ? 2.5 : 0;
  const autumn = Math.max(day - 230, 0) * 0.1;
  return Math.round((45 + rhythm + superAdded + flow - swarm - autumn) * 1000) / 1000;
}

interface Cost {
  requests: number;
  items: number;
  itemBytes: number;
  capacityUnits: number;
  /** The longest wait for one request: the reads go out at once, the scale days' Query is the long one. */
  slowestMs: number;
}

const NO_COST: Cost = { requests: 0, items: 0, itemBytes: 0, capacityUnits: 0, slowestMs: 0 };

async function main() {
  const ports = testSuitePorts(8865);
  const dynamoDb = await startDynamoDbLocal({ port: ports.dynamoDb });
  const weather = await startOpenMeteoStandIn();
  try {
    await ensureTable(dynamoDb.endpoint, TABLE_NAME);
    // The data layer reads its configuration at import, so it is loaded once the table and the stand-in exist.
    Object.assign(process.env, LOCAL_AWS_ENVIRONMENT, {
      TABLE_NAME,
      DYNAMODB_ENDPOINT: dynamoDb.endpoint,
      OPEN_METEO_URL: weather.url,
      LOG_LEVEL: 'ERROR',
    });
    const { documentClient } = await import('../functions/lib/data/client');
    const { ensureUser } = await import('../functions/lib/data/users');
    const { UserEntity } = await import('../functions/lib/data/entities/user');
    const { createApiary } = await import('../functions/lib/data/apiaries');
    const { createHive } = await import('../functions/lib/data/hives');
    const { createHiveScale } = await import('../functions/lib/data/hive-scales');
    const { createInspection } = await import('../functions/lib/data/inspections');
    const { addReadings } = await import('../functions/lib/data/scale-readings');
    const { getHiveWeightChart } = await import('../functions/lib/data/hive-weight-chart');

    const caller: Caller = { userId: 'bench-scale-chart', email: 'scales@example.com', groups: [], isAdmin: false };
    await ensureUser(caller);
    await UserEntity.patch({ userId: caller.userId }).set({ timezone: 'Europe/Amsterdam' }).go();
    const apiary = await createApiary(
      caller,
      apiaryInputSchema.parse({ name: 'Lime walk', location: 'Utrecht', latitude: '52.09', longitude: '5.12' }),
    );
    const hive = await createHive(caller, hiveInputSchema.parse({ name: 'On the scale', apiaryId: apiary.id }));
    const { scale } = await createHiveScale(
      caller,
      hiveScaleInputSchema.parse({ hiveId: hive.id, name: 'Under the hive', kind: 'file' }),
    );
    const seeding = performance.now();
    const readings: ScaleReading[] = [];
    for (let ms = firstDay; ms < today; ms += QUARTER_MS) {
      readings.push({
        at: new Date(ms).toISOString(),
        weightKg: weightAt(ms),
        temperatureC: 34.5,
        humidityPercent: 60,
      });
    }
    const { added } = await addReadings({ userId: caller.userId, hiveId: hive.id, scaleId: scale.id }, readings);
    // An inspection a fortnight through the season, and the one of the super.
    for (const day of [150, ...Array.from({ length: 14 }, (_, index) => 90 + 14 * index)]) {
      const inspectionDate = dateOf(firstDay + day * DAY_MS);
      await createInspection(caller, inspectionInputSchema.parse({ hiveId: hive.id, inspectionDate, broodPattern: 4 }));
    }
    console.log(
      `Wrote ${added.toLocaleString('en-US')} readings of one scale over ${YEAR_DAYS} days, and a season's ` +
        `inspections, in ${((performance.now() - seeding) / 1000).toFixed(1)} s`,
    );

    let cost = NO_COST;
    documentClient.middlewareStack.add(
      (next) => async (args) => {
        const input = args.input as { ReturnConsumedCapacity?: string };
        input.ReturnConsumedCapacity = 'TOTAL';
        const sent = performance.now();
        const result = await next(args);
        const waited = performance.now() - sent;
        const output = result.output as {
          Items?: unknown[];
          Item?: unknown;
          ConsumedCapacity?: { CapacityUnits?: number };
        };
        const items = output.Items ?? (output.Item ? [output.Item] : []);
        cost = {
          requests: cost.requests + 1,
          items: cost.items + items.length,
          itemBytes: cost.itemBytes + items.reduce<number>((sum, item) => sum + JSON.stringify(item).length, 0),
          capacityUnits: cost.capacityUnits + (output.ConsumedCapacity?.CapacityUnits ?? 0),
          slowestMs: Math.max(cost.slowestMs, waited),
        };
        return result;
      },
      { step: 'initialize', name: 'benchChartCost' },
    );

    const rows = [];
    for (const [range, days] of [
      ['a year', YEAR_DAYS],
      ['a month', 30],
      ['a week', 7],
    ] as const) {
      const span = { from: dateOf(today - days * DAY_MS), to: dateOf(today) };
      const times: number[] = [];
      const waits: number[] = [];
      let answer = '';
      let costOfOne = cost;
      for (let run = 0; run < WARMUP + RUNS; run++) {
        cost = NO_COST;
        const started = performance.now();
        const chart = await getHiveWeightChart(caller, hive.id, span);
        const elapsed = performance.now() - started;
        if (run >= WARMUP) {
          times.push(elapsed);
          waits.push(cost.slowestMs);
        }
        answer = JSON.stringify(chart);
        costOfOne = cost;
      }
      const chart = JSON.parse(answer) as { scales: { weightKg: unknown[] }[]; steps: unknown[]; swarms: unknown[] };
      times.sort((a, b) => a - b);
      waits.sort((a, b) => a - b);
      rows.push({
        range: `${range} (${span.from}..${span.to})`,
        'DynamoDB requests': costOfOne.requests,
        'items read': costOfOne.items,
        'KB of items': round1(costOfOne.itemBytes / 1024),
        'RCU billed': costOfOne.capacityUnits,
        'weight buckets': chart.scales[0]?.weightKg.length ?? 0,
        'steps/swarms': `${chart.steps.length}/${chart.swarms.length}`,
        'answer KB': round1(Buffer.byteLength(answer) / 1024),
        'answer KB gzip': round1(gzipSync(answer).length / 1024),
        'p50 ms': round1(percentile(times, 0.5)),
        'p95 ms': round1(percentile(times, 0.95)),
        'p50 ms in DynamoDB': round1(percentile(waits, 0.5)),
      });
    }
    documentClient.middlewareStack.remove('benchChartCost');
    console.log(`\nA hive's weight chart, ${RUNS} calls a range after ${WARMUP} unmeasured (the data function)`);
    console.table(rows);
  } finally {
    await weather.close();
    await dynamoDb.stop();
  }
}

const round1 = (value: number) => Math.round(value * 10) / 10;

function percentile(sorted: readonly number[], share: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)] ?? Number.NaN;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
