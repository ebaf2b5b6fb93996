import type { FinancialRecord, ParsedFinancialRecordInput } from '@shared/schemas/finance';
import { dashboardMetricsQueryOptions } from '@/api/get-dashboard-metrics';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { financeSummaryQueryKey } from './get-finance-summary';
import { financesQueryKey } from './get-finances';

/** `PUT /api/finances/{id}`: replaces the record's fields (a link left out is cleared). Pro only. */
export const updateFinance = ({ id, input }: { id: string; input: ParsedFinancialRecordInput }) =>
  api.put<FinancialRecord>(apiPath(routes.updateFinance, { id }), input);

// A changed amount, category, date or link moves the tallies of one or two years: every summary refetches.
export function useUpdateFinance() {
  return useInvalidatingMutation(updateFinance, [
    financesQueryKey(),
    financeSummaryQueryKey(),
    dashboardMetricsQueryOptions().queryKey,
  ]);
}
