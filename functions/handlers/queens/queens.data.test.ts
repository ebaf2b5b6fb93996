import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { RECORD_VERSION_HEADER } from '../../../shared/domain/offline-sync';
import { NEXT_CURSOR_HEADER } from '../../../shared/domain/paging';
import { API_ERRORS } from '../../../shared/messages';
import { QUEEN_API_ERRORS, QUEEN_VALIDATION } from '../../../shared/messages/queens';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive } from '../../../shared/schemas/hive';
import type { Inspection } from '../../../shared/schemas/inspection';
import type { ProductionRecord } from '../../../shared/schemas/production';
import {
  queenDetailSchema,
  queenLineageSchema,
  queenSchema,
  type Queen,
  type QueenCreateInput,
  type QueenDetail,
  type QueenLineage,
} from '../../../shared/schemas/queen';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { recordSentCommands } from '../../test-support/sent-commands';

const today = () => new Date().toISOString().slice(0, 10);

async function hivesOf(who: TestBeekeeper, names: string[]): Promise<Hive[]> {
  const apiary = await who.request<Apiary>('createApiary', { body: { name: 'Home yard', location: 'Barn' } });
  const hives: Hive[] = [];
  for (const name of names) {
    const hive = await who.request<Hive>('createHive', { body: { name, apiaryId: apiary.body.id } });
    expect(hive.statusCode).toBe(201);
    hives.push(hive.body);
  }
  return hives;
}

async function addQueen(who: TestBeekeeper, body: QueenCreateInput & { id?: string }): Promise<Queen> {
  const answer = await who.request<Queen>('createQueen', { body });
  expect(answer.statusCode, JSON.stringify(answer.body)).toBe(201);
  return queenSchema.strict().parse(answer.body);
}

async function queenNow(who: TestBeekeeper, id: string): Promise<QueenDetail> {
  const answer = await who.requestFor<QueenDetail>('getQueen', id);
  expect(answer.statusCode).toBe(200);
  return queenDetailSchema.strict().parse(answer.body);
}

async function hiveNow(who: TestBeekeeper, id: string): Promise<Hive> {
  return (await who.requestFor<Hive>('getHive', id)).body;
}

describe('queens', () => {
  it('are recorded, listed newest first (by status too), edited and deleted', async () => {
    const ann = beekeeper();
    const first = await addQueen(ann, { name: 'Ada', birthYear: 2025, marking: 'red', origin: 'bought' });
    expect(first).toMatchObject({
      name: 'Ada',
      status: 'caged',
      expectedMarking: 'blue',
      markingMismatch: true,
      hiveId: null,
      rollup: { inspectionCount: 0, temperamentAverage: null, mitesPer100Average: null, honeyKg: 0 },
    });
    const second = await addQueen(ann, { name: 'Bea', birthYear: 2024, marking: 'green', status: 'dead' });
    expect(second.markingMismatch).toBe(false);
    const third = await addQueen(ann, { name: 'Cleo' });

    const page1 = await ann.request<Queen[]>('listQueens', { rawQueryString: 'limit=2' });
    expect(page1.body.map((queen) => queen.name)).toEqual(['Cleo', 'Bea']);
    const page2 = await ann.request<Queen[]>('listQueens', {
      rawQueryString: `limit=2&cursor=${page1.headers[NEXT_CURSOR_HEADER] ?? ''}`,
    });
    expect(page2.body.map((queen) => queen.name)).toEqual(['Ada']);
    expect(page2.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    const dead = await ann.request<Queen[]>('listQueens', { rawQueryString: 'status=dead' });
    expect(dead.body.map((queen) => queen.name)).toEqual(['Bea']);

    const edited = await ann.requestFor<Queen>('updateQueen', first.id, {
      body: { name: 'Ada II', birthYear: 2025, marking: 'blue', clipped: true, motherQueenId: second.id },
      headers: { [RECORD_VERSION_HEADER]: first.version },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toMatchObject({ name: 'Ada II', markingMismatch: false, clipped: true, origin: 'bought' });
    expect((await queenNow(ann, first.id)).motherName).toBe('Bea');
    // An edit from the version before is refused with her as stored.
    const stale = await ann.requestFor<{ current: Queen }>('updateQueen', first.id, {
      body: { name: 'Stale' },
      headers: { [RECORD_VERSION_HEADER]: first.version },
    });
    expect(stale).toMatchObject({ statusCode: 409, body: { current: { name: 'Ada II' } } });
    // Clearing her mother drops her from her mother's daughters.
    const cleared = await ann.requestFor<Queen>('updateQueen', first.id, { body: { name: 'Ada II' } });
    expect(cleared.body).toMatchObject({ motherQueenId: null, birthYear: null, marking: null, clipped: false });

    expect((await ann.requestFor('deleteQueen', third.id)).statusCode).toBe(204);
    expect((await ann.requestFor('getQueen', third.id)).statusCode).toBe(404);
  });

  it('are listed by name, page by page, whatever the case of their names', async () => {
    const ann = beekeeper();
    for (const name of ['delta', 'Bravo', 'alpha', 'Charlie', 'echo']) await addQueen(ann, { name });
    await addQueen(ann, { name: 'Foxtrot', status: 'dead' });
    const names: string[] = [];
    let cursor = '';
    do {
      const page = await ann.request<Queen[]>('listQueens', {
        rawQueryString: new URLSearchParams({ order: 'name', limit: '2', ...(cursor ? { cursor } : {}) }).toString(),
      });
      expect(page.statusCode).toBe(200);
      names.push(...page.body.map((queen) => queen.name));
      cursor = page.headers[NEXT_CURSOR_HEADER] ?? '';
    } while (cursor);
    expect(names).toEqual(['alpha', 'Bravo', 'Charlie', 'delta', 'echo', 'Foxtrot']);
    const dead = await ann.request<Queen[]>('listQueens', { rawQueryString: 'order=name&status=dead' });
    expect(dead.body.map((queen) => queen.name)).toEqual(['Foxtrot']);
  });

  it('answers a replayed create with the stored queen, and refuses bad mothers and heading without a hive', async () => {
    const ann = beekeeper();
    const id = ulid();
    await addQueen(ann, { id, name: 'Ada' });
    const replay = await ann.request<Queen>('createQueen', { body: { id, name: 'Ada again' } });
    expect(replay).toMatchObject({ statusCode: 200, body: { id, name: 'Ada' } });

    const unknownMother = await ann.request('createQueen', { body: { name: 'Orphan', motherQueenId: ulid() } });
    expect(unknownMother).toMatchObject({
      statusCode: 404,
      body: { message: QUEEN_API_ERRORS.motherQueenNotFound, code: 'motherQueenNotFound' },
    });
    const ownMother = await ann.requestFor('updateQueen', id, { body: { name: 'Ada', motherQueenId: id } });
    expect(ownMother).toMatchObject({
      statusCode: 400,
      body: { message: QUEEN_VALIDATION.queenOwnMother, code: 'queenOwnMother' },
    });
    const heading = await ann.request('createQueen', { body: { name: 'Nowhere', status: 'heading' } });
    expect(heading).toMatchObject({
      statusCode: 400,
      body: { message: QUEEN_VALIDATION.queenHeadingNeedsHive, code: 'queenHeadingNeedsHive' },
    });
    const headingEdit = await ann.requestFor('updateQueen', id, { body: { name: 'Ada', status: 'heading' } });
    expect(headingEdit).toMatchObject({
      statusCode: 400,
      body: { message: QUEEN_VALIDATION.queenHeadingNeedsHive, code: 'queenHeadingNeedsHive' },
    });
  });

  it('placed in a hive, heads it with the hive’s queen fields; leaving it by status frees the hive', async () => {
    const ann = beekeeper();
    const [hive] = (await hivesOf(ann, ['Hive 1'])) as [Hive];
    const queen = await addQueen(ann, { name: 'Ada', birthYear: 2025, marking: 'blue', hiveId: hive.id });
    expect(queen).toMatchObject({ status: 'heading', hiveId: hive.id, hiveName: 'Hive 1' });
    expect(await hiveNow(ann, hive.id)).toMatchObject({
      currentQueenId: queen.id,
      queenId: 'Ada',
      queenIntroducedOn: today(),
      queenMarking: 'blue',
    });
    expect((await queenNow(ann, queen.id)).stays).toEqual([
      { hiveId: hive.id, hiveName: 'Hive 1', from: today(), to: null, how: 'placed' },
    ]);

    const second = await ann.request('createQueen', { body: { name: 'Bea', hiveId: hive.id } });
    expect(second).toMatchObject({
      statusCode: 409,
      body: { message: QUEEN_API_ERRORS.hiveHasQueen, code: 'hiveHasQueen' },
    });
    const deleting = await ann.requestFor('deleteQueen', queen.id);
    expect(deleting).toMatchObject({
      statusCode: 409,
      body: { message: QUEEN_API_ERRORS.queenHeadsHive, code: 'queenHeadsHive' },
    });

    // Renamed while heading: the hive's queen fields follow.
    await ann.requestFor('updateQueen', queen.id, {
      body: { name: 'Ada the first', birthYear: 2025, marking: 'blue' },
    });
    expect(await hiveNow(ann, hive.id)).toMatchObject({ queenId: 'Ada the first', queenMarking: 'blue' });

    const dead = await ann.requestFor<Queen>('updateQueen', queen.id, {
      body: { name: 'Ada the first', birthYear: 2025, marking: 'blue', status: 'dead' },
    });
    expect(dead.body).toMatchObject({ status: 'dead', hiveId: null });
    expect((await hiveNow(ann, hive.id)).currentQueenId).toBeNull();
    expect((await queenNow(ann, queen.id)).stays).toEqual([
      { hiveId: hive.id, hiveName: 'Hive 1', from: today(), to: today(), how: 'placed' },
    ]);
    // The hive takes a new queen now.
    await addQueen(ann, { name: 'Bea', hiveId: hive.id });
    expect((await ann.requestFor('deleteQueen', queen.id)).statusCode).toBe(204);
  });

  it('places one queen of two placed in the same hive at once, and counts inspections recorded at once', async () => {
    const ann = beekeeper();
    const [hive] = (await hivesOf(ann, ['Hive 1'])) as [Hive];
    const answers = await Promise.all(
      ['Ada', 'Bea'].map((name) => ann.request<Queen>('createQueen', { body: { name, hiveId: hive.id } })),
    );
    expect(answers.map((answer) => answer.statusCode).toSorted()).toEqual([201, 409]);
    const placed = answers.find((answer) => answer.statusCode === 201)?.body;
    expect((await hiveNow(ann, hive.id)).currentQueenId).toBe(placed?.id);
    const recorded = await Promise.all(
      [1, 2, 3, 4].map((temperament) =>
        ann.request('createInspection', {
          body: {
            hiveId: hive.id,
            inspectionDate: '2026-05-01',
            broodPattern: 3,
            population: 3,
            foodStores: 3,
            temperament,
          },
        }),
      ),
    );
    expect(recorded.map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201]);
    expect((await queenNow(ann, placed?.id ?? '')).rollup).toMatchObject({
      inspectionCount: 4,
      temperamentAverage: 2.5,
    });
  });

  it('keep their hive from being deleted until the beekeeper says where she went', async () => {
    const ann = beekeeper();
    const [hive] = (await hivesOf(ann, ['Hive 1'])) as [Hive];
    const queen = await addQueen(ann, { name: 'Ada', hiveId: hive.id });
    expect(await ann.requestFor('deleteHive', hive.id)).toMatchObject({
      statusCode: 409,
      body: { message: QUEEN_API_ERRORS.hiveHeadedByQueen('Ada') },
    });
    expect((await queenNow(ann, queen.id)).hiveId).toBe(hive.id);

    const sold = await ann.requestFor<Queen>('updateQueen', queen.id, { body: { name: 'Ada', status: 'sold' } });
    expect(sold).toMatchObject({ statusCode: 200, body: { status: 'sold', hiveId: null } });
    expect((await ann.requestFor('deleteHive', hive.id)).statusCode).toBe(204);
    expect((await queenNow(ann, queen.id)).stays).toEqual([
      { hiveId: hive.id, hiveName: null, from: today(), to: today(), how: 'placed' },
    ]);
    expect((await ann.requestFor('deleteQueen', queen.id)).statusCode).toBe(204);
  });

  it('answers another beekeeper’s queens, hives and mothers 404, and changes nothing of theirs', async () => {
    const ann = beekeeper();
    const bob = beekeeper();
    const [bobsHive] = (await hivesOf(bob, ['Bob’s hive'])) as [Hive];
    const bobsQueen = await addQueen(bob, { name: 'Bobs' });
    for (const route of ['getQueen', 'getQueenLineage', 'deleteQueen'] as const) {
      expect((await ann.requestFor(route, bobsQueen.id)).statusCode, route).toBe(404);
    }
    expect((await ann.requestFor('updateQueen', bobsQueen.id, { body: { name: 'Mine' } })).statusCode).toBe(404);
    const inBobsHive = await ann.request('createQueen', { body: { name: 'Ann’s', hiveId: bobsHive.id } });
    expect(inBobsHive).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' },
    });
    const bobsDaughter = await ann.request('createQueen', { body: { name: 'Ann’s', motherQueenId: bobsQueen.id } });
    expect(bobsDaughter.statusCode).toBe(404);
    expect((await ann.request<Queen[]>('listQueens')).body).toEqual([]);
    expect(await queenNow(bob, bobsQueen.id)).toMatchObject({ name: 'Bobs' });
    expect((await hiveNow(bob, bobsHive.id)).currentQueenId).toBeNull();
  });

  it('draws her lineage: ancestors up, daughters and granddaughters down, in a bounded number of requests', async () => {
    const ann = beekeeper();
    const [hive] = (await hivesOf(ann, ['Breeder hive'])) as [Hive];
    const great = await addQueen(ann, { name: 'Great', birthYear: 2021 });
    const grand = await addQueen(ann, { name: 'Grand', birthYear: 2022, motherQueenId: great.id });
    const mother = await addQueen(ann, { name: 'Mother', birthYear: 2023, motherQueenId: grand.id, hiveId: hive.id });
    const queen = await addQueen(ann, { name: 'Queen', birthYear: 2024, motherQueenId: mother.id });
    const daughters = [
      await addQueen(ann, { name: 'Daughter 1', birthYear: 2025, motherQueenId: queen.id }),
      await addQueen(ann, { name: 'Daughter 2', birthYear: 2025, motherQueenId: queen.id }),
    ];
    const granddaughter = await addQueen(ann, { name: 'Grand-daughter', motherQueenId: daughters[0]?.id });

    const sent = recordSentCommands();
    const answer = await ann.requestFor<QueenLineage>('getQueenLineage', queen.id);
    expect(answer.statusCode).toBe(200);
    const lineage = queenLineageSchema.strict().parse(answer.body);
    // Her own GetItem, one per ancestor (and the missing mother of the eldest is none), her daughters' Query, one
    // per daughter, and the hive names' BatchGet.
    expect(sent.toSorted()).toEqual(
      [
        ...Array<string>(4).fill('GetItemCommand'),
        'QueryCommand on gsi1',
        'QueryCommand on gsi1',
        'QueryCommand on gsi1',
        'BatchGetItemCommand',
      ].toSorted(),
    );
    expect(lineage.queen.name).toBe('Queen');
    expect(lineage.ancestors.map((each) => each.name)).toEqual(['Mother', 'Grand', 'Great']);
    expect(lineage.ancestors[0]).toMatchObject({ hiveName: 'Breeder hive', birthYear: 2023, status: 'heading' });
    expect(lineage.daughters.map((each) => each.name)).toEqual(['Daughter 1', 'Daughter 2']);
    expect(lineage.granddaughters).toEqual([
      expect.objectContaining({ id: granddaughter.id, motherQueenId: daughters[0]?.id }),
    ]);
    expect(lineage.moreDescendants).toBe(false);

    const deleting = await ann.requestFor('deleteQueen', queen.id);
    expect(deleting).toMatchObject({
      statusCode: 409,
      body: { message: QUEEN_API_ERRORS.queenHasDaughters, code: 'queenHasDaughters' },
    });
  });

  it('rolls up her colony’s inspections and honey while she heads it, and keeps them right on edits and deletes', async () => {
    const ann = beekeeper();
    await setSubscription(ann, 'pro', 'active');
    const [hive] = (await hivesOf(ann, ['Hive 1'])) as [Hive];
    const queen = await addQueen(ann, { name: 'Ada', hiveId: hive.id });
    const scores = { broodPattern: 3, population: 3, foodStores: 3 };
    const inspect = async (body: object) => {
      const answer = await ann.request<Inspection>('createInspection', {
        body: { hiveId: hive.id, inspectionDate: '2026-05-01', ...scores, ...body },
      });
      expect(answer.statusCode).toBe(201);
      return answer.body;
    };
    const calm = await inspect({ temperament: 5, varroaMethod: 'alcohol_wash', varroaMites: 6, varroaSampleBees: 300 });
    const cross = await inspect({ temperament: 2 });
    // A sticky board counts mites a day, not per 100 bees: not in her mite average.
    await inspect({ temperament: 2, varroaMethod: 'sticky_board', varroaMites: 14, varroaBoardDays: 7 });
    const harvest = async (quantity: number, unit: string, productType = 'honey') => {
      const answer = await ann.request<ProductionRecord>('createProduction', {
        body: { hiveId: hive.id, productType, quantity, unit, harvestDate: '2026-07-01' },
      });
      expect(answer.statusCode).toBe(201);
      return answer.body;
    };
    const kilos = await harvest(10, 'kg');
    await harvest(11.023, 'lbs'); // 5 kg
    await harvest(12, 'jars');
    await harvest(2, 'kg', 'wax');
    expect((await queenNow(ann, queen.id)).rollup).toEqual({
      inspectionCount: 3,
      temperamentAverage: 3,
      mitesPer100Average: 2,
      honeyKg: 15,
    });

    const edited = await ann.requestFor('updateInspection', cross.id, {
      body: { hiveId: hive.id, inspectionDate: '2026-05-02', ...scores, temperament: 4 },
    });
    expect(edited.statusCode).toBe(200);
    expect((await ann.requestFor('deleteInspection', calm.id)).statusCode).toBe(204);
    const lessHoney = await ann.requestFor('updateProduction', kilos.id, {
      body: { hiveId: hive.id, productType: 'honey', quantity: 4, unit: 'kg', harvestDate: '2026-07-01' },
    });
    expect(lessHoney.statusCode).toBe(200);
    expect((await queenNow(ann, queen.id)).rollup).toEqual({
      inspectionCount: 2,
      temperamentAverage: 3,
      mitesPer100Average: null,
      honeyKg: 9,
    });

    // Once she leaves the hive its records count for her no more, but an edit of one she counted still does.
    await ann.requestFor('updateQueen', queen.id, { body: { name: 'Ada', status: 'superseded' } });
    await inspect({ temperament: 1 });
    await harvest(3, 'kg');
    expect((await ann.requestFor('deleteInspection', cross.id)).statusCode).toBe(204);
    expect((await queenNow(ann, queen.id)).rollup).toEqual({
      inspectionCount: 1,
      temperamentAverage: 2,
      mitesPer100Average: null,
      honeyKg: 9,
    });
    const lineage = await ann.requestFor<QueenLineage>('getQueenLineage', queen.id);
    expect(lineage.body.queen.rollup.honeyKg).toBe(9);
  });
});
