import type { QueryClient } from '@tanstack/react-query';
import { HIVE_PAGE } from '@shared/domain/hive';
import { INSPECTION_PAGE } from '@shared/schemas/inspection';
import { apiariesQueryOptions } from '@/api/get-apiaries';
import { hiveQueryOptions } from '@/api/get-hive';
import { hivesQueryOptions } from '@/api/get-hives';
import { inspectionsQueryOptions, latestInspectionsQueryOptions } from '@/api/get-inspections';
import type { CopyApiaryForOffline } from '@/features/apiaries/components/take-apiary-offline';
import { tasksQueryOptions } from '@/features/tasks/api/get-tasks';
import { treatmentsQueryOptions } from '@/features/treatments/api/get-treatments';

/** An apiary's hives are read to the last page, up to this many hives. */
const MOST_HIVES = 1_000;
const MOST_HIVE_PAGES = Math.ceil(MOST_HIVES / HIVE_PAGE.defaultLimit);

/** Every read asks the server again, also for answers already cached: a copy taken now is of now. */
const FRESH = { staleTime: 0 } as const;

/**
 * What "Take this apiary offline" reads, as the screens read it (the same query keys, so they find it): the
 * apiaries, the apiary's hives (its Hives link and the hives screen), the open tasks, and for each hive its page:
 * the hive, the first page of its inspections and of its treatments, and its charted inspections.
 */
export const copyApiaryForOffline: CopyApiaryForOffline = async (queryClient, apiaryId, onProgress) => {
  const [hives] = await Promise.all([
    queryClient.fetchInfiniteQuery({ ...hivesQueryOptions({ apiaryId }), pages: MOST_HIVE_PAGES, ...FRESH }),
    queryClient.fetchInfiniteQuery({ ...hivesQueryOptions(), ...FRESH }),
    queryClient.fetchQuery({ ...apiariesQueryOptions(), ...FRESH }),
    queryClient.fetchInfiniteQuery({ ...tasksQueryOptions('pending'), ...FRESH }),
  ]);
  const hiveIds = hives.pages.flatMap((page) => page.items.map((hive) => hive.id));
  onProgress(0, hiveIds.length);
  // One hive after the other: a phone at the edge of signal is not asked for everything at once.
  for (const [done, hiveId] of hiveIds.entries()) {
    await copyHivePage(queryClient, hiveId);
    onProgress(done + 1, hiveIds.length);
  }
};

async function copyHivePage(queryClient: QueryClient, hiveId: string) {
  await Promise.all([
    queryClient.fetchQuery({ ...hiveQueryOptions(hiveId), ...FRESH }),
    queryClient.fetchInfiniteQuery({ ...inspectionsQueryOptions(hiveId), ...FRESH }),
    queryClient.fetchQuery({
      ...latestInspectionsQueryOptions({ hiveId, limit: INSPECTION_PAGE.maxLimit }),
      ...FRESH,
    }),
    queryClient.fetchInfiniteQuery({ ...treatmentsQueryOptions({ hiveId }), ...FRESH }),
  ]);
}
