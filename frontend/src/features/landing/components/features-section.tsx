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
import { LandingSection } from './landing-section';

interface Feature {
  title: string;
  description: string;
  icon: LucideIcon;
  pro?: boolean;
}

const FEATURES: readonly Feature[] = [
  {
    title: 'Apiaries and hives',
    description:
      "Record each apiary's location and every hive in it: type, frame count, queen id and age, status and notes.",
    icon: MapPinned,
  },
  {
    title: 'Inspections with photos',
    description:
      "Score brood pattern, temperament, population and food stores, note diseases, and see each hive's health at a glance. Pro keeps your inspection photos with the record.",
    icon: ClipboardCheck,
  },
  {
    title: 'Treatments and reminders',
    description:
      'Keep a history of varroa and other treatments, with seasonal reminders and follow-ups when the next dose is due.',
    icon: Syringe,
  },
  {
    title: 'Honey production',
    description: 'Log harvests of honey, wax and more per hive, follow the season’s yield and see a forecast.',
    icon: Droplets,
    pro: true,
  },
  {
    title: 'Finances',
    description: 'Track income and expenses by category and know what your bees earned you this year.',
    icon: Wallet,
    pro: true,
  },
  {
    title: 'Tasks',
    description: 'Plan feeding, splits and inspections with due dates and priorities, and tick them off as you go.',
    icon: ListChecks,
  },
  {
    title: 'Weather advice',
    description: 'See the forecast for your apiary and whether today is a good day to open your hives.',
    icon: CloudSun,
  },
];

export function FeaturesSection() {
  return (
    <LandingSection
      id="features"
      title="Everything your apiary needs"
      intro="From the first colony in the garden to yards spread over a county, HiveKeeper keeps the records you need to make good decisions at the hive."
    >
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {FEATURES.map(({ pro, ...feature }) => (
          <FeatureTile key={feature.title} {...feature} badge={pro && <Badge tone="pro">PRO</Badge>} />
        ))}
      </ul>
    </LandingSection>
  );
}
