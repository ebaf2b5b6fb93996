import { apiariesQueryOptions } from '@/api/get-apiaries';
import { hivesQueryKey } from '@/api/get-hives';
import { apiPath, routes } from '@/lib/api-routes';

/**
 * What a colony event or its undo changes: the hives (and so their pages and timelines, keyed under them), the
 * apiaries' hive counts, the schedule its follow-up tasks are on, the queens it brings or moves (their lists and
 * pages, keyed under the list's route) and the winter losses of the colonies it ends or starts.
 */
export const COLONY_EVENT_CHANGES = [
  hivesQueryKey(),
  apiariesQueryOptions().queryKey,
  [apiPath(routes.listTasks)],
  [apiPath(routes.listQueens)],
  [apiPath(routes.getWinterLosses)],
];
