import { booksQueryKeys } from '@/api/books';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `DELETE /api/finances/{id}`: the record comes off its year's tallies in the same transaction. */
export const deleteFinance = (id: string) => api.delete(apiPath(routes.deleteFinance, { id }));

export function useDeleteFinance() {
  return useInvalidatingMutation(deleteFinance, booksQueryKeys());
}
