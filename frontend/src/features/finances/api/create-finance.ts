import type { FinancialRecord, ParsedFinancialRecordInput } from '@shared/schemas/finance';
import { booksQueryKeys } from '@/api/books';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `POST /api/finances`: Pro only (402 'Pro subscription required...'); 404 when the hive or apiary isn't theirs. */
export const createFinance = (input: ParsedFinancialRecordInput) =>
  api.post<FinancialRecord>(apiPath(routes.createFinance), input);

// A record moves its year's profit and loss: the summary refetches with the list.
export function useCreateFinance() {
  return useInvalidatingMutation(createFinance, booksQueryKeys());
}
