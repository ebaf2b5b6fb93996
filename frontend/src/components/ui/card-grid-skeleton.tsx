import { Card } from './card';
import { cardGridClass } from './card-grid';
import { Skeleton } from './skeleton';

/** The spec's loading state of a screen's cards: a skeleton of 3 cards. */
const SKELETON_CARDS = 3;

/** The shape of a card grid while its data loads; `label` is said to screen readers ("Loading hives"). */
export function CardGridSkeleton({ label }: { label: string }) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={cardGridClass}>
      {Array.from({ length: SKELETON_CARDS }, (_, index) => (
        <Card key={index} data-testid="card-skeleton" className="flex flex-col gap-3 p-5">
          <Skeleton className="h-6 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
          <Skeleton className="h-16 w-full" />
          <Skeleton className="h-9 w-1/3" />
        </Card>
      ))}
    </div>
  );
}
