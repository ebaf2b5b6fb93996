import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ColonyEventList } from '@shared/schemas/colony-event';
import { hivesQueryKey } from '@/api/get-hives';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `GET /api/hives/{id}/colony-events`: the hive's colony events, newest first, as the hive recorded on or the other. */
export const getHiveColonyEvents = (hiveId: string) =>
  api.get<ColonyEventList>(apiPath(routes.listHiveColonyEvents, { id: hiveId }));

/** Keyed under the hive list: every write that changes hives (an event, its undo, a hive edit) refetches them. */
export const hiveColonyEventsQueryOptions = (hiveId: string) =>
  queryOptions({
    queryKey: [...hivesQueryKey(), hiveId, 'colony-events'],
    queryFn: () => getHiveColonyEvents(hiveId),
  });

export function useHiveColonyEvents(hiveId: string) {
  return useQuery(hiveColonyEventsQueryOptions(hiveId));
}
