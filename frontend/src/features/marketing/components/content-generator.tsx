import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MARKETING_MESSAGES } from '@shared/marketing-messages';
import type { MARKETING_POST_TYPES, MarketingContentType } from '@shared/domain/marketing';
import { WEEKDAY_THEMES } from '@shared/rules/marketing';
import { QueryContent } from '@/components/query-content';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/catalog';
import { toast } from '@/lib/toast';
import { useGenerateMarketingContent } from '../api/generate-marketing-content';
import { useMarketingContent } from '../api/get-marketing-content';
import { marketingMessages } from '../messages';
import { MarketingPiece } from './marketing-piece';

/** How often the list is read again while a started generation hasn't shown its pieces, and for how long at most. */
const WATCH_EVERY_MS = 3_000;
const WATCH_FOR_MS = 5 * 60_000;

/** The weekdays from Sunday, as `WEEKDAY_THEMES` counts them, by their keys in the catalogue. */
const DAYS = ['sunday', 'monday', 'tuesday', 'wednesday', 'thursday', 'friday', 'saturday'] as const;

type MarketingPostType = (typeof MARKETING_POST_TYPES)[number];
/** A weekday's theme (always a post type: ads are made only on demand) by its key in the catalogue. */
const themeKey = (theme: MarketingContentType) => `theme.${theme}` as `theme.${MarketingPostType}`;

/**
 * The AI Content Generator tab: Generate Now (the day's set, written in the background), the note on the daily run
 * and its weekday themes, and every generated piece with its image flow, newest first.
 */
export function ContentGenerator() {
  const t = useMessages(marketingMessages);
  // While a started generation hasn't shown its pieces: the newest piece before it, to see the new ones come.
  const [watching, setWatching] = useState<{ newest: string | undefined } | null>(null);
  const content = useMarketingContent({ refetchEvery: watching ? WATCH_EVERY_MS : false });
  const generateNow = useGenerateMarketingContent();
  const pieces = (content.data?.pages ?? []).flatMap((page) => page.items);
  if (watching && pieces[0]?.id !== watching.newest) setWatching(null);
  useEffect(() => {
    if (!watching) return;
    const giveUp = setTimeout(() => setWatching(null), WATCH_FOR_MS);
    return () => clearTimeout(giveUp);
  }, [watching]);

  function generate() {
    generateNow.mutate(undefined, {
      onSuccess: ({ message }) => {
        setWatching({ newest: pieces[0]?.id });
        toast({ title: MARKETING_MESSAGES.generationStartedTitle, description: message, variant: 'success' });
      },
      onError: (error) =>
        toast({
          title: MARKETING_MESSAGES.generationFailedTitle,
          description: (isApiError(error) ? error.serverMessage : undefined) ?? MARKETING_MESSAGES.contentFailed,
          variant: 'destructive',
        }),
    });
  }

  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="max-w-prose text-sm text-stone-700">
          {t('generator.schedule', {
            themes: WEEKDAY_THEMES.map((theme, day) =>
              t('generator.dayTheme', { day: t(`day.${DAYS[day] ?? 'sunday'}`), theme: t(themeKey(theme)) }),
            ).join(', '),
          })}
        </p>
        <Button onClick={generate} disabled={generateNow.isPending || watching !== null}>
          <Sparkles aria-hidden="true" />
          {generateNow.isPending || watching ? t('generating') : t('generator.generateNow')}
        </Button>
      </div>
      <QueryContent query={content} what={t('generator.what')} loading={<Skeleton className="h-64 w-full" />}>
        {(data) => {
          const items = data.pages.flatMap((page) => page.items);
          if (items.length === 0) {
            return (
              <EmptyState
                icon={<Sparkles aria-hidden="true" />}
                title={t('generator.emptyTitle')}
                description={t('generator.empty')}
              />
            );
          }
          return (
            <>
              <ul aria-label={t('generator.list')} className="grid gap-4 lg:grid-cols-2">
                {items.map((piece) => (
                  <MarketingPiece key={piece.id} piece={piece} />
                ))}
              </ul>
              {content.hasNextPage && (
                <LoadMore
                  onLoadMore={() => void content.fetchNextPage()}
                  isLoading={content.isFetchingNextPage}
                  pageCount={data.pages.length}
                  label={t('generator.loadMore')}
                />
              )}
            </>
          );
        }}
      </QueryContent>
    </div>
  );
}
