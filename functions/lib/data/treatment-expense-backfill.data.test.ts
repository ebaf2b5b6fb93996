/**
 * The one-off booking of treatment costs recorded before they were their hive's expenses in Finance (simulated by
 * writing the treatment item alone, as the old code did).
 */
import { ulid } from 'ulid';
import { describe, expect, it, vi } from 'vitest';
import type { Apiary } from '../../../shared/schemas/apiary';
import {
  financeSummarySchema,
  financialRecordSchema,
  type FinanceSummary,
  type FinancialRecord,
} from '../../../shared/schemas/finance';
import type { Hive } from '../../../shared/schemas/hive';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { HiveEntity } from './entities/hive';
import { TreatmentEntity } from './entities/treatment';
import { backfillAllTreatmentExpenses, backfillTreatmentExpense } from './treatment-expense-backfill';

// The backfill Scans its table: a table of this file's own keeps it to this file's beekeepers.
await vi.hoisted(async () =>
  (await import('../../test-support/own-table')).useOwnTable('hivekeeper-treatment-expense-backfill-test'),
);

/** A treatment as recorded before its cost was booked: the treatment item and nothing in Finance. */
async function treatedBeforeBooking(who: TestBeekeeper, hiveId: string, costCents: number, applicationDate: string) {
  const treatmentId = ulid();
  await TreatmentEntity.create({
    userId: who.userId,
    treatmentId,
    hiveId,
    treatmentType: applicationDate.endsWith('09-20') ? 'feeding' : 'varroa',
    treatmentName: applicationDate.endsWith('09-20') ? 'Sugar syrup 2:1' : 'Apivar',
    applicationDate,
    costCents,
  }).go();
  return treatmentId;
}

async function financesOf(who: TestBeekeeper): Promise<FinancialRecord[]> {
  return financialRecordSchema.array().parse((await who.request('listFinances')).body);
}

async function summaryOf(who: TestBeekeeper): Promise<FinanceSummary> {
  return financeSummarySchema.parse(
    (await who.request<FinanceSummary>('getFinanceSummary', { rawQueryString: 'year=2026' })).body,
  );
}

describe('the treatment expense backfill', () => {
  it("books old treatments' costs once, taking over an expense recorded by hand for the same day and amount", async () => {
    const ann = beekeeper();
    await setSubscription(ann, 'pro', 'active');
    const apiary = (await ann.request<Apiary>('createApiary', { body: { name: 'Home', location: 'Lane' } })).body;
    const hive = (await ann.request<Hive>('createHive', { body: { name: 'Golden Comb', apiaryId: apiary.id } })).body;
    const apivar = await treatedBeforeBooking(ann, hive.id, 2499, '2026-05-01');
    const syrup = await treatedBeforeBooking(ann, hive.id, 1250, '2026-09-20');
    const byHand = {
      type: 'expense',
      category: 'feed',
      amount: '12.50',
      description: 'Sugar from the co-op',
      transactionDate: '2026-09-20',
      hiveId: hive.id,
    };
    expect((await ann.request('createFinance', { body: byHand })).statusCode).toBe(201);
    expect((await summaryOf(ann)).expense).toBe(12.5);

    const dryRun = await backfillAllTreatmentExpenses({ dryRun: true });
    expect(dryRun).toMatchObject({ booked: 2, adopted: 1 });
    expect(await financesOf(ann)).toHaveLength(1);

    expect(await backfillAllTreatmentExpenses()).toEqual({ costed: 2, booked: 2, adopted: 1 });
    expect(await financesOf(ann)).toEqual([
      expect.objectContaining({ id: syrup, treatmentId: syrup, description: 'Sugar from the co-op', amount: 12.5 }),
      expect.objectContaining({ id: apivar, treatmentId: apivar, category: 'medication', amount: 24.99 }),
    ]);
    const summary = await summaryOf(ann);
    expect(summary.expense).toBe(37.49);
    expect(summary.byCategory).toEqual([
      { type: 'expense', category: 'medication', amount: 24.99 },
      { type: 'expense', category: 'feed', amount: 12.5 },
    ]);
    const { data } = await HiveEntity.get({ userId: ann.userId, hiveId: hive.id }).go({ consistent: true });
    expect(data?.financeCount).toBe(2);

    // Again: nothing new, and the treatments now change their expenses themselves.
    for (const treatmentId of [apivar, syrup]) {
      expect(await backfillTreatmentExpense({ userId: ann.userId, treatmentId })).toBe('none');
    }
    expect((await ann.requestFor('deleteTreatment', syrup)).statusCode).toBe(204);
    expect((await summaryOf(ann)).expense).toBe(24.99);
  }, 90_000);
});
