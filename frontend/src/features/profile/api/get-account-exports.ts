import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountExport } from '@shared/schemas/account-export';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `GET /api/account/exports`: the beekeeper's exports of the last day, newest first, without download links. */
export const getAccountExports = () => api.get<AccountExport[]>(apiPath(routes.listAccountExports));

export const accountExportsQueryOptions = () =>
  queryOptions({
    queryKey: [apiPath(routes.listAccountExports)],
    queryFn: getAccountExports,
    // Read as the profile opens: the export's own query follows it from there.
    refetchOnWindowFocus: false,
  });

export function useAccountExports() {
  return useQuery(accountExportsQueryOptions());
}
