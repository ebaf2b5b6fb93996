import { queryOptions, skipToken, useQuery } from '@tanstack/react-query';
import type { UsernameCheck } from '@shared/schemas/profile';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `GET /api/auth/check-username/{username}`: whether the name is free, and why not. */
export const checkUsername = (username: string) => api.get<UsernameCheck>(apiPath(routes.checkUsername, { username }));

/** Asked only for a name (the debounced, changed, non-empty one); others claim names, so never cached for long. */
export const usernameCheckQueryOptions = (username: string | undefined) =>
  queryOptions({
    queryKey: ['check-username', username],
    queryFn: username === undefined ? skipToken : () => checkUsername(username),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });

export function useUsernameCheck(username: string | undefined) {
  return useQuery(usernameCheckQueryOptions(username));
}
