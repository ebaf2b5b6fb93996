import { useMutation } from '@tanstack/react-query';
import type { AccountExport, ExportRequest } from '@shared/schemas/account-export';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/**
 * `POST /api/account/exports`: asks for an export of the beekeeper's account, answered 202 with it pending. 402 for
 * the ZIP without Pro, 409 while another export is being made, 429 past the day's exports.
 */
export const startAccountExport = (request: ExportRequest) =>
  api.post<AccountExport>(apiPath(routes.startAccountExport), request);

export function useStartAccountExport() {
  return useMutation({ mutationFn: startAccountExport });
}
