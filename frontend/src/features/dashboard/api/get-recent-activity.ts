import { useQueries } from '@tanstack/react-query';
import { NEXT_CURSOR_HEADER } from '@shared/domain/paging';
import { hasProAccess } from '@shared/plans';
import type { FinancialRecord } from '@shared/schemas/finance';
import type { Inspection } from '@shared/schemas/inspection';
import type { ProductionRecord } from '@shared/schemas/production';
import type { Task } from '@shared/schemas/task';
import type { Treatment } from '@shared/schemas/treatment';
import { latestInspectionsQueryOptions } from '@/api/get-inspections';
import { useUser } from '@/api/get-user';
import { api } from '@/lib/api-client';
import { apiPath, routes, type WebRoute } from '@/lib/api-routes';

/** Recent Activity lists this many records, of every kind together. */
export const RECENT_ACTIVITY_COUNT = 5;

/** The latest few records of each kind, as their own lists answer them (newest first). */
export interface RecentRecords {
  inspections: Inspection[];
  treatments: Treatment[];
  tasksDone: Task[];
  harvests: ProductionRecord[];
  transactions: FinancialRecord[];
}

/**
 * A kind's latest `RECENT_ACTIVITY_COUNT`, keyed under its list's path so a record added, edited or deleted anywhere
 * refetches it. The newest five of all kinds are among the newest five of each: one page a kind, never more.
 */
function latestOf<T>(route: WebRoute, query: Record<string, string | number> = {}) {
  const path = apiPath(route, {}, { ...query, limit: RECENT_ACTIVITY_COUNT });
  return {
    queryKey: [apiPath(route), { recent: RECENT_ACTIVITY_COUNT, ...query }],
    queryFn: async () => (await api.getPage<T>(path, NEXT_CURSOR_HEADER)).items,
  };
}

/**
 * The dashboard's Recent Activity: inspections, treatments, tasks done, and for Pro beekeepers harvests and
 * transactions (free ones can't read those lists): at most five requests, whatever the number of records.
 */
export function useRecentRecords() {
  const user = useUser().data;
  const pro = user !== undefined && user !== null && hasProAccess(user);
  return useQueries({
    queries: [
      latestInspectionsQueryOptions({ limit: RECENT_ACTIVITY_COUNT }),
      latestOf<Treatment>(routes.listTreatments),
      latestOf<Task>(routes.listTasks, { status: 'completed' }),
      { ...latestOf<ProductionRecord>(routes.listProduction), enabled: pro },
      { ...latestOf<FinancialRecord>(routes.listFinances), enabled: pro },
    ],
    combine: ([inspections, treatments, tasksDone, harvests, transactions]) => {
      const required = [inspections, treatments, tasksDone];
      const proOnly = pro ? [harvests, transactions] : [];
      const all = [...required, ...proOnly];
      return {
        isPending: all.some((query) => query.isPending),
        isError: all.some((query) => query.isError),
        refetch: () => Promise.all(all.filter((query) => query.isError).map((query) => query.refetch())),
        data: {
          inspections: inspections.data ?? [],
          treatments: treatments.data ?? [],
          tasksDone: tasksDone.data ?? [],
          harvests: pro ? (harvests.data ?? []) : [],
          transactions: pro ? (transactions.data ?? []) : [],
        } satisfies RecentRecords as RecentRecords,
      };
    },
  });
}
