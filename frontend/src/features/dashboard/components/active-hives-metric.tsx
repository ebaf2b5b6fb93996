import { Hexagon } from 'lucide-react';
import { activeHives, activeHivesAddedThisMonth, hivesAddedTrendLabel } from '@shared/rules/hive-counts';
import { useHives } from '@/api/get-hives';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';

/** The Active Hives metric: how many colonies are active, and how many of them were added this month. */
export function ActiveHivesMetric() {
  const hives = useHives();

  return (
    <Card role="group" aria-labelledby="active-hives-metric" className="flex flex-col gap-2 p-5">
      <div className="flex items-center justify-between gap-2">
        <p id="active-hives-metric" className="text-sm font-medium text-stone-700">
          Active Hives
        </p>
        <Hexagon aria-hidden="true" className="size-5 text-honey-700" />
      </div>
      {hives.isPending ? (
        <div aria-busy="true" className="flex flex-col gap-2">
          <span className="sr-only">Loading...</span>
          <Skeleton className="h-8 w-12" />
          <Skeleton className="h-4 w-32" />
        </div>
      ) : hives.isError ? (
        <p className="text-sm text-stone-700">Not available</p>
      ) : (
        <>
          <p className="text-3xl font-bold text-stone-900">{activeHives(hives.data).length}</p>
          <p className="text-sm text-stone-700">
            {hivesAddedTrendLabel(activeHivesAddedThisMonth(hives.data, new Date()))}
          </p>
        </>
      )}
    </Card>
  );
}
