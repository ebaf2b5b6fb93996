import { Check } from 'lucide-react';
import { cn } from '@/lib/cn';

interface FeatureListProps {
  /** Names the list for screen readers: "Pro plan features". */
  label: string;
  features: readonly string[];
  className?: string;
}

/** A plan's features, each with a check mark: the plan cards of the landing and pricing pages, the Upgrade modal. */
export function FeatureList({ label, features, className }: FeatureListProps) {
  return (
    <ul aria-label={label} className={cn('flex flex-col gap-2 text-sm text-stone-800', className)}>
      {features.map((feature) => (
        <li key={feature} className="flex items-start gap-2">
          <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-green-700" />
          {feature}
        </li>
      ))}
    </ul>
  );
}
