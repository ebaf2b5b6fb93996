import { queryOptions, useQuery } from '@tanstack/react-query';
import { DELETE_GOES_ON } from '@shared/messages';
import type {
  HiveScale,
  HiveScaleInput,
  HiveScaleSecret,
  HiveScaleUpdate,
  ReadingImport,
  ReadingImportAnswer,
} from '@shared/schemas/hive-scale';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api, isApiError } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/**
 * A hive's scales and sensors, and everything read from them (the weight chart), keyed under the hive's scales: a
 * scale added, changed, fed a file or deleted refetches them all. Written online only: a new scale's secret is the
 * server's to make and is shown once, and a scale has no version for the outbox to send an edit from.
 */
export const hiveScalesQueryKey = (hiveId: string) => [apiPath(routes.listHiveScales, { id: hiveId })] as const;

/** `GET /api/hives/{id}/scales`: the hive's scales and sensors, never their secrets. */
export const hiveScalesQueryOptions = (hiveId: string) =>
  queryOptions({
    queryKey: hiveScalesQueryKey(hiveId),
    queryFn: () => api.get<HiveScale[]>(apiPath(routes.listHiveScales, { id: hiveId })),
  });

export function useHiveScales(hiveId: string) {
  return useQuery(hiveScalesQueryOptions(hiveId));
}

/** `POST /api/hive-scales`: the new scale with its secret and the path its uplinks go to, shown once. */
export function useCreateHiveScale(hiveId: string) {
  return useInvalidatingMutation(
    (input: HiveScaleInput) => api.post<HiveScaleSecret>(apiPath(routes.createHiveScale), input),
    [hiveScalesQueryKey(hiveId)],
  );
}

/** `PUT /api/hive-scales/{id}`: a new name, or a BEEP base's new calibration. */
export function useUpdateHiveScale(hiveId: string) {
  return useInvalidatingMutation(
    ({ id, update }: { id: string; update: HiveScaleUpdate }) =>
      api.put<HiveScale>(apiPath(routes.updateHiveScale, { id }), update),
    [hiveScalesQueryKey(hiveId)],
  );
}

/** `POST /api/hive-scales/{id}/secret`: a new secret, shown once; the old one stops working. */
export function useRenewHiveScaleSecret(hiveId: string) {
  return useInvalidatingMutation(
    (id: string) => api.post<HiveScaleSecret>(apiPath(routes.renewHiveScaleSecret, { id })),
    [hiveScalesQueryKey(hiveId)],
  );
}

/** Requests one scale's delete may take: each clears a slice of its days, so a decade of readings goes in a few. */
const MAX_DELETE_REQUESTS = 50;

/**
 * `DELETE /api/hive-scales/{id}`, its readings with it. A scale with more days than one request deletes answers 409
 * "delete the scale again": the app asks again, as the beekeeper would, until the scale is gone.
 */
async function deleteHiveScale(id: string): Promise<void> {
  for (let request = 1; ; request++) {
    try {
      await api.delete(apiPath(routes.deleteHiveScale, { id }));
      return;
    } catch (error) {
      const goesOn = isApiError(error, 409) && error.body?.message?.endsWith(DELETE_GOES_ON) === true;
      if (!goesOn || request >= MAX_DELETE_REQUESTS) throw error;
    }
  }
}

export function useDeleteHiveScale(hiveId: string) {
  return useInvalidatingMutation(deleteHiveScale, [hiveScalesQueryKey(hiveId)]);
}

/** `POST /api/hive-scales/{id}/readings`: a file's text, read in the browser; answers what was added. */
export function useImportHiveScaleReadings(hiveId: string) {
  return useInvalidatingMutation(
    ({ id, file }: { id: string; file: ReadingImport }) =>
      api.post<ReadingImportAnswer>(apiPath(routes.importHiveScaleReadings, { id }), file),
    [hiveScalesQueryKey(hiveId)],
  );
}
