import { ChartColumn, Infinity as InfinityIcon, LifeBuoy, type LucideIcon } from 'lucide-react';
import { FeatureTile } from '@/components/feature-tile';
import { usePricingWords } from '../pricing-words';

/** Each reason by its words in the pricing catalogue (`why.<key>` and `why.<key>.detail`). */
const REASONS = [
  { key: 'analytics', icon: ChartColumn },
  { key: 'scale', icon: InfinityIcon },
  { key: 'support', icon: LifeBuoy },
] as const satisfies readonly { key: string; icon: LucideIcon }[];

export function WhyChoosePro() {
  const words = usePricingWords();
  return (
    <section aria-labelledby="why-choose-pro" className="flex flex-col gap-6">
      <h2 id="why-choose-pro" className="text-2xl font-semibold text-stone-900">
        {words['why.title']}
      </h2>
      <ul className="grid gap-4 md:grid-cols-3">
        {REASONS.map(({ key, icon }) => (
          <FeatureTile key={key} title={words[`why.${key}`]} description={words[`why.${key}.detail`]} icon={icon} />
        ))}
      </ul>
    </section>
  );
}
