import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/schemas/user';
import { api, isApiError } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { currentIdToken } from '@/lib/auth';

/**
 * The signed-in user (`GET /api/auth/user`), or null for a visitor: no session, a 401 (spec section 4: the user
 * counts as authenticated when user data is returned), or a 410 (the account is being deleted, from another tab). Every screen reads sign-in state, plan and admin rights
 * from this one query, and the profile its preferences and statistics.
 */
export async function getUser(): Promise<CurrentUser | null> {
  if (!(await currentIdToken())) return null;
  try {
    return await api.get<CurrentUser>(apiPath(routes.getCurrentUser));
  } catch (error) {
    if (isApiError(error, 401) || isApiError(error, 410)) return null;
    throw error;
  }
}

export const userQueryOptions = () => queryOptions({ queryKey: [apiPath(routes.getCurrentUser)], queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions());
}
