import { apiariesQueryOptions } from '@/api/get-apiaries';
import { hivesQueryKey } from '@/api/get-hives';
import { inspectionsQueryKey } from '@/api/get-inspections';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api, isApiError } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { DELETE_GOES_ON } from '@shared/messages';

/**
 * Requests one hive delete may take: each removes up to 990 of its inspections, so 100 clear a hive of 99,000, far
 * beyond the 20,000 a commercial beekeeper records over all their hives.
 */
const MAX_DELETE_REQUESTS = 100;

/**
 * `DELETE /api/hives/{id}`, its inspections and their photos with it. A hive with more inspections than one request
 * deletes answers 409 "delete the hive again": the app asks again, as the beekeeper would, until the hive is gone. Any
 * other 409 (a queen on record at its head) is the beekeeper's to settle: it is shown at once.
 */
export async function deleteHive(id: string): Promise<void> {
  for (let request = 1; ; request++) {
    try {
      await api.delete(apiPath(routes.deleteHive, { id }));
      return;
    } catch (error) {
      const goesOn = isApiError(error, 409) && error.body?.message?.endsWith(DELETE_GOES_ON) === true;
      if (!goesOn || request >= MAX_DELETE_REQUESTS) throw error;
    }
  }
}

// Each apiary counts its hives, and the hive's inspections go with it: the apiaries and inspections change too.
export function useDeleteHive() {
  return useInvalidatingMutation(deleteHive, [hivesQueryKey(), apiariesQueryOptions().queryKey, inspectionsQueryKey()]);
}
