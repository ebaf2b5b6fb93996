import { apiPath, routes } from '@/lib/api-routes';
import { dashboardMetricsQueryOptions } from './get-dashboard-metrics';

/** Every read of the financial records is keyed under this (each page, Recent Activity's latest few). */
export const financesQueryKey = () => [apiPath(routes.listFinances)] as const;

/** Every year's profit and loss is keyed under this. */
export const financeSummaryQueryKey = () => [apiPath(routes.getFinanceSummary)] as const;

/**
 * What shows the beekeeper's books: the records, each year's profit and loss and the dashboard's Net Profit. A
 * write that moves money refetches them: a transaction of its own, or a treatment or feeding with its cost.
 */
export const booksQueryKeys = () => [
  financesQueryKey(),
  financeSummaryQueryKey(),
  dashboardMetricsQueryOptions().queryKey,
];
