import { Card } from './card';
import { cardGridClass } from './card-grid';
import { Skeleton } from './skeleton';

interface CardGridSkeletonProps {
  /** Said to screen readers while the cards load: "Loading hives". */
  label: string;
  count?: number;
}

/** The shape of a card grid while its data loads (spec: a skeleton of 3 cards). */
export function CardGridSkeleton({ label, count = 3 }: CardGridSkeletonProps) {
  return (
    <div role="status" aria-busy="true" aria-label={label} className={cardGridClass}>
      {Array.from({ length: count }, (_, index) => (
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
