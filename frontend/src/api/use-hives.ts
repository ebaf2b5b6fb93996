import { useInfiniteQuery } from '@tanstack/react-query';
import { useApiaries } from '@/api/get-apiaries';
import { hivesQueryOptions, type HivesFilter } from '@/api/get-hives';

/** The beekeeper's hives a page at a time, one apiary's or those named like `q` when asked. */
export function useHives(filter: HivesFilter = {}) {
  return useInfiniteQuery(hivesQueryOptions(filter));
}

/**
 * How many hives the beekeeper keeps: the sum of their apiaries' counts, which every hive write keeps in its own
 * transaction, so no hive is read for it. Undefined until the apiaries are read.
 */
export function useHiveCount(): number | undefined {
  const apiaries = useApiaries();
  return apiaries.data?.reduce((sum, apiary) => sum + apiary.hiveCount, 0);
}
