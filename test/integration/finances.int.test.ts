/**
 * Financial records through the gateway: Pro only (a free beekeeper gets the 402 whose message the UI turns into the
 * 'Pro Subscription Required' toast), an invalid form is refused with the spec's messages and changes nothing,
 * another beekeeper's record is not found, the list pages with the cursor header and the summary adds them up.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { API_ERRORS, VALIDATION } from '../../shared/messages';
import type { Apiary } from '../../shared/schemas/apiary';
import type { FinanceSummary, FinancialRecord, FinancialRecordInput } from '../../shared/schemas/finance';
import type { Hive } from '../../shared/schemas/hive';
import { NEXT_CURSOR_HEADER } from '../../shared/domain/paging';
import type { ApiCaller } from '../../infra/local/api-client';
import { apiAs, createUser } from '../../infra/local/test-support/integration-stack';

const waxSale = (hiveId: string): FinancialRecordInput => ({
  type: 'income',
  category: 'wax_sales',
  amount: '45.20',
  description: 'Beeswax blocks',
  transactionDate: '2026-08-01',
  hiveId,
});

const extractor: FinancialRecordInput = {
  type: 'expense',
  category: 'equipment',
  amount: '310',
  description: 'Extractor, shared by every yard',
  transactionDate: '2026-07-01',
};

describe('financial records through the gateway', () => {
  let pro: ApiCaller;
  let hive: Hive;
  beforeAll(async () => {
    // Admins have Pro access, as Pro subscribers do.
    pro = apiAs(await createUser({ admin: true, label: 'bookkeeper' }));
    const apiary = (await pro<Apiary>('POST', apiPath(routes.createApiary), { name: 'Yard', location: 'Field' })).body;
    hive = (await pro<Hive>('POST', apiPath(routes.createHive), { name: 'Golden Comb', apiaryId: apiary.id })).body;
  });

  it("are Pro only: 402 with 'Pro subscription required' for a free beekeeper", async () => {
    const free = apiAs(await createUser({ label: 'free-bookkeeper' }));
    for (const [method, route] of [
      ['POST', routes.createFinance],
      ['GET', routes.listFinances],
      ['GET', routes.getFinanceSummary],
    ] as const) {
      const refused = await free<{ message: string }>(
        method,
        apiPath(route),
        method === 'POST' ? extractor : undefined,
      );
      expect(refused.status).toBe(402);
      expect(refused.body.message).toContain('Pro subscription required');
      expect(refused.body.message).toBe(API_ERRORS.proRequired);
    }
  });

  it('record, list page by page with the cursor header, and add up in the summary', async () => {
    const sale = await pro<FinancialRecord>('POST', apiPath(routes.createFinance), waxSale(hive.id));
    expect(sale).toMatchObject({ status: 201, body: { amount: 45.2, hiveName: 'Golden Comb', apiaryName: 'Yard' } });
    const shared = await pro<FinancialRecord>('POST', apiPath(routes.createFinance), extractor);
    expect(shared).toMatchObject({ status: 201, body: { hiveId: null, apiaryId: null } });

    const first = await pro<FinancialRecord[]>('GET', apiPath(routes.listFinances, {}, { limit: '1' }));
    expect(first.body).toEqual([sale.body]);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER) ?? '';
    const second = await pro<FinancialRecord[]>('GET', apiPath(routes.listFinances, {}, { limit: '1', cursor }));
    expect(second.body).toEqual([shared.body]);
    expect(second.headers.get(NEXT_CURSOR_HEADER)).toBeNull();

    const summary = await pro<FinanceSummary>('GET', apiPath(routes.getFinanceSummary, {}, { year: '2026' }));
    expect(summary).toMatchObject({
      status: 200,
      body: {
        income: 45.2,
        expense: 310,
        net: -264.8,
        byHive: [{ hiveId: hive.id, hiveName: 'Golden Comb', income: 45.2, expense: 0, net: 45.2 }],
        unallocated: { income: 0, expense: 310, net: -310 },
      },
    });
    expect(summary.body.recentTransactions).toEqual([sale.body, shared.body]);

    const edited = await pro<FinancialRecord>('PUT', apiPath(routes.updateFinance, { id: sale.body.id }), {
      ...waxSale(hive.id),
      amount: '50',
    });
    expect(edited).toMatchObject({ status: 200, body: { amount: 50 } });
    expect((await pro('DELETE', apiPath(routes.deleteFinance, { id: shared.body.id }))).status).toBe(204);
    const after = await pro<FinanceSummary>('GET', apiPath(routes.getFinanceSummary, {}, { year: '2026' }));
    expect(after.body).toMatchObject({ income: 50, expense: 0, net: 50 });
  });

  it("refuse an invalid form with the spec's messages (400) and change nothing", async () => {
    const before = (await pro<FinancialRecord[]>('GET', apiPath(routes.listFinances))).body;
    const answer = await pro('POST', apiPath(routes.createFinance), {
      type: 'income',
      category: 'feed',
      amount: '-5',
      description: ' ',
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        errors: {
          category: [VALIDATION.categoryTypeMismatch],
          amount: [VALIDATION.amountPositive],
          description: [VALIDATION.descriptionRequired],
          transactionDate: [VALIDATION.dateRequired],
        },
      },
    });
    const missing = await pro('POST', apiPath(routes.createFinance), { amount: '5' });
    expect(missing).toMatchObject({
      status: 400,
      body: { errors: { type: [VALIDATION.typeRequired], category: [VALIDATION.categoryRequired] } },
    });
    expect((await pro<FinancialRecord[]>('GET', apiPath(routes.listFinances))).body).toEqual(before);
  });

  it("answer another beekeeper's record, or hive, as not found (404) and change nothing", async () => {
    const intruder = apiAs(await createUser({ admin: true, label: 'finance-intruder' }));
    const before = (await pro<FinancialRecord[]>('GET', apiPath(routes.listFinances))).body;
    const id = before[0]?.id ?? '';
    const edit = await intruder('PUT', apiPath(routes.updateFinance, { id }), extractor);
    expect(edit).toMatchObject({ status: 404, body: { message: API_ERRORS.financeNotFound, code: 'financeNotFound' } });
    expect((await intruder('DELETE', apiPath(routes.deleteFinance, { id }))).status).toBe(404);
    const onForeignHive = await intruder('POST', apiPath(routes.createFinance), waxSale(hive.id));
    expect(onForeignHive).toMatchObject({
      status: 404,
      body: { message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' },
    });
    expect((await intruder<FinancialRecord[]>('GET', apiPath(routes.listFinances))).body).toEqual([]);
    expect((await pro<FinancialRecord[]>('GET', apiPath(routes.listFinances))).body).toEqual(before);
  });
});
