import { Skeleton } from '@/components/ui/skeleton';
import { useMessages } from '@/lib/i18n/catalog';
import { weatherMessages } from '../messages';

/** The weather's shape while it loads: the card's own loading state, and the dashboard's while the card's code loads. */
export function WeatherSkeleton() {
  const t = useMessages(weatherMessages);
  return (
    <div role="status" aria-busy="true" aria-label={t('loading')} className="flex flex-col gap-3">
      <Skeleton className="h-10 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
    </div>
  );
}
