import type { AgentGenerateImageInput, GeneratedImage } from '@shared/schemas/marketing';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `POST /api/agent-generate-image` (admins): draws the image of the brief, the second step. */
export const generateMarketingImage = (input: AgentGenerateImageInput) =>
  api.post<GeneratedImage>(apiPath(routes.generateMarketingImage), input);
