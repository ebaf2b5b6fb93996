import { apiariesQueryOptions } from '@/api/get-apiaries';
import { hivesQueryKey } from '@/api/get-hives';
import { apiPath, routes } from '@/lib/api-routes';

/**
 * What a colony event or its undo changes: the hives (and so their pages and timelines, keyed under them), the
 * apiaries' hive counts, and the schedule its follow-up tasks are on (the tasks' list key, by its route).
 */
export const COLONY_EVENT_CHANGES = [hivesQueryKey(), apiariesQueryOptions().queryKey, [apiPath(routes.listTasks)]];
