import type { Apiary, ParsedApiaryInput } from '@shared/schemas/apiary';
import { apiariesQueryOptions } from '@/api/get-apiaries';
import { hivesQueryKey } from '@/api/get-hives';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `PUT /api/apiaries/{id}`: replaces the form's fields; optional ones left out are cleared. */
export const updateApiary = ({ id, input }: { id: string; input: ParsedApiaryInput }) =>
  api.put<Apiary>(apiPath(routes.updateApiary, { id }), input);

// Hives are listed with their apiary's name, so a rename changes them too.
export function useUpdateApiary() {
  return useInvalidatingMutation(updateApiary, [apiariesQueryOptions().queryKey, hivesQueryKey()]);
}
