/**
 * A Pro beekeeper's years of harvests and books for `npm run bench`: records written through the data layer's own
 * create functions (each one transaction with its hive's count and its tallies, exactly as the API writes them),
 * without HTTP or token checks, a worker per year so no two writes touch the same tally item. Then the dashboard of
 * that account is timed beside a new Pro account's: it reads the month tallies, never the records, so the two
 * columns should read alike.
 */
import { productionInputSchema, PRODUCT_TYPES, PRODUCTION_UNITS } from '../../shared/schemas/production';
import { EXPENSE_CATEGORIES, INCOME_CATEGORIES, financialRecordInputSchema } from '../../shared/schemas/finance';
import type { Caller } from '../../functions/lib/caller';
import type { createProduction as CreateProduction } from '../../functions/lib/data/production';
import type { createFinance as CreateFinance } from '../../functions/lib/data/finances';

/** The data layer's create functions, imported by the bench once the table exists. */
export interface RecordWriters {
  createProduction: typeof CreateProduction;
  createFinance: typeof CreateFinance;
}

const YEARS = 4;

function dateIn(year: number, index: number): string {
  const month = String((index % 12) + 1).padStart(2, '0');
  const day = String((index % 28) + 1).padStart(2, '0');
  return `${year}-${month}-${day}`;
}

/**
 * Writes `perKind` harvests and `perKind` transactions for `caller`, spread over this year and the three before it,
 * each year's on its own hive (one per year in `hiveIds`) by its own worker.
 */
export async function seedProductionAndFinances(
  caller: Caller,
  hiveIds: readonly string[],
  perKind: number,
  { createProduction, createFinance }: RecordWriters,
): Promise<void> {
  if (hiveIds.length < YEARS) throw new Error(`The bench's production account needs ${YEARS} hives`);
  const thisYear = new Date().getUTCFullYear();
  await Promise.all(
    Array.from({ length: YEARS }, async (_, worker) => {
      const year = thisYear - worker;
      const hiveId = hiveIds[worker] as string;
      for (let index = worker; index < perKind; index += YEARS) {
        await createProduction(
          caller,
          productionInputSchema.parse({
            hiveId,
            productType: PRODUCT_TYPES[index % 5 === 0 ? 1 : 0],
            quantity: (index % 40) + 0.5,
            unit: PRODUCTION_UNITS[index % PRODUCTION_UNITS.length],
            harvestDate: dateIn(year, index),
          }),
        );
        const income = index % 3 !== 0;
        const categories = income ? INCOME_CATEGORIES : EXPENSE_CATEGORIES;
        await createFinance(
          caller,
          financialRecordInputSchema.parse({
            type: income ? 'income' : 'expense',
            category: categories[index % categories.length],
            amount: `${(index % 200) + 1}.25`,
            description: 'Bench record',
            transactionDate: dateIn(year, index + 3),
          }),
        );
      }
    }),
  );
}
