import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { MARKETING_MESSAGES } from '@shared/marketing-messages';
import type { MarketingContent } from '@shared/schemas/marketing';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { generateMarketingImage } from '../api/generate-marketing-image';
import { marketingContentQueryKey } from '../api/get-marketing-content';
import { prepareMarketingImage } from '../api/prepare-marketing-image';
import { updateMarketingImage } from '../api/update-marketing-image';

/** A failed step's toast text: the server's own message, else the step's (spec section 8). */
function failure(error: unknown, stepMessage: string): string {
  return (isApiError(error) ? error.serverMessage : undefined) ?? stepMessage;
}

/**
 * The spec's image flow for one piece: prepare its brief, have the image drawn, attach it; then the list is read
 * again and shows it. Generating... meanwhile; each step that fails says which in its toast.
 */
export function useImageFlow(piece: Pick<MarketingContent, 'id'>) {
  const queryClient = useQueryClient();
  const [isGenerating, setGenerating] = useState(false);

  async function run() {
    const brief = await prepareMarketingImage(piece.id).catch((error: unknown) => {
      throw new Error(failure(error, MARKETING_MESSAGES.imagePrepareFailed));
    });
    if (!brief.imagePrompt) throw new Error(MARKETING_MESSAGES.noImagePrompt);
    const image = await generateMarketingImage({
      contentId: piece.id,
      prompt: brief.imagePrompt,
      ...(brief.imageSummary ? { summary: brief.imageSummary } : {}),
      aspectRatio: brief.imageAspectRatio,
    }).catch((error: unknown) => {
      throw new Error(
        failure(error, isApiError(error) ? MARKETING_MESSAGES.imageFailed : MARKETING_MESSAGES.imageInitiateFailed),
      );
    });
    await updateMarketingImage({ id: piece.id, imageKey: image.imageKey }).catch((error: unknown) => {
      throw new Error(failure(error, MARKETING_MESSAGES.imageSaveFailed));
    });
    await queryClient.invalidateQueries({ queryKey: marketingContentQueryKey() });
  }

  function generate() {
    setGenerating(true);
    run()
      .then(() =>
        toast({
          title: MARKETING_MESSAGES.imageGeneratedTitle,
          description: MARKETING_MESSAGES.imageGenerated,
          variant: 'success',
        }),
      )
      .catch((error: unknown) =>
        toast({
          title: MARKETING_MESSAGES.generationFailedTitle,
          description: error instanceof Error && error.message ? error.message : MARKETING_MESSAGES.imageFailedFallback,
          variant: 'destructive',
        }),
      )
      .finally(() => setGenerating(false));
  }

  return { generate, isGenerating };
}
