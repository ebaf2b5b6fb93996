import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../../../shared/messages';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive } from '../../../shared/schemas/hive';
import type { Inspection } from '../../../shared/schemas/inspection';
import { SEARCH_QUERY } from '../../../shared/domain/search';
import { searchResultSchema, type SearchResult } from '../../../shared/schemas/search';
import { SearchTermEntity } from '../../lib/data/entities/search-term';
import { beekeeper, type TestBeekeeper } from '../../test-support/api';
import { recordSentCommands } from '../../test-support/sent-commands';

async function apiaryOf(who: TestBeekeeper, body: object = { name: 'Home yard', location: 'Behind the barn' }) {
  const answer = await who.request<Apiary>('createApiary', { body });
  expect(answer.statusCode).toBe(201);
  return answer.body;
}

async function hiveOf(who: TestBeekeeper, apiaryId: string, name: string, notes?: string) {
  const answer = await who.request<Hive>('createHive', { body: { name, apiaryId, notes } });
  expect(answer.statusCode).toBe(201);
  return answer.body;
}

async function inspectionOf(who: TestBeekeeper, hiveId: string, inspectionDate: string, extra: object = {}) {
  const answer = await who.request<Inspection>('createInspection', { body: { hiveId, inspectionDate, ...extra } });
  expect(answer.statusCode).toBe(201);
  return answer.body;
}

function search(who: TestBeekeeper, q: string) {
  return who.request<SearchResult[]>('searchRecords', { rawQueryString: new URLSearchParams({ q }).toString() });
}

/** The results' types and ids, best first. */
async function found(who: TestBeekeeper, q: string) {
  const answer = await search(who, q);
  expect(answer.statusCode).toBe(200);
  return answer.body.map(({ type, id }) => `${type} ${id}`);
}

/** Every term item in the beekeeper's partition, as `word type id`. */
async function termItems(who: TestBeekeeper) {
  const { data } = await SearchTermEntity.query.term({ userId: who.userId }).go({ pages: 'all', consistent: true });
  return data.map(({ term, recordType, recordId }) => `${term} ${recordType} ${recordId}`).sort();
}

describe('header search', () => {
  it('finds an inspection, opening on its hive, by a word of its note, with the matched text', async () => {
    const ann = beekeeper();
    const yard = await apiaryOf(ann);
    const rose = await hiveOf(ann, yard.id, 'Rose');
    const inspection = await inspectionOf(ann, rose.id, '2026-05-01', {
      notes: 'Opened the brood nest after a long dry spell and spotted chalkbrood mummies on the landing board',
    });
    await inspectionOf(ann, rose.id, '2026-05-08', { notes: 'Calm and strong' });

    const answer = await search(ann, 'chalkbrood');
    expect(answer.statusCode).toBe(200);
    expect(searchResultSchema.array().parse(answer.body)).toEqual([
      {
        type: 'inspection',
        id: inspection.id,
        title: 'Rose',
        day: { kind: 'on', date: '2026-05-01' },
        snippet: '…after a long dry spell and spotted chalkbrood mummies on the landing board',
        hiveId: rose.id,
      },
    ]);
  });

  it('matches the last word as a prefix, folds case and accents, and finds hives, apiaries and diseases', async () => {
    const ann = beekeeper();
    const yard = await apiaryOf(ann, { name: 'Élevage du Moulin', location: 'Old mill lane' });
    const mill = await hiveOf(ann, yard.id, 'Millstone', 'Queen reared from our own stock');
    const inspection = await inspectionOf(ann, mill.id, '2026-06-02', { diseases: ['Varroa'] });

    expect(await found(ann, 'MIL')).toEqual([`hive ${mill.id}`, `apiary ${yard.id}`].sort().reverse());
    expect(await found(ann, 'elevage')).toEqual([`apiary ${yard.id}`]);
    expect(await found(ann, 'ÉLEV')).toEqual([`apiary ${yard.id}`]);
    expect(await found(ann, 'varr')).toEqual([`inspection ${inspection.id}`]);
    expect(await found(ann, 'reared')).toEqual([`hive ${mill.id}`]);
    expect(await found(ann, 'nothing-like-it')).toEqual([]);
  });

  it('needs every word of several, the last a prefix, and ranks whole words above prefixes', async () => {
    const ann = beekeeper();
    const yard = await apiaryOf(ann);
    const hive = await hiveOf(ann, yard.id, 'Linden');
    const both = await inspectionOf(ann, hive.id, '2026-05-01', { notes: 'Queen cells on frame 4' });
    const queenOnly = await inspectionOf(ann, hive.id, '2026-05-02', { notes: 'Queen seen' });
    const cellar = await inspectionOf(ann, hive.id, '2026-05-03', { notes: 'Queen kept in the cellar' });

    expect(await found(ann, 'queen cells')).toEqual([`inspection ${both.id}`]);
    // "cell" is a whole word of neither: both match by prefix, newest first.
    expect(await found(ann, 'queen cel')).toEqual([`inspection ${cellar.id}`, `inspection ${both.id}`]);
    // A whole-word match beats a newer prefix match.
    expect(await found(ann, 'queen')).toEqual([
      `inspection ${cellar.id}`,
      `inspection ${queenOnly.id}`,
      `inspection ${both.id}`,
    ]);
    expect(await found(ann, 'cells')).toEqual([`inspection ${both.id}`]);
  });

  it("never finds another beekeeper's records", async () => {
    const ann = beekeeper();
    const bob = beekeeper();
    const yard = await apiaryOf(ann, { name: 'Heather moor', location: 'Upland' });
    await hiveOf(ann, yard.id, 'Heather');
    expect(await found(ann, 'heather')).toHaveLength(2);
    expect(await found(bob, 'heather')).toEqual([]);
  });

  it('replaces the words of an edited hive, apiary and inspection', async () => {
    const ann = beekeeper();
    const yard = await apiaryOf(ann, { name: 'Orchard', location: 'South field' });
    const hive = await hiveOf(ann, yard.id, 'Rose', 'Gentle bees');
    const inspection = await inspectionOf(ann, hive.id, '2026-05-01', { notes: 'Swarm cells' });

    expect(
      (await ann.requestFor('updateHive', hive.id, { body: { name: 'Tulip', apiaryId: yard.id, notes: '' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (await ann.requestFor('updateApiary', yard.id, { body: { name: 'Orchard', location: 'North field' } }))
        .statusCode,
    ).toBe(200);
    expect(
      (
        await ann.requestFor('updateInspection', inspection.id, {
          body: { hiveId: hive.id, inspectionDate: '2026-05-01', notes: 'Supersedure cells' },
        })
      ).statusCode,
    ).toBe(200);

    expect(await found(ann, 'rose')).toEqual([]);
    expect(await found(ann, 'gentle')).toEqual([]);
    expect(await found(ann, 'tulip')).toEqual([`hive ${hive.id}`]);
    expect(await found(ann, 'south')).toEqual([]);
    expect(await found(ann, 'north')).toEqual([`apiary ${yard.id}`]);
    expect(await found(ann, 'swarm')).toEqual([]);
    expect(await found(ann, 'supersedure')).toEqual([`inspection ${inspection.id}`]);
    expect(await termItems(ann)).toEqual(
      [
        `tulip hive ${hive.id}`,
        `orchard apiary ${yard.id}`,
        `north apiary ${yard.id}`,
        `field apiary ${yard.id}`,
        `supersedure inspection ${inspection.id}`,
        `cells inspection ${inspection.id}`,
      ].sort(),
    );
  });

  it('leaves no word behind when an inspection, a hive with its inspections, and an apiary are deleted', async () => {
    const ann = beekeeper();
    const yard = await apiaryOf(ann, { name: 'Orchard', location: 'South field' });
    const kept = await hiveOf(ann, yard.id, 'Kept');
    const gone = await hiveOf(ann, yard.id, 'Gone', 'Moved in from a swarm');
    const deleted = await inspectionOf(ann, kept.id, '2026-05-01', { notes: 'Removed the mouse guard' });
    for (const day of ['2026-05-01', '2026-05-08', '2026-05-15']) {
      await inspectionOf(ann, gone.id, day, { notes: `Long note of ${day}: brood, stores and temper all fine` });
    }
    expect(await termItems(ann)).toContain(`mouse inspection ${deleted.id}`);

    expect((await ann.requestFor('deleteInspection', deleted.id)).statusCode).toBe(204);
    expect((await ann.requestFor('deleteHive', gone.id)).statusCode).toBe(204);
    expect(await found(ann, 'brood')).toEqual([]);
    expect(await termItems(ann)).toEqual(
      [`kept hive ${kept.id}`, ...['field', 'orchard', 'south'].map((w) => `${w} apiary ${yard.id}`)].sort(),
    );

    expect((await ann.requestFor('deleteHive', kept.id)).statusCode).toBe(204);
    expect((await ann.requestFor('deleteApiary', yard.id)).statusCode).toBe(204);
    expect(await termItems(ann)).toEqual([]);
  });

  it('costs one Query per word and one BatchGet per record type, and no Scan', async () => {
    const ann = beekeeper();
    const yard = await apiaryOf(ann, { name: 'Clover field', location: 'Lane' });
    const hive = await hiveOf(ann, yard.id, 'Clover');
    await inspectionOf(ann, hive.id, '2026-05-01', { notes: 'Clover flow started' });

    const sent = recordSentCommands();
    expect(await found(ann, 'clover')).toHaveLength(3);
    // The word's Query, then the hive, the apiary and the inspection side by side (the inspection's hive was read).
    expect(sent.splice(0).sort()).toEqual([
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'QueryCommand',
    ]);
    expect(await found(ann, 'flow clov')).toHaveLength(1);
    // Two words, two Queries; the inspection, then its hive's name.
    expect(sent.splice(0).sort()).toEqual([
      'BatchGetItemCommand',
      'BatchGetItemCommand',
      'QueryCommand',
      'QueryCommand',
    ]);
  });

  it('answers 400 for an empty or too long query', async () => {
    const ann = beekeeper();
    const empty = await search(ann, '  ');
    expect(empty).toMatchObject({ statusCode: 400, body: { errors: { q: [VALIDATION.searchQueryRequired] } } });
    const long = await search(ann, 'a'.repeat(SEARCH_QUERY.maxLength + 1));
    expect(long).toMatchObject({
      statusCode: 400,
      body: { errors: { q: [VALIDATION.tooLong('Search', SEARCH_QUERY.maxLength)] } },
    });
    const none = await ann.request('searchRecords');
    expect(none).toMatchObject({ statusCode: 400, body: { errors: { q: [VALIDATION.searchQueryRequired] } } });
  });
});
