/**
 * What each hive keeps of its inspections for the treatment recommendations: the latest inspection's findings and
 * the most recent mite count (which may be older than the latest inspection), through every inspection write.
 */
import { describe, expect, it } from 'vitest';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive, LastVarroaCheck, LatestFindings } from '../../../shared/schemas/hive';
import type { HiveWithLatestInspection, Inspection, InspectionInput } from '../../../shared/schemas/inspection';
import { beekeeper, type TestBeekeeper } from '../../test-support/api';
import { recordSentCommands } from '../../test-support/sent-commands';

async function hiveOf(who: TestBeekeeper): Promise<Hive> {
  const apiary = await who.request<Apiary>('createApiary', { body: { name: 'Home yard', location: 'Barn' } });
  const hive = await who.request<Hive>('createHive', { body: { name: 'Hive 1', apiaryId: apiary.body.id } });
  expect(hive.statusCode).toBe(201);
  return hive.body;
}

type Fields = Omit<InspectionInput, 'hiveId' | 'inspectionDate'>;

async function record(who: TestBeekeeper, hiveId: string, inspectionDate: string, fields: Fields = {}) {
  const answer = await who.request<Inspection>('createInspection', { body: { hiveId, inspectionDate, ...fields } });
  expect(answer.statusCode).toBe(201);
  return answer.body;
}

async function edit(who: TestBeekeeper, inspection: Inspection, inspectionDate: string, fields: Fields = {}) {
  const body = { hiveId: inspection.hiveId, inspectionDate, ...fields };
  expect((await who.requestFor('updateInspection', inspection.id, { body })).statusCode).toBe(200);
}

/** The hive as the list answers it (what the recommendations read) and as its page does: both must agree. */
async function kept(who: TestBeekeeper, hiveId: string) {
  const listed = (await who.request<Hive[]>('listHives')).body.find(({ id }) => id === hiveId);
  const page = (await who.requestFor<HiveWithLatestInspection>('getHive', hiveId)).body;
  expect(listed).toMatchObject({ latestFindings: page.latestFindings, lastVarroaCheck: page.lastVarroaCheck });
  return { latestFindings: page.latestFindings, lastVarroaCheck: page.lastVarroaCheck };
}

const wash = (varroaMites: number): Fields => ({ varroaMethod: 'alcohol_wash', varroaMites });

function washOn(inspectionDate: string, varroaMites: number): LastVarroaCheck {
  return { inspectionDate, varroaMethod: 'alcohol_wash', varroaMites, varroaSampleBees: 300, varroaBoardDays: null };
}

describe("the hive's latest findings and last mite count", () => {
  it('follow each inspection recorded: the findings the newest, the count the newest with one', async () => {
    const ann = beekeeper();
    const hive = await hiveOf(ann);
    expect(await kept(ann, hive.id)).toEqual({ latestFindings: null, lastVarroaCheck: null });

    await record(ann, hive.id, '2026-06-01', { queenSeen: true, eggsPresent: true, foodStores: 4, ...wash(6) });
    expect(await kept(ann, hive.id)).toEqual({
      latestFindings: {
        inspectionDate: '2026-06-01',
        queenSeen: true,
        queenCells: false,
        eggsPresent: true,
        foodStores: 4,
        population: 3,
      } satisfies LatestFindings,
      lastVarroaCheck: washOn('2026-06-01', 6),
    });

    // A newer inspection without a count: new findings, the June count stays the last.
    await record(ann, hive.id, '2026-07-01', { foodStores: 2, queenCells: true });
    expect(await kept(ann, hive.id)).toMatchObject({
      latestFindings: { inspectionDate: '2026-07-01', queenSeen: false, queenCells: true, foodStores: 2 },
      lastVarroaCheck: washOn('2026-06-01', 6),
    });

    // An older count changes nothing; a sticky board in between becomes the last count.
    await record(ann, hive.id, '2026-05-01', wash(30));
    await record(ann, hive.id, '2026-06-15', { varroaMethod: 'sticky_board', varroaMites: 21, varroaBoardDays: 7 });
    expect(await kept(ann, hive.id)).toMatchObject({
      latestFindings: { inspectionDate: '2026-07-01' },
      lastVarroaCheck: {
        inspectionDate: '2026-06-15',
        varroaMethod: 'sticky_board',
        varroaMites: 21,
        varroaSampleBees: null,
        varroaBoardDays: 7,
      },
    });
  });

  it('fall back to the previous count when the one kept is deleted or loses its count, and to none', async () => {
    const ann = beekeeper();
    const hive = await hiveOf(ann);
    const april = await record(ann, hive.id, '2026-04-01', wash(3));
    await record(ann, hive.id, '2026-05-01');
    const june = await record(ann, hive.id, '2026-06-01', wash(9));
    const july = await record(ann, hive.id, '2026-07-01', { foodStores: 1 });

    // Editing the last count away: the April one (behind an inspection without a count) is the last again.
    await edit(ann, june, '2026-06-01');
    expect((await kept(ann, hive.id)).lastVarroaCheck).toEqual(washOn('2026-04-01', 3));

    // Editing a count back in makes it the last; moving it before April leaves April the last.
    await edit(ann, june, '2026-06-01', wash(12));
    expect((await kept(ann, hive.id)).lastVarroaCheck).toEqual(washOn('2026-06-01', 12));
    await edit(ann, june, '2026-03-01', wash(12));
    expect((await kept(ann, hive.id)).lastVarroaCheck).toEqual(washOn('2026-04-01', 3));

    // Deleting the latest inspection: the findings are the next-newest's, the count untouched.
    expect((await ann.requestFor('deleteInspection', july.id)).statusCode).toBe(204);
    expect(await kept(ann, hive.id)).toMatchObject({
      latestFindings: { inspectionDate: '2026-05-01', foodStores: 3 },
      lastVarroaCheck: washOn('2026-04-01', 3),
    });

    // Deleting the last count: the March one; deleting that too: none.
    expect((await ann.requestFor('deleteInspection', april.id)).statusCode).toBe(204);
    expect((await kept(ann, hive.id)).lastVarroaCheck).toEqual(washOn('2026-03-01', 12));
    expect((await ann.requestFor('deleteInspection', june.id)).statusCode).toBe(204);
    expect(await kept(ann, hive.id)).toMatchObject({
      latestFindings: { inspectionDate: '2026-05-01' },
      lastVarroaCheck: null,
    });
  });

  it('cost one bounded Query more only when the deleted inspection held the last count', async () => {
    const ann = beekeeper();
    const hive = await hiveOf(ann);
    await record(ann, hive.id, '2026-05-01', wash(3));
    const june = await record(ann, hive.id, '2026-06-01', wash(9));
    const july = await record(ann, hive.id, '2026-07-01');

    const sent = recordSentCommands();
    expect((await ann.requestFor('deleteInspection', june.id)).statusCode).toBe(204);
    expect(sent.splice(0).sort()).toEqual([
      'GetItemCommand',
      'GetItemCommand',
      'QueryCommand on gsi1',
      'TransactWriteItemsCommand',
    ]);
    // The latest goes: the next-newest's label needs its apiary's latitude (the hemisphere's threshold), one Get more.
    expect((await ann.requestFor('deleteInspection', july.id)).statusCode).toBe(204);
    expect(sent.splice(0).sort()).toEqual([
      'GetItemCommand',
      'GetItemCommand',
      'GetItemCommand',
      'QueryCommand on gsi1',
      'TransactWriteItemsCommand',
    ]);
    expect(await kept(ann, hive.id)).toMatchObject({
      latestFindings: { inspectionDate: '2026-05-01' },
      lastVarroaCheck: washOn('2026-05-01', 3),
    });
  });
});
