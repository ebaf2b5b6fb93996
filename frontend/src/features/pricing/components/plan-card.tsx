import type { ReactNode } from 'react';
import { FeatureList } from '@/components/feature-list';
import { Badge } from '@/components/ui/badge';
import { cn } from '@/lib/cn';
import { fill, useVisitorWords } from '@/lib/visitor-words';

interface PlanCardProps {
  name: string;
  price: string;
  priceNote: string;
  description: string;
  features: readonly string[];
  /** Shown above the price: the Pro card's 'Most Popular'. */
  badge?: string;
  /** What the beekeeper can do with this plan now; nothing when there is nothing to do. */
  action?: ReactNode;
  children?: ReactNode;
}

export function PlanCard({ name, price, priceNote, description, features, badge, action, children }: PlanCardProps) {
  const words = useVisitorWords();
  const headingId = `plan-${name.toLowerCase()}`;
  return (
    <section
      aria-labelledby={headingId}
      className={cn(
        'relative flex flex-col gap-5 rounded-lg border bg-white p-6 shadow-sm',
        badge ? 'border-honey-600 ring-1 ring-honey-600' : 'border-stone-200',
      )}
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className="text-2xl font-semibold text-stone-900">
          {name}
        </h2>
        {badge && <Badge tone="pro">{badge}</Badge>}
      </div>
      <p className="text-sm text-stone-700">{description}</p>
      <div className="flex flex-col gap-1">
        <p className="text-stone-700">
          <span className="text-4xl font-bold text-stone-900">{price}</span> {priceNote}
        </p>
        {children}
      </div>
      <FeatureList label={fill(words['plans.featuresOf'], { plan: name })} features={features} className="flex-1" />
      {action}
    </section>
  );
}
