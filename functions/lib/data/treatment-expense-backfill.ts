/**
 * The one-off backfill of treatment costs into Finance: before a treatment's cost was its hive's expense, written in
 * the treatment's transactions (`treatments.ts`), a cost reached the books only if the beekeeper also recorded it
 * there by hand. Run by the operator script `infra/scripts/backfill-treatment-expenses.ts`; safe to run again (a
 * treatment with its expense gets no write) and while beekeepers use the app (each write is conditioned on the
 * treatment as read). Never counted twice: an expense of the same hive, day and amount that no treatment owns yet is
 * taken as the one recorded by hand, and becomes the treatment's instead of a second one.
 */
import { scanForBackfill } from './backfill-scan';
import { FinanceEntity } from './entities/finance';
import { TreatmentEntity } from './entities/treatment';
import { moneyTallyUpdates, readTreatmentExpense } from './finances';
import { treatmentExpenseOf } from './treatments';
import { WriteConflictError, retryOnWriteConflict, writeTransaction } from './transactions';

export interface TreatmentExpenseBackfill {
  /** Treatments with a cost read. */
  costed: number;
  /** Expenses written (or counted, on a dry run): new ones and those recorded by hand now the treatment's. */
  booked: number;
  /** Of those, expenses recorded by hand that became their treatment's. */
  adopted: number;
}

interface TreatmentKey {
  userId: string;
  treatmentId: string;
}

type Outcome = 'none' | 'booked' | 'adopted';

/**
 * Books one treatment's cost (a Get of it and of its expense, a Query of its hive's expenses of that day), in one
 * transaction with the hive's count and the tallies: the hand-recorded twin deleted and its share moved, or a new
 * expense counted. Answers what it did.
 */
export async function backfillTreatmentExpense(
  { userId, treatmentId }: TreatmentKey,
  { dryRun = false } = {},
): Promise<Outcome> {
  return retryOnWriteConflict(async () => {
    const [{ data: treatment }, existing] = await Promise.all([
      TreatmentEntity.get({ userId, treatmentId }).go({ consistent: true }),
      readTreatmentExpense({ userId }, treatmentId),
    ]);
    if (!treatment?.costCents || existing !== null) return 'none';
    const { data: sameDay } = await FinanceEntity.query
      .financesOfLink({ userId, linkId: treatment.hiveId })
      .begins({ transactionDate: treatment.applicationDate })
      .go({ pages: 'all' });
    const twin = sameDay.find(
      (record) =>
        record.type === 'expense' && record.amountCents === treatment.costCents && record.treatmentId === undefined,
    );
    if (dryRun) return twin ? 'adopted' : 'booked';
    const now = new Date().toISOString();
    const booked = treatmentExpenseOf(treatment, twin?.createdAt ?? now, now);
    if (booked === null) return 'none';
    // A twin keeps the words the beekeeper gave it.
    const expense = twin ? { ...booked, description: twin.description } : booked;
    const cancellation = await writeTransaction((entities) => ({
      treatment: entities.treatment
        .check({ userId, treatmentId })
        .where(({ updatedAt }, { eq }) => eq(updatedAt, treatment.updatedAt))
        .commit(),
      twin: twin
        ? entities.finance
            .delete({ userId, financeId: twin.financeId })
            .where(({ updatedAt }, { eq }) => eq(updatedAt, twin.updatedAt))
            .commit()
        : undefined,
      expense: entities.finance.create(expense).commit(),
      tallies: moneyTallyUpdates(entities, userId, twin ? [twin] : [], [expense]),
      // The twin counted on the hive already; a new expense counts once more (patch: a hive deleted meanwhile fails).
      hiveCount: twin
        ? undefined
        : entities.hive.patch({ userId, hiveId: treatment.hiveId }).add({ financeCount: 1 }).commit(),
    }));
    if (!cancellation) return twin ? 'adopted' : 'booked';
    // Its hive is being deleted, and the treatment with it.
    if (cancellation.conditionFailed('hiveCount')) return 'none';
    // The treatment edited (or its expense written by that edit), or the twin changed: read again.
    if (
      cancellation.conditionFailed('treatment') ||
      cancellation.conditionFailed('twin') ||
      cancellation.conditionFailed('expense')
    ) {
      throw new WriteConflictError('treatment or its books changed while booking its cost');
    }
    throw cancellation.unexpected("Booking a treatment's cost");
  });
}

/** Books the cost of every treatment that has one and no expense (see `backfillTreatmentExpense`). */
export async function backfillAllTreatmentExpenses({ dryRun = false } = {}): Promise<TreatmentExpenseBackfill> {
  const counts: TreatmentExpenseBackfill = { costed: 0, booked: 0, adopted: 0 };
  const treatments = scanForBackfill<TreatmentKey & { costCents?: number }>({
    models: [TreatmentEntity.schema.model],
    attributes: ['userId', 'treatmentId', 'costCents'],
  });
  for await (const item of treatments) {
    if (!item.costCents) continue;
    counts.costed++;
    const outcome = await backfillTreatmentExpense(item, { dryRun });
    if (outcome !== 'none') counts.booked++;
    if (outcome === 'adopted') counts.adopted++;
  }
  return counts;
}
