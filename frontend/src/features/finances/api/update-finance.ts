import type { FinancialRecord, ParsedFinancialRecordInput } from '@shared/schemas/finance';
import { booksQueryKeys } from '@/api/books';
import { apiPath, routes } from '@/lib/api-routes';
import { useRecordWrite, type RecordEdit } from '@/lib/offline/record-write';
import { moneyRecordLabel } from './create-finance';

export type MoneyRecordEdit = RecordEdit<ParsedFinancialRecordInput>;

// A changed amount, category, date or link moves the tallies of one or two years: every summary refetches.
/** `PUT /api/finances/{id}`: replaces the record's fields (a link left out is cleared). Pro only. */
export function useUpdateFinance() {
  return useRecordWrite<MoneyRecordEdit, FinancialRecord>(
    ({ id, version, input }) => ({
      recordType: 'transaction',
      method: 'PUT',
      path: apiPath(routes.updateFinance, { id }),
      recordId: id,
      version,
      body: input,
      hiveId: input.hiveId,
      label: moneyRecordLabel(input),
    }),
    booksQueryKeys(),
  );
}
