import type { FinancialRecord, ParsedFinancialRecordInput } from '@shared/schemas/finance';
import { booksQueryKeys } from '@/api/books';
import { apiPath, routes } from '@/lib/api-routes';
import { useRecordWrite } from '@/lib/offline/record-write';

export const moneyRecordLabel = (input: ParsedFinancialRecordInput) => ({
  noun: input.description,
  date: input.transactionDate,
});

// A record moves its year's profit and loss: the summary refetches with the list.
/** `POST /api/finances` (through the outbox without signal): Pro only (402); 404 when the hive or apiary isn't theirs. */
export function useCreateFinance() {
  return useRecordWrite<ParsedFinancialRecordInput, FinancialRecord>(
    (input) => ({
      recordType: 'transaction',
      method: 'POST',
      path: apiPath(routes.createFinance),
      body: input,
      hiveId: input.hiveId,
      label: moneyRecordLabel(input),
    }),
    booksQueryKeys(),
  );
}
