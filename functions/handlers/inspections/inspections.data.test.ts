import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { HIVE_HEALTH_NOT_INSPECTED } from '../../../shared/domain/hive';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive } from '../../../shared/schemas/hive';
import type { HiveWithLatestInspection, Inspection } from '../../../shared/schemas/inspection';
import { NEXT_CURSOR_HEADER } from '../../../shared/domain/paging';
import { beekeeper, type TestBeekeeper } from '../../test-support/api';
import { recordSentCommands } from '../../test-support/sent-commands';
import { InspectionEntity } from '../../lib/data/entities/inspection';
import { HiveEntity } from '../../lib/data/entities/hive';
import { countOf } from '../../../shared/count-of';

async function hiveOf(who: TestBeekeeper): Promise<Hive> {
  const apiary = await who.request<Apiary>('createApiary', { body: { name: 'Home yard', location: 'Barn' } });
  const hive = await who.request<Hive>('createHive', { body: { name: 'Hive 1', apiaryId: apiary.body.id } });
  expect(hive.statusCode).toBe(201);
  return hive.body;
}

/** Scores of 5 make Excellent, 4 Excellent, 3 Good, 2 Fair, 1 Poor (the spec's mean of four). */
async function record(who: TestBeekeeper, hiveId: string, inspectionDate: string, score = 3) {
  const scores = { broodPattern: score, temperament: score, population: score, foodStores: score };
  const answer = await who.request<Inspection>('createInspection', { body: { hiveId, inspectionDate, ...scores } });
  expect(answer.statusCode).toBe(201);
  return answer.body;
}

function listInspections(who: TestBeekeeper, query: Record<string, string> = {}) {
  return who.request<Inspection[]>('listInspections', { rawQueryString: new URLSearchParams(query).toString() });
}

async function listHives(who: TestBeekeeper) {
  return (await who.request<Hive[]>('listHives')).body;
}

async function hiveNow(who: TestBeekeeper, hiveId: string) {
  return (await who.requestFor<HiveWithLatestInspection>('getHive', hiveId)).body;
}

describe('inspections', () => {
  it('keep the hive showing its latest: record, edit, delete, previous current, none left', async () => {
    const ann = beekeeper();
    const hive = await hiveOf(ann);
    const older = await record(ann, hive.id, '2026-05-01', 2);
    expect(await hiveNow(ann, hive.id)).toMatchObject({
      healthStatus: 'Fair',
      lastInspectionDate: '2026-05-01',
      inspectionCount: 1,
      latestInspection: older,
    });
    const newer = await record(ann, hive.id, '2026-06-01', 5);
    expect(await hiveNow(ann, hive.id)).toMatchObject({ healthStatus: 'Excellent', lastInspectionDate: '2026-06-01' });
    // Recording an older one changes the count only.
    await record(ann, hive.id, '2026-04-01', 1);
    expect(await hiveNow(ann, hive.id)).toMatchObject({ healthStatus: 'Excellent', inspectionCount: 3 });

    const edited = await ann.requestFor<Inspection>('updateInspection', newer.id, {
      body: {
        hiveId: hive.id,
        inspectionDate: '2026-06-01',
        broodPattern: 3,
        varroaMethod: 'alcohol_wash',
        varroaMites: 6,
      },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toMatchObject({ varroaMethod: 'alcohol_wash', varroaMites: 6, varroaSampleBees: 300 });
    // Scores worth Good, but 6 mites in 300 bees is 2 per 100, June's treatment threshold: Fair at best.
    expect(await hiveNow(ann, hive.id)).toMatchObject({ healthStatus: 'Fair', lastInspectionDate: '2026-06-01' });
    await ann.requestFor('updateInspection', newer.id, {
      body: {
        hiveId: hive.id,
        inspectionDate: '2026-06-01',
        broodPattern: 3,
        varroaMethod: 'alcohol_wash',
        varroaMites: 3,
      },
    });
    expect(await hiveNow(ann, hive.id)).toMatchObject({ healthStatus: 'Good', lastInspectionDate: '2026-06-01' });

    // Moving the latest before the older one makes the older one current.
    await ann.requestFor('updateInspection', newer.id, { body: { hiveId: hive.id, inspectionDate: '2026-03-01' } });
    expect(await hiveNow(ann, hive.id)).toMatchObject({ healthStatus: 'Fair', lastInspectionDate: '2026-05-01' });

    expect((await ann.requestFor('deleteInspection', older.id)).statusCode).toBe(204);
    expect(await hiveNow(ann, hive.id)).toMatchObject({ healthStatus: 'Poor', lastInspectionDate: '2026-04-01' });

    const left = (await listInspections(ann, { hiveId: hive.id })).body;
    for (const inspection of left) await ann.requestFor('deleteInspection', inspection.id);
    expect(await hiveNow(ann, hive.id)).toMatchObject({
      healthStatus: HIVE_HEALTH_NOT_INSPECTED,
      lastInspectionDate: null,
      inspectionCount: 0,
      latestInspection: null,
    });
  });

  it("label a hive against the threshold of its apiary's hemisphere, as its page does", async () => {
    // A beekeeper each: the free plan keeps one apiary.
    const labelIn = async (latitude: string) => {
      const ann = beekeeper();
      const apiary = await ann.request<Apiary>('createApiary', {
        body: { name: `Yard at ${latitude}`, location: 'Road', latitude, longitude: '151.2' },
      });
      const hive = (await ann.request<Hive>('createHive', { body: { name: 'Hive', apiaryId: apiary.body.id } })).body;
      const scores = { broodPattern: 3, temperament: 3, population: 3, foodStores: 3 };
      // 4 mites in 300 bees, 1.3 per 100: under June's peak-season threshold of 2 in the north, over the winter
      // threshold of 1 that June is in the south (HBHC Table 1, the months shifted by six).
      const body = {
        hiveId: hive.id,
        inspectionDate: '2026-06-01',
        ...scores,
        varroaMethod: 'alcohol_wash',
        varroaMites: 4,
      };
      expect((await ann.request('createInspection', { body })).statusCode).toBe(201);
      return (await hiveNow(ann, hive.id)).healthStatus;
    };
    expect(await labelIn('51.5')).toBe('Good');
    expect(await labelIn('-33.9')).toBe('Fair');
  });

  it('leave the hive showing the newest when recorded at once', async () => {
    const ann = beekeeper();
    const hive = await hiveOf(ann);
    const days = ['2026-05-03', '2026-05-07', '2026-05-01', '2026-05-05', '2026-05-02'];
    await Promise.all(days.map((day, index) => record(ann, hive.id, day, (index % 5) + 1)));
    // 2026-05-07 was recorded with score 2.
    expect(await hiveNow(ann, hive.id)).toMatchObject({
      lastInspectionDate: '2026-05-07',
      healthStatus: 'Fair',
      inspectionCount: 5,
    });
  });

  it('page newest first with the next cursor in a header, without duplicates', async () => {
    const ann = beekeeper();
    const hive = await hiveOf(ann);
    const apiaryId = hive.apiaryId;
    const hives = [hive, (await ann.request<Hive>('createHive', { body: { name: 'Hive 2', apiaryId } })).body];
    // 45 inspections over two hives, several on the same day (the id orders them).
    await Promise.all(
      hives.map(async ({ id }, hiveIndex) => {
        for (let index = hiveIndex; index < 45; index += 2) {
          await record(ann, id, `2026-03-${String((index % 20) + 1).padStart(2, '0')}`);
        }
      }),
    );
    const seen: Inspection[] = [];
    let cursor: string | undefined;
    let pages = 0;
    do {
      const answer = await listInspections(ann, cursor === undefined ? { limit: '20' } : { limit: '20', cursor });
      expect(answer.statusCode).toBe(200);
      seen.push(...answer.body);
      cursor = answer.headers[NEXT_CURSOR_HEADER];
      pages++;
    } while (cursor !== undefined);
    expect(pages).toBe(3);
    expect(new Set(seen.map(({ id }) => id)).size).toBe(45);
    const order = seen.map(({ inspectionDate, id }) => `${inspectionDate}_${id}`);
    expect(order).toEqual([...order].sort().reverse());
    expect(new Set(seen.map(({ hiveName }) => hiveName))).toEqual(new Set(['Hive 1', 'Hive 2']));
  }, 60_000);

  it("answer 404 for another beekeeper's inspection or hive, and 400 with the spec's messages", async () => {
    const ann = beekeeper();
    const bob = beekeeper();
    const hive = await hiveOf(ann);
    const inspection = await record(ann, hive.id, '2026-05-01');
    for (const route of ['getInspection', 'updateInspection', 'deleteInspection'] as const) {
      const answer = await bob.requestFor(route, inspection.id, {
        body: { hiveId: hive.id, inspectionDate: '2026-05-02' },
      });
      expect(answer.statusCode).toBe(404);
    }
    const foreignHive = await bob.request('createInspection', {
      body: { hiveId: hive.id, inspectionDate: '2026-05-02' },
    });
    expect(foreignHive).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' },
    });
    expect((await listInspections(bob, { hiveId: hive.id })).statusCode).toBe(404);

    const invalid = await ann.request('createInspection', { body: { broodPattern: 7 } });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.body).toMatchObject({
      errors: {
        hiveId: [VALIDATION.hiveRequired],
        inspectionDate: [VALIDATION.dateRequired],
        broodPattern: [VALIDATION.ratingRange],
      },
    });
    expect(await hiveNow(ann, hive.id)).toMatchObject({ inspectionCount: 1 });
  });

  it('cost one Query and one BatchGet for a page, and Gets for a hive page, never a Scan', async () => {
    const ann = beekeeper();
    const hive = await hiveOf(ann);
    for (const day of ['2026-05-01', '2026-05-02', '2026-05-03']) await record(ann, hive.id, day);

    const sent = recordSentCommands();
    expect((await listInspections(ann, { limit: '2' })).body).toHaveLength(2);
    expect(sent.splice(0)).toEqual(['QueryCommand on gsi2', 'BatchGetItemCommand']);
    expect((await listInspections(ann, { hiveId: hive.id })).body).toHaveLength(3);
    expect(sent.splice(0)).toEqual(['GetItemCommand', 'QueryCommand on gsi1']);
    expect((await hiveNow(ann, hive.id)).latestInspection).toMatchObject({ inspectionDate: '2026-05-03' });
    expect(sent.splice(0).sort()).toEqual(['GetItemCommand', 'GetItemCommand', 'GetItemCommand']);
  });

  it('refuse a malformed page cursor with 400', async () => {
    const answer = await listInspections(beekeeper(), { cursor: 'page-2' });
    expect(answer).toMatchObject({ statusCode: 400, body: { errors: { cursor: [VALIDATION.invalidCursor] } } });
  });

  it('go with their hive when it is deleted, the hive counting them for the confirmation', async () => {
    const ann = beekeeper();
    const hive = await hiveOf(ann);
    const inspections = [await record(ann, hive.id, '2026-05-01'), await record(ann, hive.id, '2026-05-02')];
    expect((await listHives(ann))[0]).toMatchObject({ inspectionCount: 2 });
    expect((await ann.requestFor('deleteHive', hive.id)).statusCode).toBe(204);
    for (const { id } of inspections) expect((await ann.requestFor('getInspection', id)).statusCode).toBe(404);
    expect((await listInspections(ann)).body).toEqual([]);
  });

  it('of a hive with over 960 go 960 per delete request, the answer saying how many are left', async () => {
    const ann = beekeeper();
    const hive = await hiveOf(ann);
    const latest = await record(ann, hive.id, '2026-06-01', 5);
    // 1,000 more written straight to the table (recording them one by one would take minutes).
    const older = Array.from({ length: 1000 }, (_, index) => ({
      userId: ann.userId,
      hiveId: hive.id,
      inspectionId: ulid(),
      inspectionDate: `2025-${String((index % 12) + 1).padStart(2, '0')}-01`,
      ...{ broodPattern: 3, temperament: 3, population: 3, foodStores: 3, smallHiveBeetle: 1 },
    }));
    await InspectionEntity.put(older).go();
    await HiveEntity.patch({ userId: ann.userId, hiveId: hive.id }).add({ inspectionCount: older.length }).go();
    expect(await hiveNow(ann, hive.id)).toMatchObject({ inspectionCount: 1001, latestInspection: latest });

    const sent = recordSentCommands();
    const first = await ann.requestFor('deleteHive', hive.id);
    expect(first).toMatchObject({
      statusCode: 409,
      body: { message: API_ERRORS.hiveInspectionsStillDeleting(countOf(41, 'inspection', 'inspections')) },
    });
    // Bounded: the hive's Get (a queen at its head?), 10 transactions of 96 (one year each), each after one Get and
    // one Query, and a last Get of what is left.
    expect(sent.filter((command) => command === 'TransactWriteItemsCommand')).toHaveLength(10);
    expect(sent).toHaveLength(32);
    // Oldest first, so the hive still shows its latest inspection until the end.
    expect(await hiveNow(ann, hive.id)).toMatchObject({ inspectionCount: 41, healthStatus: 'Excellent' });

    expect((await ann.requestFor('deleteHive', hive.id)).statusCode).toBe(204);
    expect((await listInspections(ann)).body).toEqual([]);
  }, 60_000);
});
