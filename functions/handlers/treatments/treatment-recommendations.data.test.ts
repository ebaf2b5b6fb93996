import { openMeteo } from '../../test-support/open-meteo-env';
import { ulid } from 'ulid';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive } from '../../../shared/schemas/hive';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '../../../shared/domain/paging';
import {
  RECOMMENDATION_PAGE,
  treatmentRecommendationSchema,
  type TreatmentRecommendation,
} from '../../../shared/schemas/treatment-recommendation';
import { HiveEntity } from '../../lib/data/entities/hive';
import { TaskEntity } from '../../lib/data/entities/task';
import { TreatmentEntity } from '../../lib/data/entities/treatment';
import { logger } from '../../lib/logger';
import { beekeeper, type TestBeekeeper } from '../../test-support/api';
import { recordSentCommands } from '../../test-support/sent-commands';

afterAll(() => openMeteo.close());
beforeEach(() => openMeteo.behave('up'));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A place no other test asks about, so each test starts with nothing cached for it. */
function freshPlace() {
  const twoDecimals = (range: number) => (Math.round((Math.random() * 2 - 1) * range * 100) / 100).toFixed(2);
  return { latitude: String(Math.abs(Number(twoDecimals(60))) + 1), longitude: twoDecimals(150) };
}

async function apiaryOf(who: TestBeekeeper, place: { latitude?: string; longitude?: string } = {}) {
  const apiary = await who.request<Apiary>('createApiary', { body: { name: 'Home yard', location: 'Barn', ...place } });
  expect(apiary.statusCode).toBe(201);
  return apiary.body;
}

async function hiveIn(who: TestBeekeeper, apiaryId: string, name: string, status = 'active') {
  const hive = await who.request<Hive>('createHive', { body: { name, apiaryId, status } });
  expect(hive.statusCode).toBe(201);
  return hive.body;
}

async function washed(who: TestBeekeeper, hiveId: string, inspectionDate: string, varroaMites: number) {
  const body = { hiveId, inspectionDate, varroaMethod: 'alcohol_wash', varroaMites };
  expect((await who.request('createInspection', { body })).statusCode).toBe(201);
}

/** The first page of the beekeeper's recommendations (`?limit=`, 20 unless said). */
async function recommendations(who: TestBeekeeper, limit?: number): Promise<TreatmentRecommendation[]> {
  const answer = await who.request<TreatmentRecommendation[]>('getTreatmentRecommendations', {
    rawQueryString: limit === undefined ? '' : `limit=${limit}`,
  });
  expect(answer.statusCode).toBe(200);
  return treatmentRecommendationSchema.array().parse(answer.body);
}

const daysBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('GET /api/treatment-recommendations', () => {
  it('tells a beekeeper to treat now the hive whose last wash is above threshold, and only their active hives', async () => {
    const ann = beekeeper();
    const yard = await apiaryOf(ann);
    const mites = await hiveIn(ann, yard.id, 'Mites');
    const sold = await hiveIn(ann, yard.id, 'Sold', 'sold');
    // 15 mites in 300 bees is 5 per 100: above the threshold in every season (at most 2).
    await washed(ann, mites.id, daysBefore(3), 15);
    await washed(ann, sold.id, daysBefore(3), 30);
    const bob = beekeeper();
    await washed(bob, (await hiveIn(bob, (await apiaryOf(bob)).id, 'Bob 1')).id, daysBefore(3), 30);

    const answer = await recommendations(ann);
    expect(answer[0]).toMatchObject({
      hiveId: mites.id,
      hiveName: 'Mites',
      treatmentType: 'varroa',
      recommendationType: 'health_issue',
      priority: 'urgent',
      reason: expect.stringMatching(
        /^5 mites per 100 bees on \w{3} \d+(, \d{4})? is above the \w+ threshold of [12]: treat now/,
      ),
      daysSinceLastTreatment: null,
    });
    expect(answer.every(({ hiveId }) => hiveId === mites.id)).toBe(true);
  });

  it('answers a page at a time, most pressing first, with how many there are in all', async () => {
    const ann = beekeeper();
    const yard = await apiaryOf(ann);
    for (const [name, mites] of [
      ['Calm', 3],
      ['Busy', 15],
      ['Heavy', 30],
    ] as const) {
      await washed(ann, (await hiveIn(ann, yard.id, name)).id, daysBefore(3), mites);
    }
    const whole = await ann.request<TreatmentRecommendation[]>('getTreatmentRecommendations', {
      rawQueryString: `limit=${RECOMMENDATION_PAGE.maxLimit}`,
    });
    const total = whole.body.length;
    expect(total).toBeGreaterThan(2);
    expect(whole.headers).toMatchObject({ [TOTAL_COUNT_HEADER]: String(total) });
    expect(whole.headers[NEXT_CURSOR_HEADER]).toBeUndefined();

    const pages: TreatmentRecommendation[][] = [];
    let cursor: string | undefined;
    do {
      const answer = await ann.request<TreatmentRecommendation[]>('getTreatmentRecommendations', {
        rawQueryString: new URLSearchParams(cursor === undefined ? { limit: '2' } : { limit: '2', cursor }).toString(),
      });
      expect(answer.headers[TOTAL_COUNT_HEADER]).toBe(String(total));
      pages.push(answer.body);
      cursor = answer.headers[NEXT_CURSOR_HEADER];
    } while (cursor !== undefined);
    expect(pages[0]?.map(({ priority }) => priority)).toEqual(['urgent', 'urgent']);
    expect(pages.every((page) => page.length <= 2)).toBe(true);
    expect(pages.flat()).toEqual(whole.body);

    for (const rawQueryString of ['cursor=0', 'cursor=two', 'limit=101', 'units=kelvin']) {
      const refused = await ann.request('getTreatmentRecommendations', { rawQueryString });
      expect(refused.statusCode).toBe(400);
    }
  });

  it('follows up the treatments of the last 12 months and the overdue recounts a treatment scheduled', async () => {
    const ann = beekeeper();
    const hive = await hiveIn(ann, (await apiaryOf(ann)).id, 'Hive 1');
    const { userId } = ann;
    const treatment = { userId, hiveId: hive.id, treatmentType: 'medication' } as const;
    await TreatmentEntity.put([
      // 13 months ago: out of the year read, so its long-overdue follow-up is not brought up again.
      {
        ...treatment,
        treatmentType: 'prevention',
        treatmentId: ulid(),
        treatmentName: 'Old dose',
        applicationDate: daysBefore(400),
        nextDueDate: daysBefore(390),
      },
      {
        ...treatment,
        treatmentId: ulid(),
        treatmentName: 'Terramycin',
        applicationDate: daysBefore(20),
        nextDueDate: daysBefore(6),
      },
    ]).go();
    const task = {
      userId,
      hiveId: hive.id,
      linkId: hive.id,
      priority: 'high',
      type: 'inspection',
      status: 'pending',
    } as const;
    await TaskEntity.put([
      { ...task, taskId: ulid(), title: 'Varroa recount: Hive 1', dueDate: daysBefore(4), treatmentId: ulid() },
      // An ordinary task, not a recount: the schedule's business, not the recommendations'.
      { ...task, taskId: ulid(), title: 'Clean the floor', dueDate: daysBefore(9) },
    ]).go();

    const followUps = (await recommendations(ann)).filter(({ priority }) => priority === 'high');
    expect(followUps).toEqual([
      expect.objectContaining({
        treatmentName: 'Terramycin',
        treatmentType: 'medication',
        recommendationType: 'follow_up',
        reason: expect.stringContaining('6 days ago: follow up and log it.'),
        daysSinceLastTreatment: 20,
      }),
      expect.objectContaining({
        treatmentName: 'Varroa recount',
        treatmentType: 'varroa',
        recommendationType: 'follow_up',
        reason: expect.stringContaining('4 days ago: count again'),
      }),
    ]);
  });

  it("gives the best days in the apiary's forecast, in 4 Queries and the weather cache's Get and Put, whatever the account's size", async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    // Mid-July in the north: Formic Pro, whose label asks for daytime highs of 50-85 °F.
    vi.setSystemTime(new Date('2026-07-15T12:00:00Z'));
    const ann = beekeeper();
    const yard = await apiaryOf(ann, freshPlace());
    const hive = await hiveIn(ann, yard.id, 'Hive 1');
    await washed(ann, hive.id, '2026-07-12', 15);
    // 40 more hives and 60 treatments straight to the table: the route reads them in the same requests.
    const more = Array.from({ length: 40 }, (_, index) => ({
      userId: ann.userId,
      hiveId: ulid(),
      apiaryId: yard.id,
      name: `Hive ${index + 2}`,
    }));
    await HiveEntity.put(more).go();
    await TreatmentEntity.put(
      more.flatMap(({ hiveId }, index) =>
        index < 30
          ? ['2026-03-01', '2026-05-01'].map((applicationDate) => ({
              userId: ann.userId,
              hiveId,
              treatmentId: ulid(),
              treatmentType: 'feeding' as const,
              treatmentName: '1:1 syrup',
              applicationDate,
            }))
          : [],
      ),
    ).go();

    const sent = recordSentCommands();
    const answer = await recommendations(ann, RECOMMENDATION_PAGE.maxLimit);
    expect(sent.sort()).toEqual([
      'GetItemCommand',
      'PutItemCommand',
      'QueryCommand',
      'QueryCommand',
      'QueryCommand on gsi1',
      'QueryCommand on gsi2',
    ]);
    // The stand-in's highs from tomorrow: 71.6 °F, 64.4 °F, 86 °F, 35.6 °F.
    expect(answer[0]).toMatchObject({
      hiveId: hive.id,
      treatmentName: 'Formic Pro',
      priority: 'urgent',
      seasonalTiming: expect.stringContaining('Best days to apply: Thu, Jul 16; Fri, Jul 17 (daytime highs between'),
    });
    // 40 hives never counted in the active season: each is due a count.
    expect(answer.filter(({ treatmentName }) => treatmentName === 'Varroa mite count')).toHaveLength(40);

    // A metric beekeeper reads the label's note and window in °C first.
    const metric = await ann.request<TreatmentRecommendation[]>('getTreatmentRecommendations', {
      rawQueryString: 'units=metric',
    });
    expect(metric.body[0]?.seasonalTiming).toContain('above 33 °C (92 °F) in the first 3 days');
    expect(metric.body[0]?.seasonalTiming).toContain('(daytime highs between 10 °C (50 °F) and 29 °C (85 °F))');
  });

  it('leaves the best days out when the weather provider is down, and answers all the same', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-07-15T12:00:00Z'));
    vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    openMeteo.behave('error');
    const ann = beekeeper();
    const hive = await hiveIn(ann, (await apiaryOf(ann, freshPlace())).id, 'Hive 1');
    await washed(ann, hive.id, '2026-07-12', 15);

    const [first] = await recommendations(ann);
    expect(first).toMatchObject({ treatmentName: 'Formic Pro', priority: 'urgent' });
    expect(first?.seasonalTiming).not.toContain('Best days');
  });
});
