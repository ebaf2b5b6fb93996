import {
  ClipboardCheck,
  CloudSun,
  Droplets,
  ListChecks,
  MapPinned,
  Syringe,
  Wallet,
  type LucideIcon,
} from 'lucide-react';
import { FeatureTile } from '@/components/feature-tile';
import { Badge } from '@/components/ui/badge';

import { useLandingWords } from '../landing-words';
import { LandingSection } from './landing-section';

/** Each feature by its words in the landing catalogue (`features.<key>` and `features.<key>.detail`). */
const FEATURES = [
  { key: 'apiaries', icon: MapPinned },
  { key: 'inspections', icon: ClipboardCheck },
  { key: 'treatments', icon: Syringe },
  { key: 'production', icon: Droplets, pro: true },
  { key: 'finances', icon: Wallet, pro: true },
  { key: 'tasks', icon: ListChecks },
  { key: 'weather', icon: CloudSun },
] as const satisfies readonly { key: string; icon: LucideIcon; pro?: boolean }[];

export function FeaturesSection() {
  const words = useLandingWords();
  return (
    <LandingSection id="features" title={words['features.title']} intro={words['features.intro']}>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map((feature) => (
          <FeatureTile
            key={feature.key}
            title={words[`features.${feature.key}`]}
            description={words[`features.${feature.key}.detail`]}
            icon={feature.icon}
            badge={'pro' in feature && <Badge tone="pro">{words.proBadge}</Badge>}
          />
        ))}
      </ul>
    </LandingSection>
  );
}
