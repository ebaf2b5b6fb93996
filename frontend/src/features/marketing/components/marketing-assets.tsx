import { Megaphone } from 'lucide-react';
import { MARKETING_MESSAGES } from '@shared/marketing-messages';
import { assetText, MARKETING_ASSETS } from '@shared/rules/marketing-assets';
import { isMarketingAd } from '@shared/schemas/marketing';
import { countOf } from '@shared/count-of';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/catalog';
import { toast } from '@/lib/toast';
import { useGenerateMarketingAds } from '../api/generate-marketing-ads';
import { useMarketingContent } from '../api/get-marketing-content';
import { marketingMessages } from '../messages';
import { CharacterCount } from './character-count';
import { CopyTextButton } from './copy-text-button';
import { ArtworkImage } from './artwork-image';
import { MarketingPiece } from './marketing-piece';

/**
 * The Marketing Assets tab: HiveKeeper's ready-to-post sets for each platform with their drawn images, Generate New
 * Ads, and the AI-Generated Marketing Ads card once any generated content is an ad.
 */
export function MarketingAssets() {
  const t = useMessages(marketingMessages);
  const content = useMarketingContent();
  const generateAds = useGenerateMarketingAds();
  const ads = (content.data?.pages ?? [])
    .flatMap((page) => page.items)
    .filter((piece) => isMarketingAd(piece.contentType));

  function generate() {
    generateAds.mutate(undefined, {
      onSuccess: (made) =>
        toast({
          title: MARKETING_MESSAGES.adsGeneratedTitle,
          description: MARKETING_MESSAGES.adsGenerated(countOf(made.length, 'new ad', 'new ads')),
          variant: 'success',
        }),
      onError: (error) =>
        toast({
          title: MARKETING_MESSAGES.generationFailedTitle,
          description: (isApiError(error) ? error.serverMessage : undefined) ?? MARKETING_MESSAGES.adsFailed,
          variant: 'destructive',
        }),
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="max-w-prose text-stone-700">{t('assets.intro')}</p>
        <Button onClick={generate} disabled={generateAds.isPending}>
          <Megaphone aria-hidden="true" />
          {generateAds.isPending ? t('assets.generatingAds') : t('assets.generateAds')}
        </Button>
      </div>
      {ads.length > 0 && (
        <section aria-labelledby="ai-ads" className="flex flex-col gap-3">
          <h3 id="ai-ads" className="text-lg font-semibold text-stone-900">
            {t('assets.aiAds')}
          </h3>
          <ul className="grid gap-4 lg:grid-cols-2">
            {ads.map((ad) => (
              <MarketingPiece key={ad.id} piece={ad} />
            ))}
          </ul>
        </section>
      )}
      <ul aria-label={t('assets.readySets')} className="grid gap-4 lg:grid-cols-2">
        {MARKETING_ASSETS.map((asset) => (
          <li key={asset.id}>
            <Card>
              <CardHeader className="flex flex-col gap-2">
                <div className="flex flex-wrap gap-2">
                  <Badge tone="honey">{t(`platform.${asset.platform}`)}</Badge>
                  {/* The set is posted in English as it is written: its format, title, copy and hashtags. */}
                  <Badge translate="no">{asset.format}</Badge>
                </div>
                <h3 translate="no" className="text-base font-semibold text-stone-900">
                  {asset.title}
                </h3>
              </CardHeader>
              <CardContent className="flex flex-col gap-3">
                <p translate="no" className="text-sm text-stone-800">
                  {asset.copy}
                </p>
                <p translate="no" className="text-sm font-medium text-honey-800">
                  {asset.hashtags.join(' ')}
                </p>
                <CharacterCount platform={asset.platform} text={assetText(asset)} />
                <ArtworkImage
                  alt={t('assets.artworkAlt', { title: asset.title })}
                  fileName={`hivekeeper-${asset.id}`}
                  aspectRatio={asset.aspectRatio}
                  season={asset.season}
                  seed={asset.id}
                />
                <CopyTextButton text={assetText(asset)} what={asset.title} />
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
