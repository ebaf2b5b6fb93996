import type { FinancialRecord, ParsedFinancialRecordInput } from '@shared/schemas/finance';
import { booksQueryKeys } from '@/api/books';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `PUT /api/finances/{id}`: replaces the record's fields (a link left out is cleared). Pro only. */
export const updateFinance = ({ id, input }: { id: string; input: ParsedFinancialRecordInput }) =>
  api.put<FinancialRecord>(apiPath(routes.updateFinance, { id }), input);

// A changed amount, category, date or link moves the tallies of one or two years: every summary refetches.
export function useUpdateFinance() {
  return useInvalidatingMutation(updateFinance, booksQueryKeys());
}
