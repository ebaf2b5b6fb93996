import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { marketingContentQueryKey } from './get-marketing-content';

/** `DELETE /api/marketing-content/{id}` (admins): the piece and its images. */
export const deleteMarketingContent = (id: string) => api.delete(apiPath(routes.deleteMarketingContent, { id }));

export function useDeleteMarketingContent() {
  return useInvalidatingMutation(deleteMarketingContent, [marketingContentQueryKey()]);
}
