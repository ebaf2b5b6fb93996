import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { IsNewUser } from '@shared/schemas/user';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { isNewUserQueryOptions } from '@/api/get-is-new-user';

/** `PATCH /api/auth/profile` with `gettingStartedDismissed`: the checklist stays closed on every device. */
export const dismissGettingStarted = () =>
  api.patch<unknown>(apiPath(routes.updateProfile), { gettingStartedDismissed: true });

/**
 * Closes the getting-started checklist at once (the is-new answer says so before the server does) and puts it back
 * if the server refuses, so the beekeeper can try again.
 */
export function useDismissGettingStarted() {
  const queryClient = useQueryClient();
  const { queryKey } = isNewUserQueryOptions();
  return useMutation({
    mutationFn: dismissGettingStarted,
    onMutate: () => {
      const before = queryClient.getQueryData<IsNewUser>(queryKey);
      if (before) queryClient.setQueryData<IsNewUser>(queryKey, { ...before, gettingStartedDismissed: true });
      return { before };
    },
    onError: (_error, _variables, context) => {
      if (context?.before) queryClient.setQueryData(queryKey, context.before);
    },
  });
}
