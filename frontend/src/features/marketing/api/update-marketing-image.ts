import type { MarketingAck } from '@shared/schemas/marketing';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `POST /api/marketing-content/{id}/update-image` (admins): attaches the drawn image by its key, the last step. */
export const updateMarketingImage = ({ id, imageKey }: { id: string; imageKey: string }) =>
  api.post<MarketingAck>(apiPath(routes.updateMarketingImage, { id }), { imageUrl: imageKey });
