/**
 * A hive's weight chart through the gateway, against the local stack's DynamoDB and its Open-Meteo stand-in: about
 * six weeks of 15-minute readings imported with a super added an hour after an inspection, an unexplained daytime
 * drop, a week of gaining days and a feeding, read back as the screens read them; a year in at most 400 buckets, and
 * the refusals (more than a year, another beekeeper's hive, a beekeeper who never had Pro).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { standInPastDay } from '../../infra/local/open-meteo-stand-in';
import { WEIGHT_CHART_MAX_DAYS, WEIGHT_CHART_POINTS } from '../../shared/domain/hive-scales';
import { API_ERRORS } from '../../shared/messages';
import { HIVE_SCALE_VALIDATION } from '../../shared/messages/hive-scales';
import type { Apiary } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import { hiveWeightChartSchema, type HiveScaleSecret, type HiveWeightChart } from '../../shared/schemas/hive-scale';
import type { Inspection } from '../../shared/schemas/inspection';
import type { Treatment } from '../../shared/schemas/treatment';
import type { ApiCaller } from '../../infra/local/api-client';
import { apiAs, createUser } from '../../infra/local/test-support/integration-stack';

const DAY_MS = 86_400_000;
const QUARTER_MS = 15 * 60_000;
/** Days of readings, the last one yesterday (UTC): the chart's range runs on to today. */
const DAYS_READ = 39;
const firstDay = Date.parse(new Date().toISOString().slice(0, 10)) - DAYS_READ * DAY_MS;
const dayOf = (index: number) => new Date(firstDay + index * DAY_MS).toISOString().slice(0, 10);
const at = (index: number, time: string) => `${dayOf(index)}T${time}:00.000Z`;
const today = dayOf(DAYS_READ);

/** A latitude of this file's own, so no other file's outage of the Open-Meteo stand-in reaches it. */
const APIARY = { latitude: '47.31', longitude: '8.52' };

/** The super goes on during the inspection of day 20 (at noon: it is recorded later), seen on the scale at 13:00. */
const SUPER_DAY = 20;
/** A swarm leaves on day 25: 2 kg between 11:00 and 11:15, no inspection or harvest near it. */
const SWARM_DAY = 25;
/** A flow from day 28 through day 35: 1.5 kg a day, gained a little every quarter hour. */
const FLOW = { from: 28, days: 8, kgPerDay: 1.5 };
const FEEDING_DAY = 30;

/** The hive's weight at a moment: 40 kg, the super's 5, the swarm's 2 gone, what the flow brought. */
function weightAt(ms: number): number {
  const superAdded = ms >= Date.parse(at(SUPER_DAY, '13:00')) ? 5 : 0;
  const swarmed = ms >= Date.parse(at(SWARM_DAY, '11:15')) ? 2 : 0;
  const flowDays = Math.min(Math.max((ms - (firstDay + FLOW.from * DAY_MS)) / DAY_MS, 0), FLOW.days);
  return Math.round((40 + superAdded - swarmed + flowDays * FLOW.kgPerDay) * 1000) / 1000;
}

/** HiveKeeper's CSV of every quarter hour of the days read. */
function readingsFile(): string {
  const lines = ['timestamp,weight_kg,temperature_c,humidity_percent'];
  for (let ms = firstDay; ms < firstDay + DAYS_READ * DAY_MS; ms += QUARTER_MS) {
    lines.push(`${new Date(ms).toISOString()},${weightAt(ms)},34.5,61`);
  }
  return lines.join('\n');
}

async function hiveIn(api: ApiCaller, apiary: Record<string, string> = {}): Promise<Hive> {
  const { body } = await api<Apiary>('POST', apiPath(routes.createApiary), {
    name: 'Lime walk',
    location: 'Town',
    ...apiary,
  });
  return (await api<Hive>('POST', apiPath(routes.createHive), { name: 'On the scale', apiaryId: body.id })).body;
}

const chartOf = (api: ApiCaller, hiveId: string, query: { from?: string; to?: string } = {}) =>
  api<HiveWeightChart & { message?: string; errors?: Record<string, string[]> }>(
    'GET',
    apiPath(routes.getHiveWeightChart, { id: hiveId }, query),
  );

describe("a hive's weight chart through the gateway", () => {
  let pro: ApiCaller;
  let hive: Hive;
  let inspection: Inspection;
  let feeding: Treatment;
  let scaleId: string;

  beforeAll(async () => {
    // Admins have Pro access, as Pro subscribers do.
    pro = apiAs(await createUser({ admin: true, label: 'pro-chart' }));
    hive = await hiveIn(pro, APIARY);
    const made = await pro<HiveScaleSecret>('POST', apiPath(routes.createHiveScale), {
      hiveId: hive.id,
      name: 'Under the hive',
      kind: 'file',
      emptyHiveKg: 20,
    });
    scaleId = made.body.scale.id;
    const imported = await pro<{ added: number }>('POST', apiPath(routes.importHiveScaleReadings, { id: scaleId }), {
      format: 'hivekeeper-csv',
      text: readingsFile(),
    });
    expect(imported.body.added).toBe(DAYS_READ * 96);
    inspection = (
      await pro<Inspection>('POST', apiPath(routes.createInspection), {
        hiveId: hive.id,
        inspectionDate: dayOf(SUPER_DAY),
        broodPattern: 4,
      })
    ).body;
    feeding = (
      await pro<Treatment>('POST', apiPath(routes.createTreatment), {
        hiveId: hive.id,
        treatmentType: 'feeding',
        treatmentName: 'Syrup',
        applicationDate: dayOf(FEEDING_DAY),
      })
    ).body;
    expect(feeding.id).toEqual(expect.any(String));
  }, 120_000);

  it('answers the series, the super matched to its inspection, the swarm, the flow, the records and the weather', async () => {
    const { status, body } = await chartOf(pro, hive.id, { from: dayOf(0), to: today });
    expect(status).toBe(200);
    expect(hiveWeightChartSchema.strict().parse(body)).toEqual(body);
    const [series] = body.scales;
    expect(series?.scale.id).toBe(scaleId);
    // 39 days of quarter hours are over 400: drawn in buckets, whose lowest and highest keep the extremes.
    expect(series?.weightKg.length).toBeLessThanOrEqual(WEIGHT_CHART_POINTS);
    expect(Math.min(...(series?.weightKg ?? []).map(({ min }) => min))).toBe(40);
    expect(Math.max(...(series?.weightKg ?? []).map(({ max }) => max))).toBe(weightAt(Date.now()));
    expect(series?.temperatureC.every(({ mean }) => mean === 34.5)).toBe(true);
    expect(series?.humidityPercent.every(({ mean }) => mean === 61)).toBe(true);

    // The inspection is dated, not timed: placed at noon of its day, an hour before the super shows.
    expect(body.records).toEqual([
      { kind: 'inspection', id: inspection.id, at: at(SUPER_DAY, '12:00') },
      { kind: 'feeding', id: feeding.id, at: at(FEEDING_DAY, '12:00') },
    ]);
    expect(body.steps).toEqual([
      { at: at(SUPER_DAY, '13:00'), changeKg: 5, explanation: 'super-added', recordId: inspection.id },
      { at: at(SWARM_DAY, '11:15'), changeKg: -2, explanation: null, recordId: null },
    ]);
    // Measured from the reading 30 minutes before the low, in the day (the beekeeper's time zone: UTC, none chosen).
    expect(body.swarms).toEqual([{ at: at(SWARM_DAY, '10:45'), dropKg: 2 }]);
    expect(body.flows).toEqual([
      { from: dayOf(FLOW.from), to: dayOf(FLOW.from + FLOW.days - 1), gainKg: expect.closeTo(11.875, 1) },
    ]);
    expect(body.days).toHaveLength(DAYS_READ);
    expect(body.days.filter(({ strength }) => strength === 'strong').map(({ date }) => date)).toEqual(
      Array.from({ length: FLOW.days }, (_, index) => dayOf(FLOW.from + index)),
    );
    // The weight has held for the last week: nothing to watch; the stores are the weight over the empty hive's.
    expect(body.starvation.risk).toBe('none');
    expect(body.starvation.storesKg).toBeCloseTo((body.scales[0]?.weightKg.at(-1)?.mean ?? 0) - 20, 0);

    // The apiary's days from the archive (the stand-in's figures; null for the days its data hasn't reached).
    expect(body.weather).toEqual(
      Array.from({ length: DAYS_READ + 1 }, (_, index) => ({ date: dayOf(index), ...standInPastDay(dayOf(index)) })),
    );
  });

  it('draws a year in at most 400 buckets a series, and refuses more than a year', async () => {
    const yearAgo = new Date(Date.parse(today) - (WEIGHT_CHART_MAX_DAYS - 1) * DAY_MS).toISOString().slice(0, 10);
    const year = await chartOf(pro, hive.id, { from: yearAgo, to: today });
    expect(year.status).toBe(200);
    for (const series of [year.body.scales[0]?.weightKg, year.body.scales[0]?.temperatureC]) {
      expect(series?.length).toBeGreaterThan(0);
      expect(series?.length).toBeLessThanOrEqual(WEIGHT_CHART_POINTS);
    }
    const dayBefore = new Date(Date.parse(yearAgo) - DAY_MS).toISOString().slice(0, 10);
    expect(await chartOf(pro, hive.id, { from: dayBefore, to: today })).toMatchObject({
      status: 400,
      body: { errors: { to: [HIVE_SCALE_VALIDATION.chartRange] } },
    });
  });

  it('answers without weather where the apiary has no location, and an empty chart for a hive without scales', async () => {
    const bare = await hiveIn(pro);
    const { status, body } = await chartOf(pro, bare.id);
    expect(status).toBe(200);
    expect(body).toMatchObject({ scales: [], steps: [], swarms: [], days: [], flows: [], records: [], weather: null });
    expect(body.starvation).toEqual({ risk: 'none' });
  });

  it("refuses another beekeeper's hive (404) and a beekeeper who never had Pro (402)", async () => {
    const other = apiAs(await createUser({ admin: true, label: 'other-chart' }));
    expect(await chartOf(other, hive.id)).toMatchObject({ status: 404, body: { message: API_ERRORS.hiveNotFound } });

    const free = apiAs(await createUser({ label: 'free-chart' }));
    expect(await chartOf(free, (await hiveIn(free)).id)).toMatchObject({
      status: 402,
      body: { message: API_ERRORS.proRequired },
    });
  });
});
