import type { HivesMoved, MoveHivesInput } from '@shared/schemas/apiary';
import { apiariesQueryOptions } from '@/api/get-apiaries';
import { hivesQueryKey } from '@/api/get-hives';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `POST /api/apiaries/{id}/move-hives`: every hive of the apiary goes to `toApiaryId`; answers both new counts. */
export const moveHives = ({ id, input }: { id: string; input: MoveHivesInput }) =>
  api.post<HivesMoved>(apiPath(routes.moveApiaryHives, { id }), input);

// The hives list names each hive's apiary, and both apiaries' counts change.
export function useMoveHives() {
  return useInvalidatingMutation(moveHives, [apiariesQueryOptions().queryKey, hivesQueryKey()]);
}
