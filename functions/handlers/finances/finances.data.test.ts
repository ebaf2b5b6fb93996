import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import type { Apiary } from '../../../shared/schemas/apiary';
import {
  financeSummarySchema,
  financialRecordSchema,
  type FinanceSummary,
  type FinancialRecord,
  type FinancialRecordInput,
} from '../../../shared/schemas/finance';
import type { Hive } from '../../../shared/schemas/hive';
import { NEXT_CURSOR_HEADER } from '../../../shared/domain/paging';
import { FinanceEntity } from '../../lib/data/entities/finance';
import { FinanceTallyEntity } from '../../lib/data/entities/finance-tally';
import { HiveEntity } from '../../lib/data/entities/hive';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { recordSentCommands } from '../../test-support/sent-commands';

async function proBeekeeper(): Promise<TestBeekeeper> {
  const who = beekeeper();
  await setSubscription(who, 'pro', 'active');
  return who;
}

async function yardWith(
  who: TestBeekeeper,
  name: string,
  hiveNames: string[],
): Promise<{ apiary: Apiary; hives: Hive[] }> {
  const apiary = (await who.request<Apiary>('createApiary', { body: { name, location: 'Barn' } })).body;
  const hives: Hive[] = [];
  for (const hiveName of hiveNames) {
    const hive = await who.request<Hive>('createHive', { body: { name: hiveName, apiaryId: apiary.id } });
    expect(hive.statusCode).toBe(201);
    hives.push(hive.body);
  }
  return { apiary, hives };
}

async function record(who: TestBeekeeper, body: FinancialRecordInput): Promise<FinancialRecord> {
  const answer = await who.request<FinancialRecord>('createFinance', { body });
  expect(answer.statusCode).toBe(201);
  return financialRecordSchema.parse(answer.body);
}

const honey = (amount: string, transactionDate: string, link: Partial<FinancialRecordInput> = {}) => ({
  type: 'income' as const,
  category: 'honey_sales' as const,
  amount,
  description: 'Farmers market',
  transactionDate,
  ...link,
});

const feed = (amount: string, transactionDate: string, link: Partial<FinancialRecordInput> = {}) => ({
  type: 'expense' as const,
  category: 'feed' as const,
  amount,
  description: 'Sugar',
  transactionDate,
  ...link,
});

async function summary(who: TestBeekeeper, year: string): Promise<FinanceSummary> {
  const answer = await who.request<FinanceSummary>('getFinanceSummary', { rawQueryString: `year=${year}` });
  expect(answer.statusCode).toBe(200);
  return financeSummarySchema.parse(answer.body);
}

function list(who: TestBeekeeper, query: Record<string, string> = {}) {
  return who.request<FinancialRecord[]>('listFinances', { rawQueryString: new URLSearchParams(query).toString() });
}

type Tally = { incomeCents: number; expenseCents: number; records: number };

/** The tallies as the records say they should be, rebuilt here from every record without the data module's code. */
async function rebuiltTallies(who: TestBeekeeper): Promise<Record<string, Tally>> {
  const { data } = await FinanceEntity.query.financesOfUser({ userId: who.userId }).go({ pages: 'all' });
  const tallies: Record<string, Tally> = {};
  for (const { transactionDate, category, hiveId, apiaryId, type, amountCents } of data) {
    const link = hiveId ? `hive#${hiveId}` : apiaryId ? `apiary#${apiaryId}` : 'unallocated';
    for (const bucket of [`month#${transactionDate.slice(5, 7)}`, `category#${category}`, link]) {
      const key = `${transactionDate.slice(0, 4)} ${bucket}`;
      const tally = (tallies[key] ??= { incomeCents: 0, expenseCents: 0, records: 0 });
      tally[type === 'income' ? 'incomeCents' : 'expenseCents'] += amountCents;
      tally.records += 1;
    }
  }
  return tallies;
}

/** The stored tallies, those that still count a record. */
async function storedTallies(who: TestBeekeeper): Promise<Record<string, Tally>> {
  const { data } = await FinanceTallyEntity.query.financeTally({ userId: who.userId }).go({ pages: 'all' });
  return Object.fromEntries(
    data
      .filter(
        ({ records = 0, incomeCents = 0, expenseCents = 0 }) =>
          records !== 0 || incomeCents !== 0 || expenseCents !== 0,
      )
      .map(({ year, bucket, incomeCents = 0, expenseCents = 0, records = 0 }) => [
        `${year} ${bucket}`,
        { incomeCents, expenseCents, records },
      ]),
  );
}

async function expectConsistentTallies(who: TestBeekeeper): Promise<void> {
  expect(await storedTallies(who)).toEqual(await rebuiltTallies(who));
}

describe('financial records', () => {
  it('add up to a profit and loss by month, category, hive and apiary, shared costs unallocated', async () => {
    const ann = await proBeekeeper();
    const home = await yardWith(ann, 'Home yard', ['Golden Comb', 'Buttercup']);
    const [golden, buttercup] = home.hives as [Hive, Hive];
    const orchard = await yardWith(ann, 'Orchard', []);
    const sale = await record(ann, honey('120.50', '2026-07-04', { hiveId: golden.id, apiaryId: home.apiary.id }));
    expect(sale).toMatchObject({
      amount: 120.5,
      hiveId: golden.id,
      hiveName: 'Golden Comb',
      apiaryId: home.apiary.id,
      apiaryName: 'Home yard',
    });
    await record(ann, feed('30.25', '2026-07-20', { hiveId: buttercup.id }));
    await record(ann, feed('10', '2026-03-02', { apiaryId: orchard.apiary.id }));
    await record(ann, {
      type: 'expense',
      category: 'equipment',
      amount: '250',
      description: 'Extractor, shared',
      transactionDate: '2026-03-15',
    });
    await record(ann, honey('99.99', '2025-08-01'));

    const year = await summary(ann, '2026');
    expect(year).toMatchObject({ year: 2026, income: 120.5, expense: 290.25, net: -169.75 });
    expect(year.byMonth).toHaveLength(12);
    expect(year.byMonth[2]).toEqual({ month: '2026-03', income: 0, expense: 260, net: -260 });
    expect(year.byMonth[6]).toEqual({ month: '2026-07', income: 120.5, expense: 30.25, net: 90.25 });
    expect(year.byCategory).toEqual([
      { type: 'income', category: 'honey_sales', amount: 120.5 },
      { type: 'expense', category: 'equipment', amount: 250 },
      { type: 'expense', category: 'feed', amount: 40.25 },
    ]);
    expect(year.byHive).toEqual([
      { hiveId: buttercup.id, hiveName: 'Buttercup', income: 0, expense: 30.25, net: -30.25 },
      { hiveId: golden.id, hiveName: 'Golden Comb', income: 120.5, expense: 0, net: 120.5 },
    ]);
    expect(year.byApiary).toEqual([
      { apiaryId: home.apiary.id, apiaryName: 'Home yard', income: 120.5, expense: 30.25, net: 90.25 },
      { apiaryId: orchard.apiary.id, apiaryName: 'Orchard', income: 0, expense: 10, net: -10 },
    ]);
    expect(year.unallocated).toEqual({ income: 0, expense: 250, net: -250 });
    expect(year.recentTransactions.map(({ transactionDate }) => transactionDate)).toEqual([
      '2026-07-20',
      '2026-07-04',
      '2026-03-15',
      '2026-03-02',
    ]);
    expect((await summary(ann, '2025')).income).toBe(99.99);
    await expectConsistentTallies(ann);
  });

  it('keep the tallies equal to the records through edits of every field, deletes and concurrent writes', async () => {
    const ann = await proBeekeeper();
    const home = await yardWith(ann, 'Home yard', ['Golden Comb', 'Buttercup']);
    const [golden, buttercup] = home.hives as [Hive, Hive];
    const sale = await record(ann, honey('40', '2026-01-31', { hiveId: golden.id }));
    const edits: FinancialRecordInput[] = [
      honey('41.10', '2026-01-31', { hiveId: golden.id }),
      { ...feed('41.10', '2026-01-31'), hiveId: golden.id },
      { ...feed('41.10', '2026-01-31'), category: 'medication', hiveId: golden.id },
      { ...feed('41.10', '2026-01-31'), category: 'medication', hiveId: buttercup.id },
      { ...feed('41.10', '2026-01-31'), category: 'medication', apiaryId: home.apiary.id },
      { ...feed('41.10', '2025-12-31'), category: 'medication' },
    ];
    for (const body of edits) {
      expect((await ann.requestFor('updateFinance', sale.id, { body })).statusCode).toBe(200);
      await expectConsistentTallies(ann);
    }
    expect((await summary(ann, '2025')).expense).toBe(41.1);
    expect((await summary(ann, '2026')).expense).toBe(0);

    // Concurrent creates, edits and deletes of the same records and tallies.
    const many = await Promise.all(
      Array.from({ length: 8 }, (_, index) => record(ann, feed(`${index + 1}.5`, `2026-0${(index % 3) + 4}-10`))),
    );
    await Promise.all([
      ...many
        .slice(0, 4)
        .map(({ id }, index) =>
          ann.requestFor('updateFinance', id, { body: honey(`${index + 7}`, '2025-06-01', { hiveId: buttercup.id }) }),
        ),
      ...many.slice(4).map(({ id }) => ann.requestFor('deleteFinance', id)),
      ...many.slice(0, 2).map(({ id }) => ann.requestFor('updateFinance', id, { body: feed('3', '2026-09-09') })),
      ann.requestFor('deleteFinance', sale.id),
      record(ann, honey('5', '2026-04-10', { hiveId: golden.id })),
    ]);
    await expectConsistentTallies(ann);
    expect((await list(ann, { limit: '100' })).body).toHaveLength(5);
  }, 60_000);

  it('stay in the books as unallocated when their hive or apiary is deleted', async () => {
    const ann = await proBeekeeper();
    const home = await yardWith(ann, 'Home yard', ['Golden Comb']);
    const [golden] = home.hives as [Hive];
    const orchard = await yardWith(ann, 'Orchard', []);
    const sale = await record(ann, honey('80', '2026-06-01', { hiveId: golden.id }));
    const rent = await record(ann, feed('15', '2026-06-02', { apiaryId: orchard.apiary.id }));

    expect((await ann.requestFor('deleteHive', golden.id)).statusCode).toBe(204);
    expect((await ann.requestFor('deleteApiary', orchard.apiary.id)).statusCode).toBe(204);
    const books = (await list(ann)).body;
    // Unlinked: their versions move with their links.
    expect(books).toEqual([
      { ...rent, apiaryId: null, apiaryName: null, version: expect.any(String) },
      { ...sale, hiveId: null, hiveName: null, apiaryId: null, apiaryName: null, version: expect.any(String) },
    ]);
    expect(books.map(({ version }) => version)).not.toContain(rent.version);
    expect(books.map(({ version }) => version)).not.toContain(sale.version);
    const year = await summary(ann, '2026');
    expect(year).toMatchObject({ income: 80, expense: 15, byHive: [], byApiary: [] });
    expect(year.unallocated).toEqual({ income: 80, expense: 15, net: 65 });
    await expectConsistentTallies(ann);
  });

  it('linked while their hive or apiary is being deleted are never orphaned', async () => {
    const ann = await proBeekeeper();
    const home = await yardWith(ann, 'Home yard', ['Golden Comb']);
    const [hive] = home.hives as [Hive];
    const orchard = await yardWith(ann, 'Orchard', []);
    await record(ann, honey('10', '2026-06-01', { hiveId: hive.id }));
    const [hiveDelete, apiaryDelete, ...creates] = await Promise.all([
      ann.requestFor('deleteHive', hive.id),
      ann.requestFor('deleteApiary', orchard.apiary.id),
      ...Array.from({ length: 6 }, (_, index) =>
        ann.request('createFinance', {
          body: feed(
            `${index + 1}`,
            '2026-06-02',
            index % 2 === 0 ? { hiveId: hive.id } : { apiaryId: orchard.apiary.id },
          ),
        }),
      ),
    ]);
    expect(hiveDelete).toMatchObject({ statusCode: 204 });
    expect(apiaryDelete).toMatchObject({ statusCode: 204 });
    // Each create either came first and was moved to unallocated, or came after and found nothing to link to.
    expect(creates.map(({ statusCode }) => statusCode).every((status) => status === 201 || status === 404)).toBe(true);
    const books = (await list(ann)).body;
    expect(books).toHaveLength(1 + creates.filter(({ statusCode }) => statusCode === 201).length);
    expect(books.every(({ hiveId, apiaryId }) => hiveId === null && apiaryId === null)).toBe(true);
    await expectConsistentTallies(ann);
  });

  it('of a hive with over 900 move 900 per delete request, the answer saying how many are left', async () => {
    const ann = await proBeekeeper();
    const { hives } = await yardWith(ann, 'Home yard', ['Golden Comb']);
    const [hive] = hives as [Hive];
    await record(ann, honey('1', '2024-01-01', { hiveId: hive.id }));
    await writeStraight(ann, 999, { hiveId: hive.id });
    const sent = recordSentCommands();
    expect(await ann.requestFor('deleteHive', hive.id)).toMatchObject({
      statusCode: 409,
      body: { message: API_ERRORS.financesStillUnlinking('100 records') },
    });
    expect(sent.filter((command) => command === 'TransactWriteItemsCommand')).toHaveLength(10);
    expect(sent.some((command) => command.startsWith('Scan'))).toBe(false);
    expect((await ann.requestFor('deleteHive', hive.id)).statusCode).toBe(204);
    expect((await summary(ann, '2025')).unallocated.income).toBe(999);
    await expectConsistentTallies(ann);
  }, 120_000);

  it('cost a bounded few requests each, the summary too with 2,000 records', async () => {
    const ann = await proBeekeeper();
    const { apiary, hives } = await yardWith(ann, 'Home yard', ['Golden Comb']);
    const [hive] = hives as [Hive];
    const sent = recordSentCommands();
    const created = await record(ann, honey('10', '2025-05-05', { hiveId: hive.id, apiaryId: apiary.id }));
    // The user (the Pro check), the hive, its apiary's name, then one transaction with the count and the tallies.
    expect(sent.splice(0)).toEqual(['GetItemCommand', 'GetItemCommand', 'GetItemCommand', 'TransactWriteItemsCommand']);
    await ann.requestFor('updateFinance', created.id, { body: feed('3', '2025-06-06') });
    expect(sent.splice(0)).toEqual(['GetItemCommand', 'GetItemCommand', 'TransactWriteItemsCommand']);
    await ann.requestFor('deleteFinance', created.id);
    expect(sent.splice(0)).toEqual(['GetItemCommand', 'GetItemCommand', 'TransactWriteItemsCommand']);

    await writeStraight(ann, 2_000, { hiveId: hive.id });
    sent.splice(0);
    const year = await summary(ann, '2025');
    expect(year.income).toBe(2_000);
    expect(year.recentTransactions).toHaveLength(10);
    expect(year.firstYear).toBe(2025);
    // The user, the tallies, the recent ten and the oldest record side by side, then the hive names and the apiaries.
    expect(sent.splice(0).sort()).toEqual(
      [
        'GetItemCommand',
        'QueryCommand',
        'QueryCommand on gsi2',
        'QueryCommand on gsi2',
        'BatchGetItemCommand',
        'QueryCommand',
      ].sort(),
    );
    const page = await list(ann, { limit: '50' });
    expect(page.body).toHaveLength(50);
    expect(sent.splice(0).sort()).toEqual(
      ['GetItemCommand', 'QueryCommand on gsi2', 'BatchGetItemCommand', 'QueryCommand'].sort(),
    );
    expect(page.headers[NEXT_CURSOR_HEADER]).toBeDefined();
    await expectConsistentTallies(ann);
  }, 120_000);

  it("of a commercial beekeeper's 1,000 hives answer from one page of tallies and a BatchGet per 100 hives", async () => {
    const ann = await proBeekeeper();
    const { apiary } = await yardWith(ann, 'Home yard', []);
    const hiveIds = Array.from({ length: 1_000 }, () => ulid());
    const created = new Date().toISOString();
    await HiveEntity.put(
      hiveIds.map((hiveId, index) => ({
        userId: ann.userId,
        hiveId,
        apiaryId: apiary.id,
        name: `Hive ${String(index + 1).padStart(4, '0')}`,
        createdAt: created,
        updatedAt: created,
      })),
    ).go();
    // A year of every hive: a sale and a cost each, as their records would have added them.
    await FinanceTallyEntity.put([
      {
        userId: ann.userId,
        year: '2025',
        bucket: 'month#06',
        incomeCents: 2_000_000,
        expenseCents: 500_000,
        records: 2_000,
      },
      ...hiveIds.map((hiveId) => ({
        userId: ann.userId,
        year: '2025',
        bucket: `hive#${hiveId}`,
        incomeCents: 2_000,
        expenseCents: 500,
        records: 2,
      })),
    ]).go();
    const sent = recordSentCommands();
    const year = await summary(ann, '2025');
    expect(year).toMatchObject({ income: 20_000, expense: 5_000, net: 15_000 });
    expect(year.byHive).toHaveLength(1_000);
    expect(year.byApiary).toEqual([
      { apiaryId: apiary.id, apiaryName: 'Home yard', income: 20_000, expense: 5_000, net: 15_000 },
    ]);
    expect(sent.filter((command) => command === 'BatchGetItemCommand')).toHaveLength(10);
    // The user, the tallies (one page), the recent ten, the oldest record, the apiaries.
    expect(sent.filter((command) => command !== 'BatchGetItemCommand').sort()).toEqual(
      ['GetItemCommand', 'QueryCommand', 'QueryCommand', 'QueryCommand on gsi2', 'QueryCommand on gsi2'].sort(),
    );
  }, 120_000);

  it('page newest first without duplicates', async () => {
    const ann = await proBeekeeper();
    for (let index = 0; index < 25; index++) {
      await record(ann, honey(`${index + 1}`, `2026-02-${String((index % 20) + 1).padStart(2, '0')}`));
    }
    const seen: FinancialRecord[] = [];
    let cursor: string | undefined;
    do {
      const answer = await list(ann, cursor === undefined ? { limit: '10' } : { limit: '10', cursor });
      expect(answer.statusCode).toBe(200);
      seen.push(...answer.body);
      cursor = answer.headers[NEXT_CURSOR_HEADER];
    } while (cursor !== undefined);
    expect(new Set(seen.map(({ id }) => id)).size).toBe(25);
    const order = seen.map(({ transactionDate, id }) => `${transactionDate}_${id}`);
    expect(order).toEqual([...order].sort().reverse());
  }, 60_000);

  it("answer 404 for another beekeeper's record, hive or apiary, and 400 with the spec's messages, changing nothing", async () => {
    const ann = await proBeekeeper();
    const bob = await proBeekeeper();
    const home = await yardWith(ann, 'Home yard', ['Golden Comb']);
    const [hive] = home.hives as [Hive];
    const other = await yardWith(ann, 'Orchard', []);
    const created = await record(ann, honey('10', '2026-05-05'));
    for (const route of ['updateFinance', 'deleteFinance'] as const) {
      const answer = await bob.requestFor(route, created.id, { body: honey('1', '2026-05-05') });
      expect(answer).toMatchObject({
        statusCode: 404,
        body: { message: API_ERRORS.financeNotFound, code: 'financeNotFound' },
      });
    }
    expect(await bob.request('createFinance', { body: honey('1', '2026-05-05', { hiveId: hive.id }) })).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' },
    });
    expect(
      await bob.request('createFinance', { body: honey('1', '2026-05-05', { apiaryId: home.apiary.id }) }),
    ).toMatchObject({ statusCode: 404, body: { message: API_ERRORS.apiaryNotFound, code: 'apiaryNotFound' } });
    expect(
      await ann.request('createFinance', {
        body: honey('1', '2026-05-05', { hiveId: hive.id, apiaryId: other.apiary.id }),
      }),
    ).toMatchObject({ statusCode: 400, body: { errors: { apiaryId: [VALIDATION.hiveNotInApiary] } } });
    expect(
      await ann.request('createFinance', {
        body: { type: 'expense', category: 'honey_sales', amount: '-3', description: '' },
      }),
    ).toMatchObject({
      statusCode: 400,
      body: {
        errors: {
          category: [VALIDATION.categoryTypeMismatch],
          amount: [VALIDATION.amountPositive],
          description: [VALIDATION.descriptionRequired],
          transactionDate: [VALIDATION.dateRequired],
        },
      },
    });
    expect((await list(ann)).body).toEqual([created]);
    expect((await list(bob)).body).toEqual([]);
    expect((await summary(bob, '2026')).income).toBe(0);
    await expectConsistentTallies(ann);
  });

  it('are Pro to add and edit; a lapsed beekeeper still reads and deletes theirs, a free one gets 402 on all', async () => {
    const ann = await proBeekeeper();
    const created = await record(ann, honey('10', '2026-05-05'));
    const dropped = await record(ann, honey('3', '2026-05-06'));
    await setSubscription(ann, 'pro', 'canceled');
    expect(await ann.request('createFinance', { body: honey('1', '2026-05-05') })).toMatchObject({
      statusCode: 402,
      body: { message: API_ERRORS.proRequired, code: 'proRequired' },
    });
    expect((await ann.requestFor('updateFinance', created.id, { body: honey('1', '2026-05-05') })).statusCode).toBe(
      402,
    );
    expect((await ann.requestFor('deleteFinance', dropped.id)).statusCode).toBe(204);
    expect((await list(ann)).body).toEqual([created]);
    expect((await summary(ann, '2026')).income).toBe(10);
    await expectConsistentTallies(ann);

    const free = beekeeper();
    await setSubscription(free, 'free', 'free');
    const answers = await Promise.all([
      free.request('createFinance', { body: honey('1', '2026-05-05') }),
      free.requestFor('deleteFinance', created.id),
      list(free),
      free.request('getFinanceSummary'),
    ]);
    expect(answers.map(({ statusCode }) => statusCode)).toEqual([402, 402, 402, 402]);
  });
});

/**
 * Income records written straight to the table in batches of 25 with their tallies as the API would keep them
 * (recording thousands one by one would take minutes): $1 each on 2025-03-01, linked as said.
 */
async function writeStraight(who: TestBeekeeper, count: number, link: { hiveId: string }): Promise<void> {
  const now = new Date().toISOString();
  await FinanceEntity.put(
    Array.from({ length: count }, () => ({
      userId: who.userId,
      financeId: ulid(),
      type: 'income' as const,
      category: 'honey_sales' as const,
      amountCents: 100,
      description: 'Jar',
      transactionDate: '2025-03-01',
      hiveId: link.hiveId,
      linkId: link.hiveId,
      createdAt: now,
      updatedAt: now,
    })),
  ).go();
  await HiveEntity.patch({ userId: who.userId, hiveId: link.hiveId }).add({ financeCount: count }).go();
  for (const bucket of ['month#03', 'category#honey_sales', `hive#${link.hiveId}`]) {
    await FinanceTallyEntity.upsert({ userId: who.userId, year: '2025', bucket })
      .add({ incomeCents: 100 * count, records: count })
      .go();
  }
}
