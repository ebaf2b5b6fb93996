import { queryOptions, useQuery } from '@tanstack/react-query';
import type { IsNewUser } from '@shared/schemas/user';
import { api } from '@/lib/api-client';
import { apiPath, startRoutes } from '@/lib/start-routes';

/** Whether the signed-in user is new to HiveKeeper (`GET /api/auth/user/is-new`: no apiary and no hive yet). */
export const getIsNewUser = () => api.get<IsNewUser>(apiPath(startRoutes.getIsNewUser));

export const isNewUserQueryOptions = () =>
  queryOptions({ queryKey: [apiPath(startRoutes.getIsNewUser)], queryFn: getIsNewUser });

export function useIsNewUser({ enabled }: { enabled: boolean }) {
  return useQuery({ ...isNewUserQueryOptions(), enabled });
}
