import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProfileUpdateInput } from '@shared/schemas/profile';
import type { CurrentUser } from '@shared/schemas/user';
import { api, isApiError } from '@/lib/api-client';
import { apiPath, startRoutes } from '@/lib/start-routes';
import { currentIdToken } from '@/lib/auth';

/**
 * The signed-in user (`GET /api/auth/user`), or null for a visitor: no session, a 401 (spec section 4: the user
 * counts as authenticated when user data is returned), or a 410 (the account is being deleted, from another tab). Every screen reads sign-in state, plan and admin rights
 * from this one query, and the profile its preferences and statistics.
 */
export async function getUser(): Promise<CurrentUser | null> {
  if (!(await currentIdToken())) return null;
  try {
    return await withTimeZone(await api.get<CurrentUser>(apiPath(startRoutes.getCurrentUser)));
  } catch (error) {
    if (isApiError(error, 401) || isApiError(error, 410)) return null;
    throw error;
  }
}

/**
 * Reminder e-mails come at 7:00 where the beekeeper is, and are on from sign-up: a user with no time zone yet gets
 * this browser's, saved on their first visit. Should the save fail, the next visit tries again.
 */
async function withTimeZone(user: CurrentUser): Promise<CurrentUser> {
  if (user.preferences.timezone !== null) return user;
  const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const input: ProfileUpdateInput = { preferences: { timezone } };
  return api.patch<CurrentUser>(apiPath(startRoutes.updateProfile), input).catch(() => user);
}

export const userQueryOptions = () =>
  queryOptions({ queryKey: [apiPath(startRoutes.getCurrentUser)], queryFn: getUser });

export function useUser() {
  return useQuery(userQueryOptions());
}
