import { Download, ImagePlus } from 'lucide-react';
import { MARKETING_MESSAGES } from '@shared/marketing-messages';
import { PLATFORM_LABELS } from '@shared/rules/marketing';
import type { MarketingContent } from '@shared/schemas/marketing';
import { ConfirmDeleteButton } from '@/components/confirm-delete-button';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteMarketingContent } from '../api/delete-marketing-content';
import { CharacterCount } from './character-count';
import { CopyTextButton } from './copy-text-button';
import { useImageFlow } from './use-image-flow';

/** Which generator wrote a piece, as the admin should read it: the offline templates are not an AI model. */
const GENERATOR_LABELS: Record<MarketingContent['generator'], string> = {
  bedrock: 'Written by Amazon Bedrock',
  template: "HiveKeeper's built-in templates (offline, no AI model)",
};

const CONTENT_TYPE_LABELS = (type: string) =>
  type.includes('_ad') ? `${type.replace('_ad', '')} ad` : type.replace(/^./, (letter) => letter.toUpperCase());

/** One generated piece: its copy ready to post, what it is for, and its image (made on demand). */
export function MarketingPiece({ piece }: { piece: MarketingContent }) {
  const { metadata } = piece;
  const image = useImageFlow(piece);
  const deletePiece = useDeleteMarketingContent();

  return (
    <li>
      <Card>
        <CardHeader className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="honey">{PLATFORM_LABELS[piece.platform]}</Badge>
            <Badge tone="neutral">{CONTENT_TYPE_LABELS(piece.contentType)}</Badge>
            <span className="text-xs text-stone-600">{GENERATOR_LABELS[piece.generator]}</span>
          </div>
          <h3 className="text-base font-semibold text-stone-900">{piece.title}</h3>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <p className="text-sm whitespace-pre-line text-stone-800">{piece.content}</p>
          <CharacterCount platform={piece.platform} text={piece.content} />
          <dl className="grid gap-1 text-sm text-stone-700 sm:grid-cols-2">
            <div>
              <dt className="inline font-medium">Call to action: </dt>
              <dd className="inline">{piece.callToAction}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Audience: </dt>
              <dd className="inline">{metadata.targetAudience}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Best time to post: </dt>
              <dd className="inline">{metadata.bestPostTime}</dd>
            </div>
            <div>
              <dt className="inline font-medium">Written: </dt>
              <dd className="inline">
                {new Date(piece.generatedDate).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}
              </dd>
            </div>
          </dl>
          {metadata.imageUrl ? (
            <div className="flex flex-col items-start gap-2">
              <img
                src={metadata.imageUrl}
                alt={metadata.imageSummary ?? `The image of ${piece.title}`}
                className="h-auto max-h-72 w-auto max-w-full rounded-md border border-stone-200"
              />
              <a href={metadata.imageUrl} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                <Download aria-hidden="true" />
                Download image<span className="sr-only"> of {piece.title}</span>
              </a>
            </div>
          ) : (
            metadata.imagePrompt && (
              <div className="flex flex-col items-start gap-1">
                <p className="text-sm text-stone-700">
                  <span className="font-medium">Image idea:</span> {metadata.imageSummary ?? metadata.imagePrompt}
                </p>
                <Button size="sm" onClick={image.generate} disabled={image.isGenerating}>
                  <ImagePlus aria-hidden="true" />
                  {image.isGenerating ? 'Generating...' : 'Generate Image'}
                  <span className="sr-only"> for {piece.title}</span>
                </Button>
              </div>
            )
          )}
          <div className="flex flex-wrap gap-2">
            <CopyTextButton text={piece.content} what={piece.title} />
            <ConfirmDeleteButton
              itemName={piece.title}
              description="The copy and its images are removed for good."
              onConfirm={async () => {
                try {
                  await deletePiece.mutateAsync(piece.id);
                } catch (error) {
                  toast({
                    title: MARKETING_MESSAGES.deleteFailedTitle,
                    description:
                      (isApiError(error) ? error.serverMessage : undefined) ?? MARKETING_MESSAGES.deleteFailed,
                    variant: 'destructive',
                  });
                }
              }}
            />
          </div>
        </CardContent>
      </Card>
    </li>
  );
}
