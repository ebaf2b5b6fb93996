import type { ImageBrief } from '@shared/schemas/marketing';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `POST /api/marketing-content/{id}/generate-image` (admins): the image's brief, the first step of the image flow. */
export const prepareMarketingImage = (id: string) =>
  api.post<ImageBrief>(apiPath(routes.prepareMarketingImage, { id }));
