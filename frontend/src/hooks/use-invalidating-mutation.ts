import { useMutation, useQueryClient, type QueryKey } from '@tanstack/react-query';

/**
 * A request that changes the beekeeper's data, and once it succeeded refetches the lists it changed (spec section 7:
 * lists never go stale on their own). The mutation settles after the refetch, so a dialog closes onto fresh data.
 */
export function useInvalidatingMutation<Variables, Result>(
  mutationFn: (variables: Variables) => Promise<Result>,
  changedQueries: readonly QueryKey[],
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: () => Promise.all(changedQueries.map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
}
