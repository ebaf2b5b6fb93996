import { queryOptions, useQuery } from '@tanstack/react-query';
import { UNFINISHED_EXPORT_STATUSES, type AccountExport } from '@shared/schemas/account-export';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** How often the screen asks how an export is getting on while it is being made. */
export const EXPORT_POLL_MS = 1500;

/** `GET /api/account/exports/{id}`: the export's progress, and once ready a download link good for minutes. */
export const getAccountExport = (id: string) => api.get<AccountExport>(apiPath(routes.getAccountExport, { id }));

export const accountExportQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['account-exports', id],
    queryFn: () => getAccountExport(id),
    // Polled while it is being made; a ready, failed or unreadable export is asked for again only on demand.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status !== undefined && UNFINISHED_EXPORT_STATUSES.includes(status) ? EXPORT_POLL_MS : false;
    },
  });

/** The export `id` names, polled while it is being made; nothing without an id. */
export function useAccountExport(id: string | null) {
  return useQuery({ ...accountExportQueryOptions(id ?? ''), enabled: id !== null });
}
