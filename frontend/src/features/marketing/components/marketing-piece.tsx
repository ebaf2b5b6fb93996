import { Download, ImagePlus } from 'lucide-react';
import { MARKETING_MESSAGES } from '@shared/marketing-messages';
import type { MarketingContent } from '@shared/schemas/marketing';
import { ConfirmDeleteButton } from '@/components/confirm-delete-button';
import { Badge } from '@/components/ui/badge';
import { Button, buttonVariants } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/catalog';
import { formatDate } from '@/lib/i18n/format';
import { toast } from '@/lib/toast';
import { useDeleteMarketingContent } from '../api/delete-marketing-content';
import { marketingMessages } from '../messages';
import { CharacterCount } from './character-count';
import { CopyTextButton } from './copy-text-button';
import { useImageFlow } from './use-image-flow';

/** Each content type's name in the marketing catalogue ('feature_ad' is `contentType.featureAd`). */
const contentTypeKey = (type: MarketingContent['contentType']) =>
  `contentType.${type.replace(/_ad$/, 'Ad')}` as `contentType.${CamelAd<MarketingContent['contentType']>}`;
type CamelAd<Type extends string> = Type extends `${infer Theme}_ad` ? `${Theme}Ad` : Type;

/** When a piece was written: the day and the hour, as the admin's language writes them. */
const WRITTEN_AT: Intl.DateTimeFormatOptions = { dateStyle: 'medium', timeStyle: 'short' };

/** One generated piece: its copy ready to post, what it is for, and its image (made on demand). */
export function MarketingPiece({ piece }: { piece: MarketingContent }) {
  const t = useMessages(marketingMessages);
  const { metadata } = piece;
  const image = useImageFlow(piece);
  const deletePiece = useDeleteMarketingContent();

  return (
    <li>
      <Card>
        <CardHeader className="flex flex-col gap-2">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone="honey">{t(`platform.${piece.platform}`)}</Badge>
            <Badge tone="neutral">{t(contentTypeKey(piece.contentType))}</Badge>
            {/* The offline templates are not an AI model: the admin should know which wrote the piece. */}
            <span className="text-xs text-stone-600">{t(`generator.${piece.generator}`)}</span>
          </div>
          {/* The piece is posted as it was written: its title, copy and notes stay in their words. */}
          <h3 translate="no" className="text-base font-semibold text-stone-900">
            {piece.title}
          </h3>
        </CardHeader>
        <CardContent className="flex flex-col gap-3">
          <p translate="no" className="text-sm whitespace-pre-line text-stone-800">
            {piece.content}
          </p>
          <CharacterCount platform={piece.platform} text={piece.content} />
          <dl className="grid gap-1 text-sm text-stone-700 sm:grid-cols-2">
            <div>
              <dt className="inline font-medium">{t('piece.callToAction')} </dt>
              <dd translate="no" className="inline">
                {piece.callToAction}
              </dd>
            </div>
            <div>
              <dt className="inline font-medium">{t('piece.audience')} </dt>
              <dd translate="no" className="inline">
                {metadata.targetAudience}
              </dd>
            </div>
            <div>
              <dt className="inline font-medium">{t('piece.bestTime')} </dt>
              <dd translate="no" className="inline">
                {metadata.bestPostTime}
              </dd>
            </div>
            <div>
              <dt className="inline font-medium">{t('piece.written')} </dt>
              <dd className="inline">
                <time dateTime={piece.generatedDate}>{formatDate(piece.generatedDate, WRITTEN_AT)}</time>
              </dd>
            </div>
          </dl>
          {metadata.imageUrl ? (
            <div className="flex flex-col items-start gap-2">
              <img
                src={metadata.imageUrl}
                alt={metadata.imageSummary ?? t('piece.imageOf', { title: piece.title })}
                className="h-auto max-h-72 w-auto max-w-full rounded-md border border-stone-200"
              />
              <a href={metadata.imageUrl} download className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                <Download aria-hidden="true" />
                {t('downloadImage')}
                <span className="sr-only"> {t('ofTitle', { title: piece.title })}</span>
              </a>
            </div>
          ) : (
            metadata.imagePrompt && (
              <div className="flex flex-col items-start gap-1">
                <p className="text-sm text-stone-700">
                  <span className="font-medium">{t('piece.imageIdea')}</span>{' '}
                  <span translate="no">{metadata.imageSummary ?? metadata.imagePrompt}</span>
                </p>
                <Button size="sm" onClick={image.generate} disabled={image.isGenerating}>
                  <ImagePlus aria-hidden="true" />
                  {image.isGenerating ? t('generating') : t('piece.generateImage')}
                  <span className="sr-only"> {t('forTitle', { title: piece.title })}</span>
                </Button>
              </div>
            )
          )}
          <div className="flex flex-wrap gap-2">
            <CopyTextButton text={piece.content} what={piece.title} />
            <ConfirmDeleteButton
              itemName={piece.title}
              verb={t('piece.delete')}
              wording={{
                name: t('piece.deleteName', { title: piece.title }),
                question: t('piece.deleteQuestion', { title: piece.title }),
              }}
              confirmLabel={t('piece.delete')}
              pendingLabel={t('piece.deleting')}
              description={t('piece.deleteDescription')}
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
