import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive } from '../../../shared/schemas/hive';
import { NEXT_CURSOR_HEADER } from '../../../shared/domain/paging';
import { financeSummarySchema, financialRecordSchema, type FinanceSummary } from '../../../shared/schemas/finance';
import {
  feedingTotalsSchema,
  treatmentSchema,
  type FeedingTotals,
  type Treatment,
  type TreatmentInput,
} from '../../../shared/schemas/treatment';
import { FeedingTallyEntity } from '../../lib/data/entities/feeding-tally';
import { TaskEntity } from '../../lib/data/entities/task';
import { TreatmentEntity } from '../../lib/data/entities/treatment';
import { HiveEntity } from '../../lib/data/entities/hive';
import { ACCOUNT_HEADER } from '../../lib/caller';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { recordSentCommands } from '../../test-support/sent-commands';
import { joinTeam } from '../../test-support/team';

async function proBeekeeper(): Promise<TestBeekeeper> {
  const who = beekeeper();
  await setSubscription(who, 'pro', 'active');
  return who;
}

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

async function record(who: TestBeekeeper, body: TreatmentInput): Promise<Treatment> {
  const answer = await who.request<Treatment>('createTreatment', { body });
  expect(answer.statusCode).toBe(201);
  return treatmentSchema.parse(answer.body);
}

const apivar = (hiveId: string, applicationDate = '2026-05-01'): TreatmentInput => ({
  hiveId,
  treatmentType: 'varroa',
  treatmentName: 'Apivar',
  productId: 'apivar',
  applicationDate,
  cost: '24.99',
  varroaBefore: 4,
  varroaAfter: 1,
});

const syrup = (hiveId: string, applicationDate: string, feedAmount: number, syrupRatio: '1:1' | '2:1') => ({
  hiveId,
  treatmentType: 'feeding' as const,
  treatmentName: `Sugar syrup ${syrupRatio}`,
  applicationDate,
  feedType: 'sugar_syrup' as const,
  feedAmount,
  syrupRatio,
});

async function taskOf(who: TestBeekeeper, taskId: string | null) {
  if (taskId === null) return null;
  return (await TaskEntity.get({ userId: who.userId, taskId }).go({ consistent: true })).data;
}

function list(who: TestBeekeeper, query: Record<string, string> = {}) {
  return who.request<Treatment[]>('listTreatments', { rawQueryString: new URLSearchParams(query).toString() });
}

async function feedingTotals(who: TestBeekeeper, year: string): Promise<FeedingTotals> {
  const answer = await who.request<FeedingTotals>('getFeedingTotals', { rawQueryString: `year=${year}` });
  expect(answer.statusCode).toBe(200);
  return feedingTotalsSchema.parse(answer.body);
}

async function financeSummary(who: TestBeekeeper, year: string): Promise<FinanceSummary> {
  const answer = await who.request<FinanceSummary>('getFinanceSummary', { rawQueryString: `year=${year}` });
  expect(answer.statusCode).toBe(200);
  return financeSummarySchema.parse(answer.body);
}

async function financesOf(who: TestBeekeeper) {
  const answer = await who.request('listFinances');
  expect(answer.statusCode).toBe(200);
  return financialRecordSchema.array().parse(answer.body);
}

async function financeCountOf(who: TestBeekeeper, hiveId: string): Promise<number> {
  const { data } = await HiveEntity.get({ userId: who.userId, hiveId }).go({ consistent: true });
  return data?.financeCount ?? 0;
}

describe('treatments', () => {
  it('book their cost as an expense of their hive in Finance, changed and deleted with them, never on its own', async () => {
    const ann = await proBeekeeper();
    const [hive, other] = (await hivesOf(ann, ['Golden Comb', 'Buttercup'])) as [Hive, Hive];
    const treated = await record(ann, apivar(hive.id));
    const fed = await record(ann, { ...syrup(hive.id, '2026-09-20', 30, '2:1'), cost: '12.50' });
    await record(ann, { ...apivar(hive.id), cost: '' });
    expect(await financesOf(ann)).toEqual([
      expect.objectContaining({ id: fed.id, treatmentId: fed.id, category: 'feed', amount: 12.5, hiveId: hive.id }),
      expect.objectContaining({
        id: treated.id,
        treatmentId: treated.id,
        type: 'expense',
        category: 'medication',
        amount: 24.99,
        description: 'Apivar',
        transactionDate: '2026-05-01',
        hiveName: 'Golden Comb',
      }),
    ]);
    const summary = await financeSummary(ann, '2026');
    expect(summary.expense).toBe(37.49);
    expect(summary.byHive).toEqual([expect.objectContaining({ hiveName: 'Golden Comb', expense: 37.49 })]);
    expect(await financeCountOf(ann, hive.id)).toBe(2);

    // Finance shows it but leaves changing it to the treatment: 409, nothing changed.
    const asFinance = {
      type: 'expense',
      category: 'medication',
      amount: '1',
      description: 'x',
      transactionDate: '2026-05-01',
    };
    for (const answer of [
      await ann.requestFor('updateFinance', treated.id, { body: asFinance }),
      await ann.requestFor('deleteFinance', treated.id),
    ]) {
      expect(answer).toMatchObject({
        statusCode: 409,
        body: { message: API_ERRORS.financeOfTreatment, code: 'financeOfTreatment' },
      });
    }

    // A new cost, date and hive move the expense; a cost cleared takes it out of the books.
    const moved = { ...apivar(other.id, '2025-04-01'), cost: '30' };
    expect((await ann.requestFor('updateTreatment', treated.id, { body: moved })).statusCode).toBe(200);
    expect((await financeSummary(ann, '2025')).byHive).toEqual([
      expect.objectContaining({ hiveName: 'Buttercup', expense: 30 }),
    ]);
    expect((await financeSummary(ann, '2026')).expense).toBe(12.5);
    expect([await financeCountOf(ann, hive.id), await financeCountOf(ann, other.id)]).toEqual([1, 1]);
    const feedingWithoutCost = { ...syrup(hive.id, '2026-09-20', 30, '2:1'), cost: '' };
    expect((await ann.requestFor('updateTreatment', fed.id, { body: feedingWithoutCost })).statusCode).toBe(200);
    expect((await financeSummary(ann, '2026')).expense).toBe(0);
    expect(await financeCountOf(ann, hive.id)).toBe(0);

    // Deleting the treatment deletes its expense.
    expect((await ann.requestFor('deleteTreatment', treated.id)).statusCode).toBe(204);
    expect(await financesOf(ann)).toEqual([]);
    expect((await financeSummary(ann, '2025')).expense).toBe(0);
    expect(await financeCountOf(ann, other.id)).toBe(0);
  });

  it('keep their expense in the books, unallocated, when their hive is deleted', async () => {
    const ann = await proBeekeeper();
    const [hive] = (await hivesOf(ann, ['Golden Comb'])) as [Hive];
    const treated = await record(ann, apivar(hive.id));
    expect((await ann.requestFor('deleteHive', hive.id)).statusCode).toBe(204);
    expect(await financesOf(ann)).toEqual([
      expect.objectContaining({ id: treated.id, amount: 24.99, hiveId: null, treatmentId: null }),
    ]);
    expect((await financeSummary(ann, '2026')).unallocated.expense).toBe(24.99);
    // No longer any treatment's: Finance may now edit it.
    expect((await ann.requestFor('deleteFinance', treated.id)).statusCode).toBe(204);
  });

  it('of a catalogue varroa product schedule their recount, which follows the dates and goes with them', async () => {
    const ann = await proBeekeeper();
    const [first, second] = (await hivesOf(ann, ['Golden Comb', 'Buttercup'])) as [Hive, Hive];
    const created = await record(ann, apivar(first.id));
    // Apivar lasts 42 days (to 2026-06-12); the recount is 10 days after.
    expect(created).toMatchObject({
      hiveName: 'Golden Comb',
      cost: 24.99,
      efficacyPercent: 75,
      sugarLbs: 0,
      recountTaskId: expect.any(String),
    });
    expect(await taskOf(ann, created.recountTaskId)).toMatchObject({
      title: 'Varroa recount: Golden Comb',
      type: 'inspection',
      priority: 'high',
      status: 'pending',
      repeat: 'none',
      dueDate: '2026-06-22',
      hiveId: first.id,
      linkId: first.id,
      treatmentId: created.id,
    });

    // An earlier strip removal, on the other hive: the pending task moves with both.
    const edited = await ann.requestFor<Treatment>('updateTreatment', created.id, {
      body: { ...apivar(second.id), nextDueDate: '2026-06-05' },
    });
    expect(edited.statusCode).toBe(200);
    expect(edited.body).toMatchObject({
      hiveId: second.id,
      hiveName: 'Buttercup',
      recountTaskId: created.recountTaskId,
    });
    expect(await taskOf(ann, created.recountTaskId)).toMatchObject({
      dueDate: '2026-06-15',
      hiveId: second.id,
      linkId: second.id,
      title: 'Varroa recount: Buttercup',
    });

    expect((await ann.requestFor('deleteTreatment', created.id)).statusCode).toBe(204);
    expect(await taskOf(ann, created.recountTaskId)).toBeNull();
    expect((await list(ann)).body).toEqual([]);
  });

  it("title their recount in the language of the recording person's profile, kept while it stays on its hive", async () => {
    const owner = await proBeekeeper();
    const [first, second] = (await hivesOf(owner, ['Golden Comb', 'Buttercup'])) as [Hive, Hive];
    await owner.request('updateProfile', { body: { preferences: { language: 'de' } } });
    const created = await record(owner, apivar(first.id));
    expect(await taskOf(owner, created.recountTaskId)).toMatchObject({ title: 'Varroa-Nachkontrolle: Golden Comb' });

    // A member who chose no language (American English) moves its dates: the title stays the owner's German.
    const member = beekeeper({ email: 'ana@example.com' });
    await joinTeam(owner, member, { role: 'editor' });
    const onOwnersAccount = { [ACCOUNT_HEADER]: owner.userId };
    const moved = await member.requestFor<Treatment>('updateTreatment', created.id, {
      headers: onOwnersAccount,
      body: { ...apivar(first.id), nextDueDate: '2026-06-05' },
    });
    expect(moved.statusCode).toBe(200);
    expect(await taskOf(owner, created.recountTaskId)).toMatchObject({
      dueDate: '2026-06-15',
      title: 'Varroa-Nachkontrolle: Golden Comb',
    });
    // Moved to another hive, it names that hive in the words of whoever moved it, as a new recount is.
    await member.requestFor<Treatment>('updateTreatment', created.id, {
      headers: onOwnersAccount,
      body: apivar(second.id),
    });
    expect(await taskOf(owner, created.recountTaskId)).toMatchObject({ title: 'Varroa recount: Buttercup' });
    const members = await member.request<Treatment>('createTreatment', {
      headers: onOwnersAccount,
      body: apivar(first.id),
    });
    expect(await taskOf(owner, members.body.recountTaskId)).toMatchObject({ title: 'Varroa recount: Golden Comb' });
  });

  it('keep a completed recount where it was, and schedule none for a product not from the catalogue', async () => {
    const ann = await proBeekeeper();
    const [hive] = (await hivesOf(ann, ['Lavender'])) as [Hive];
    const created = await record(ann, apivar(hive.id));
    const taskId = created.recountTaskId ?? '';
    // As completing it will: the schedule's index keys need the due date and the hive with the status.
    await TaskEntity.patch({ userId: ann.userId, taskId })
      .set({ status: 'completed', dueDate: '2026-06-22', linkId: hive.id })
      .go();
    const edited = await ann.requestFor<Treatment>('updateTreatment', created.id, {
      body: { ...apivar(hive.id), applicationDate: '2026-05-10' },
    });
    expect(edited.body.recountTaskId).toBe(taskId);
    expect(await taskOf(ann, taskId)).toMatchObject({ status: 'completed', dueDate: '2026-06-22' });
    expect((await ann.requestFor('deleteTreatment', created.id)).statusCode).toBe(204);
    expect(await taskOf(ann, taskId)).toMatchObject({ status: 'completed' });

    const ownMix = await record(ann, {
      hiveId: hive.id,
      treatmentType: 'varroa',
      treatmentName: 'Own mix',
      applicationDate: '2026-05-01',
    });
    expect(ownMix.recountTaskId).toBeNull();
  });

  it('total the sugar each hive was fed in a year, through edits and deletes', async () => {
    const ann = await proBeekeeper();
    const [first, second] = (await hivesOf(ann, ['Golden Comb', 'Buttercup'])) as [Hive, Hive];
    // 2:1 syrup is two thirds sugar, 1:1 half.
    const fall = await record(ann, syrup(first.id, '2026-09-20', 30, '2:1'));
    expect(fall.sugarLbs).toBe(20);
    await record(ann, syrup(first.id, '2026-04-02', 10, '1:1'));
    const other = await record(ann, syrup(second.id, '2026-10-01', 12, '2:1'));
    await record(ann, syrup(second.id, '2025-10-01', 12, '2:1'));
    await record(ann, apivar(second.id));

    expect(await feedingTotals(ann, '2026')).toEqual({
      year: 2026,
      hives: [
        { hiveId: first.id, hiveName: 'Golden Comb', sugarLbs: 25, feedings: 2 },
        { hiveId: second.id, hiveName: 'Buttercup', sugarLbs: 8, feedings: 1 },
      ],
    });
    // Into the year before and onto the other hive.
    await ann.requestFor('updateTreatment', fall.id, { body: syrup(second.id, '2025-09-20', 15, '1:1') });
    expect((await feedingTotals(ann, '2025')).hives).toEqual([
      { hiveId: second.id, hiveName: 'Buttercup', sugarLbs: 15.5, feedings: 2 },
    ]);
    await ann.requestFor('deleteTreatment', other.id);
    expect((await feedingTotals(ann, '2026')).hives).toEqual([
      { hiveId: first.id, hiveName: 'Golden Comb', sugarLbs: 5, feedings: 1 },
    ]);
    expect(await feedingTotals(ann, '2024')).toEqual({ year: 2024, hives: [] });
  });

  it('page newest first, by hive and by type, without duplicates', async () => {
    const ann = await proBeekeeper();
    const [first, second] = (await hivesOf(ann, ['Golden Comb', 'Buttercup'])) as [Hive, Hive];
    const days = Array.from({ length: 25 }, (_, index) => `2026-03-${String((index % 20) + 1).padStart(2, '0')}`);
    for (const [index, day] of days.entries()) {
      const hiveId = index % 2 === 0 ? first.id : second.id;
      await record(ann, index % 5 === 0 ? syrup(hiveId, day, 10, '1:1') : apivar(hiveId, day));
    }
    const seen: Treatment[] = [];
    let cursor: string | undefined;
    do {
      const answer = await list(ann, cursor === undefined ? { limit: '10' } : { limit: '10', cursor });
      expect(answer.statusCode).toBe(200);
      seen.push(...answer.body);
      cursor = answer.headers[NEXT_CURSOR_HEADER];
    } while (cursor !== undefined);
    expect(new Set(seen.map(({ id }) => id)).size).toBe(25);
    const order = seen.map(({ applicationDate, id }) => `${applicationDate}_${id}`);
    expect(order).toEqual([...order].sort().reverse());
    expect(new Set(seen.map(({ hiveName }) => hiveName))).toEqual(new Set(['Golden Comb', 'Buttercup']));

    const feedings = await list(ann, { treatmentType: 'feeding', limit: '3' });
    expect(feedings.body.map(({ treatmentType }) => treatmentType)).toEqual(['feeding', 'feeding', 'feeding']);
    const rest = await list(ann, {
      treatmentType: 'feeding',
      limit: '3',
      cursor: feedings.headers[NEXT_CURSOR_HEADER] ?? '',
    });
    expect(rest.body).toHaveLength(2);
    expect(rest.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    const firstHives = await list(ann, { hiveId: first.id, limit: '100' });
    expect(firstHives.body).toHaveLength(13);
    expect(new Set(firstHives.body.map(({ hiveId }) => hiveId))).toEqual(new Set([first.id]));
  }, 60_000);

  it('bound the Queries of a type filter, going on from the last treatment read', async () => {
    const ann = await proBeekeeper();
    const [hive] = (await hivesOf(ann, ['Golden Comb'])) as [Hive];
    const feeding = await record(ann, syrup(hive.id, '2025-01-01', 10, '1:1'));
    // 600 newer non-feedings, written straight to the table (recording them one by one would take minutes).
    await TreatmentEntity.put(
      Array.from({ length: 600 }, (_, index) => ({
        userId: ann.userId,
        treatmentId: ulid(),
        hiveId: hive.id,
        treatmentType: 'varroa' as const,
        treatmentName: 'Oxalic',
        applicationDate: `2026-${String((index % 12) + 1).padStart(2, '0')}-01`,
      })),
    ).go();
    const sent = recordSentCommands();
    const first = await list(ann, { treatmentType: 'feeding' });
    expect(first.body).toEqual([]);
    expect(sent.splice(0)).toEqual(Array(5).fill('QueryCommand on gsi2'));
    const second = await list(ann, { treatmentType: 'feeding', cursor: first.headers[NEXT_CURSOR_HEADER] ?? '' });
    expect(second.body.map(({ id }) => id)).toEqual([feeding.id]);
    expect(second.headers[NEXT_CURSOR_HEADER]).toBeUndefined();
    // The rest of the 600 and the feeding: one full Query and one short one, then the page's hive names.
    expect(sent.splice(0)).toEqual(['QueryCommand on gsi2', 'QueryCommand on gsi2', 'BatchGetItemCommand']);
  }, 60_000);

  it('cost a bounded few requests each, never a Scan', async () => {
    const ann = await proBeekeeper();
    const [hive] = (await hivesOf(ann, ['Golden Comb'])) as [Hive];
    const sent = recordSentCommands();
    const created = await record(ann, apivar(hive.id));
    // The user (the Pro check), then the hive beside the acting person's language (the recount task's title), then
    // one transaction with its count and the recount task.
    expect(sent.splice(0)).toEqual([...Array(3).fill('GetItemCommand'), 'TransactWriteItemsCommand']);
    await record(ann, syrup(hive.id, '2026-09-20', 30, '2:1'));
    sent.splice(0);
    expect((await list(ann, { limit: '1' })).body).toHaveLength(1);
    expect(sent.splice(0)).toEqual(['QueryCommand on gsi2', 'BatchGetItemCommand']);
    expect((await list(ann, { hiveId: hive.id })).body).toHaveLength(2);
    expect(sent.splice(0)).toEqual(['GetItemCommand', 'QueryCommand on gsi1']);
    expect((await feedingTotals(ann, '2026')).hives).toHaveLength(1);
    expect(sent.splice(0)).toEqual(['QueryCommand', 'BatchGetItemCommand']);
    await ann.requestFor('updateTreatment', created.id, { body: { ...apivar(hive.id), nextDueDate: '2026-06-01' } });
    // The user, the treatment, then its hive, its recount task and its expense together, then one transaction; the
    // recount keeps its title on its hive, so no language is read.
    expect(sent.splice(0)).toEqual([...Array(5).fill('GetItemCommand'), 'TransactWriteItemsCommand']);
    await ann.requestFor('deleteTreatment', created.id);
    expect(sent.splice(0)).toEqual([...Array(3).fill('GetItemCommand'), 'TransactWriteItemsCommand']);
  });

  it("answer 404 for another beekeeper's treatment or hive, and 400 with the spec's messages, changing nothing", async () => {
    const ann = await proBeekeeper();
    const bob = await proBeekeeper();
    const [hive] = (await hivesOf(ann, ['Golden Comb'])) as [Hive];
    const created = await record(ann, apivar(hive.id));
    for (const route of ['updateTreatment', 'deleteTreatment'] as const) {
      const answer = await bob.requestFor(route, created.id, { body: apivar(hive.id) });
      expect(answer).toMatchObject({ statusCode: 404 });
    }
    expect(await bob.request('createTreatment', { body: apivar(hive.id) })).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' },
    });
    expect((await list(bob, { hiveId: hive.id })).statusCode).toBe(404);
    // Nor may Ann move hers onto Bob's hive.
    const [bobsHive] = (await hivesOf(bob, ['Bob 1'])) as [Hive];
    expect((await ann.requestFor('updateTreatment', created.id, { body: apivar(bobsHive.id) })).statusCode).toBe(404);

    const invalid = await ann.request('createTreatment', {
      body: { hiveId: hive.id, treatmentType: 'varroa', feedType: 'fondant', cost: '-3' },
    });
    expect(invalid).toMatchObject({
      statusCode: 400,
      body: {
        errors: {
          treatmentName: [VALIDATION.treatmentNameRequired],
          applicationDate: [VALIDATION.applicationDateRequired],
          cost: [VALIDATION.costPositive],
          feedType: [VALIDATION.feedOnlyForFeeding],
        },
      },
    });
    expect((await list(ann)).body).toEqual([created]);
    expect((await list(bob)).body).toEqual([]);
  });

  it('are Pro to record and edit, free to list and delete', async () => {
    const ann = await proBeekeeper();
    const [hive] = (await hivesOf(ann, ['Golden Comb'])) as [Hive];
    const created = await record(ann, apivar(hive.id));
    await setSubscription(ann, 'pro', 'canceled');
    expect((await ann.request('createTreatment', { body: apivar(hive.id) })).statusCode).toBe(402);
    expect((await ann.requestFor('updateTreatment', created.id, { body: apivar(hive.id) })).statusCode).toBe(402);
    expect((await list(ann)).body).toEqual([created]);
    expect((await ann.requestFor('deleteTreatment', created.id)).statusCode).toBe(204);
  });

  it('go with their hive: treatments, feeding totals and the hive tasks', async () => {
    const ann = await proBeekeeper();
    const [hive, kept] = (await hivesOf(ann, ['Golden Comb', 'Buttercup'])) as [Hive, Hive];
    const treated = await record(ann, apivar(hive.id));
    await record(ann, syrup(hive.id, '2026-09-20', 30, '2:1'));
    await record(ann, syrup(hive.id, '2025-09-20', 30, '2:1'));
    const other = await record(ann, syrup(kept.id, '2026-09-20', 3, '1:1'));
    const ownTask = ulid();
    await TaskEntity.create({
      userId: ann.userId,
      taskId: ownTask,
      title: 'Swarm check',
      dueDate: '2026-05-10',
      priority: 'medium',
      type: 'inspection',
      hiveId: hive.id,
      linkId: hive.id,
    }).go();

    expect((await ann.requestFor('deleteHive', hive.id)).statusCode).toBe(204);
    expect((await list(ann)).body).toEqual([other]);
    expect(await taskOf(ann, treated.recountTaskId)).toBeNull();
    expect(await taskOf(ann, ownTask)).toBeNull();
    expect((await FeedingTallyEntity.query.feedingTally({ userId: ann.userId }).go()).data).toEqual([
      expect.objectContaining({ year: '2026', hiveId: kept.id, feedings: 1 }),
    ]);
    expect((await feedingTotals(ann, '2026')).hives.map(({ hiveName }) => hiveName)).toEqual(['Buttercup']);
  });

  it('of a hive with over 490 one-word treatments go 490 per delete request, the answer saying how many are left', async () => {
    const ann = await proBeekeeper();
    const [hive] = (await hivesOf(ann, ['Golden Comb'])) as [Hive];
    await TreatmentEntity.put(
      Array.from({ length: 500 }, (_, index) => ({
        userId: ann.userId,
        treatmentId: ulid(),
        hiveId: hive.id,
        treatmentType: 'varroa' as const,
        treatmentName: 'Oxalic',
        applicationDate: `2025-${String((index % 12) + 1).padStart(2, '0')}-01`,
      })),
    ).go();
    await HiveEntity.patch({ userId: ann.userId, hiveId: hive.id }).add({ treatmentCount: 500 }).go();
    const sent = recordSentCommands();
    const first = await ann.requestFor('deleteHive', hive.id);
    expect(first).toMatchObject({
      statusCode: 409,
      body: { message: API_ERRORS.hiveTreatmentsStillDeleting('10 treatments') },
    });
    // Bounded: the hive's Get (a queen at its head?), the inspections' Get and Query, 10 transactions after a Query
    // each, of 49 treatments and their search word (98 items), a last Get of what is left.
    expect(sent.filter((command) => command === 'TransactWriteItemsCommand')).toHaveLength(10);
    expect(sent).toHaveLength(24);
    expect((await ann.requestFor('deleteHive', hive.id)).statusCode).toBe(204);
    expect((await list(ann)).body).toEqual([]);
  }, 60_000);
});
