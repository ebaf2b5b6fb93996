import type { MarketingContent } from '@shared/schemas/marketing';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { marketingContentQueryKey } from './get-marketing-content';

/** `POST /api/marketing-ads/generate` (admins): one new ad of each type. */
export const generateMarketingAds = () => api.post<MarketingContent[]>(apiPath(routes.generateMarketingAds));

export function useGenerateMarketingAds() {
  return useInvalidatingMutation(generateMarketingAds, [marketingContentQueryKey()]);
}
