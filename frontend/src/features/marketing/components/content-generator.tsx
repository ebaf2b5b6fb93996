import { Sparkles } from 'lucide-react';
import { useEffect, useState } from 'react';
import { MARKETING_MESSAGES } from '@shared/marketing-messages';
import { WEEKDAY_THEMES } from '@shared/rules/marketing';
import { QueryContent } from '@/components/query-content';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadMore } from '@/components/ui/load-more';
import { Skeleton } from '@/components/ui/skeleton';
import { isApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useGenerateMarketingContent } from '../api/generate-marketing-content';
import { useMarketingContent } from '../api/get-marketing-content';
import { MarketingPiece } from './marketing-piece';

/** How often the list is read again while a started generation hasn't shown its pieces, and for how long at most. */
const WATCH_EVERY_MS = 3_000;
const WATCH_FOR_MS = 5 * 60_000;

const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const THEME_NAMES: Record<string, string> = {
  feature: 'features',
  educational: 'education',
  testimonial: 'testimonials',
  seasonal: "the season's work",
  tip: 'a practical tip',
  promotional: 'the Pro plan',
};

/**
 * The AI Content Generator tab: Generate Now (the day's set, written in the background), the note on the daily run
 * and its weekday themes, and every generated piece with its image flow, newest first.
 */
export function ContentGenerator() {
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
          A set for Instagram, Facebook, LinkedIn, Twitter and YouTube is written every day at midnight (UTC), on the
          weekday's theme:{' '}
          {WEEKDAY_THEMES.map((theme, day) => `${DAYS[day] ?? ''} ${THEME_NAMES[theme] ?? theme}`).join(', ')}. Generate
          Now writes today's set at once.
        </p>
        <Button onClick={generate} disabled={generateNow.isPending || watching !== null}>
          <Sparkles aria-hidden="true" />
          {generateNow.isPending || watching ? 'Generating...' : 'Generate Now'}
        </Button>
      </div>
      <QueryContent query={content} what="the marketing content" loading={<Skeleton className="h-64 w-full" />}>
        {(data) => {
          const items = data.pages.flatMap((page) => page.items);
          if (items.length === 0) {
            return (
              <EmptyState
                icon={<Sparkles aria-hidden="true" />}
                title={MARKETING_MESSAGES.noContentTitle}
                description={MARKETING_MESSAGES.noContent}
              />
            );
          }
          return (
            <>
              <ul aria-label="Generated content" className="grid gap-4 lg:grid-cols-2">
                {items.map((piece) => (
                  <MarketingPiece key={piece.id} piece={piece} />
                ))}
              </ul>
              {content.hasNextPage && (
                <LoadMore
                  onLoadMore={() => void content.fetchNextPage()}
                  isLoading={content.isFetchingNextPage}
                  pageCount={data.pages.length}
                  label="Load more content"
                />
              )}
            </>
          );
        }}
      </QueryContent>
    </div>
  );
}
