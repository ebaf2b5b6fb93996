import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CurrentUser } from '@shared/schemas/user';
import { userQueryOptions } from '@/api/get-user';
import { isApiError } from '@/lib/api-client';

/**
 * A profile write whose answer is the updated user: it replaces the user every screen reads, so a new name,
 * picture or preference applies at once. A 401 means the session has ended: the user is read again (null), and
 * `/profile` shows the logged-out notice.
 */
export function useUserAnswerMutation<Variables>(mutationFn: (variables: Variables) => Promise<CurrentUser>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (user) => queryClient.setQueryData(userQueryOptions().queryKey, user),
    onError: async (error) => {
      if (isApiError(error, 401)) await queryClient.invalidateQueries(userQueryOptions());
    },
  });
}
