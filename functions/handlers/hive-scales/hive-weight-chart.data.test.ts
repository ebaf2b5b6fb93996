import { openMeteo } from '../../test-support/open-meteo-env';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive } from '../../../shared/schemas/hive';
import type { HiveScaleSecret, HiveWeightChart } from '../../../shared/schemas/hive-scale';
import { UserEntity } from '../../lib/data/entities/user';
import { addReadings } from '../../lib/data/scale-readings';
import { logger } from '../../lib/logger';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { recordSentCommands } from '../../test-support/sent-commands';

afterAll(() => openMeteo.close());
beforeEach(() => openMeteo.behave('up'));
afterEach(() => vi.restoreAllMocks());

const QUARTER_MS = 15 * 60_000;

async function proBeekeeper(): Promise<TestBeekeeper> {
  const who = beekeeper();
  await setSubscription(who, 'pro', 'active');
  return who;
}

async function hiveWithScales(who: TestBeekeeper, scales: number): Promise<{ hive: Hive; scaleIds: string[] }> {
  const apiary = await who.request<Apiary>('createApiary', {
    body: { name: 'Heath', location: 'Moor', latitude: '52.10', longitude: '5.12' },
  });
  const hive = (await who.request<Hive>('createHive', { body: { name: 'Weighed', apiaryId: apiary.body.id } })).body;
  const scaleIds: string[] = [];
  for (let index = 0; index < scales; index++) {
    const made = await who.request<HiveScaleSecret>('createHiveScale', {
      body: { hiveId: hive.id, name: `Scale ${index}`, kind: 'file' },
    });
    scaleIds.push(made.body.scale.id);
  }
  return { hive, scaleIds };
}

/** A reading every quarter hour from `from` (UTC midnight) for `days`, its weight given by `weightAt`. */
async function weigh(
  who: TestBeekeeper,
  hiveId: string,
  scaleId: string,
  { from, days, weightAt = () => 40 }: { from: string; days: number; weightAt?: (at: string) => number },
): Promise<void> {
  const readings = Array.from({ length: days * 96 }, (_, index) => {
    const at = new Date(Date.parse(from) + index * QUARTER_MS).toISOString();
    return { at, weightKg: weightAt(at), temperatureC: 30 };
  });
  await addReadings({ userId: who.userId, hiveId, scaleId }, readings);
}

const chartOf = (who: TestBeekeeper, hiveId: string, from: string, to: string) =>
  who.requestFor<HiveWeightChart>('getHiveWeightChart', hiveId, { rawQueryString: `from=${from}&to=${to}` });

describe('GET /api/hives/{id}/weight-chart', () => {
  it("costs the same few DynamoDB requests for a week's range and a year's, two scales weighing (no Scan)", async () => {
    const who = await proBeekeeper();
    const { hive, scaleIds } = await hiveWithScales(who, 2);
    for (const scaleId of scaleIds) await weigh(who, hive.id, scaleId, { from: '2026-03-01', days: 10 });
    const sent = recordSentCommands();
    const costOf = async (from: string, to: string) => {
      sent.splice(0);
      expect((await chartOf(who, hive.id, from, to)).statusCode).toBe(200);
      return sent.toSorted();
    };
    // The plan, the hive, the time zone and the apiary's location; the days; the scales, inspections, harvests and
    // treatments.
    const expected = [
      ...Array<string>(4).fill('GetItemCommand'),
      'QueryCommand',
      ...Array<string>(4).fill('QueryCommand on gsi1'),
    ];
    expect(await costOf('2026-03-01', '2026-03-07')).toEqual(expected);
    expect(await costOf('2025-12-01', '2026-11-30')).toEqual(expected);
  });

  it("reads the day and the daytime in the beekeeper's time zone", async () => {
    const who = await proBeekeeper();
    await UserEntity.patch({ userId: who.userId }).set({ timezone: 'America/New_York' }).go();
    const { hive, scaleIds } = await hiveWithScales(who, 1);
    // 2 kg gone at 11:00 UTC (07:00 in New York, before the bees fly) and 2 more at 15:00 UTC (11:00 there).
    const weightAt = (at: string) =>
      40 - (at >= '2026-06-02T11:00:00.000Z' ? 2 : 0) - (at >= '2026-06-02T15:00:00.000Z' ? 2 : 0);
    await weigh(who, hive.id, scaleIds[0] ?? '', { from: '2026-06-01', days: 3, weightAt });
    const { body } = await chartOf(who, hive.id, '2026-06-01', '2026-06-03');
    expect(body.swarms).toEqual([{ at: '2026-06-02T14:30:00.000Z', dropKg: 2 }]);
    // UTC midnight is 20:00 the evening before in New York (EDT).
    expect(body.days.map(({ date }) => date)).toEqual(['2026-05-31', '2026-06-01', '2026-06-02', '2026-06-03']);
  });

  it("answers without weather, and logs a warning, when the weather service can't answer", async () => {
    const who = await proBeekeeper();
    const { hive, scaleIds } = await hiveWithScales(who, 1);
    await weigh(who, hive.id, scaleIds[0] ?? '', { from: '2026-04-01', days: 2 });
    const warn = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    openMeteo.behave('error');
    const { statusCode, body } = await chartOf(who, hive.id, '2026-04-01', '2026-04-02');
    expect(statusCode).toBe(200);
    expect(body.weather).toBeNull();
    expect(body.scales[0]?.weightKg).not.toHaveLength(0);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('weather'), expect.anything());

    openMeteo.behave('up');
    const answered = await chartOf(who, hive.id, '2026-04-01', '2026-04-02');
    expect(answered.body.weather?.map(({ date }) => date)).toEqual(['2026-04-01', '2026-04-02']);
  });
});
