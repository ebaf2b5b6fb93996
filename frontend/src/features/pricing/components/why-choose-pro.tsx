import { ChartColumn, Infinity as InfinityIcon, LifeBuoy, type LucideIcon } from 'lucide-react';
import { FeatureTile } from '@/components/feature-tile';

const REASONS: readonly { title: string; description: string; icon: LucideIcon }[] = [
  {
    title: 'Advanced analytics',
    description:
      'Production forecasts, yield per hive and a financial picture of every season, with reports you can export.',
    icon: ChartColumn,
  },
  {
    title: 'Unlimited scale',
    description: 'As many apiaries and hives as you keep, from a growing sideline to a commercial operation.',
    icon: InfinityIcon,
  },
  {
    title: 'Priority support',
    description: 'Your questions go to the front of the queue and are answered by people who know bees.',
    icon: LifeBuoy,
  },
];

export function WhyChoosePro() {
  return (
    <section aria-labelledby="why-choose-pro" className="flex flex-col gap-6">
      <h2 id="why-choose-pro" className="text-2xl font-semibold text-stone-900">
        Why Choose Pro
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {REASONS.map((reason) => (
          <FeatureTile key={reason.title} {...reason} />
        ))}
      </ul>
    </section>
  );
}
