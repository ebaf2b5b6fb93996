import { dashboardMetricsQueryOptions } from '@/api/get-dashboard-metrics';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { financeSummaryQueryKey } from './get-finance-summary';
import { financesQueryKey } from './get-finances';

/** `DELETE /api/finances/{id}`: the record comes off its year's tallies in the same transaction. */
export const deleteFinance = (id: string) => api.delete(apiPath(routes.deleteFinance, { id }));

export function useDeleteFinance() {
  return useInvalidatingMutation(deleteFinance, [
    financesQueryKey(),
    financeSummaryQueryKey(),
    dashboardMetricsQueryOptions().queryKey,
  ]);
}
