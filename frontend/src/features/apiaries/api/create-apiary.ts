import type { Apiary, ParsedApiaryInput } from '@shared/schemas/apiary';
import { apiariesQueryOptions } from '@/api/get-apiaries';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `POST /api/apiaries`: 402 when a free user already has the free plan's apiaries. */
export const createApiary = (input: ParsedApiaryInput) => api.post<Apiary>(apiPath(routes.createApiary), input);

export function useCreateApiary() {
  return useInvalidatingMutation(createApiary, [apiariesQueryOptions().queryKey]);
}
