import { Skeleton } from '@/components/ui/skeleton';

/** The weather's shape while it loads: the card's own loading state, and the dashboard's while the card's code loads. */
export function WeatherSkeleton() {
  return (
    <div role="status" aria-busy="true" aria-label="Loading weather..." className="flex flex-col gap-3">
      <Skeleton className="h-10 w-1/3" />
      <Skeleton className="h-4 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
    </div>
  );
}
