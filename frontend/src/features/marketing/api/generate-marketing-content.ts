import { useMutation } from '@tanstack/react-query';
import type { MarketingAck } from '@shared/schemas/marketing';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `POST /api/marketing-content/generate` (admins): starts the day's set now; it answers before the set exists. */
export const generateMarketingContent = () => api.post<MarketingAck>(apiPath(routes.generateMarketingContent));

export function useGenerateMarketingContent() {
  return useMutation({ mutationFn: generateMarketingContent });
}
