import { Badge } from '@/components/ui/badge';
import { LandingSection } from './landing-section';

/** Made-up figures for the preview; nothing here is read from an account. */
const SAMPLE_METRICS = [
  { label: 'Active Hives', value: '8', trend: '+2 this month' },
  { label: 'Colony Health', value: '86%', trend: 'From the latest inspections' },
  { label: 'Honey This Year', value: '212 lbs', trend: '+38 lbs this month' },
  { label: 'Net Profit', value: '$1,460.00', trend: '+12% on last year' },
] as const;

const SAMPLE_HIVES = [
  { name: 'Clover', apiary: 'Home Garden', health: 'Excellent', tone: 'green', inspected: '3 days ago', frames: 10 },
  { name: 'Linden', apiary: 'Orchard Yard', health: 'Good', tone: 'green', inspected: '1 week ago', frames: 8 },
  { name: 'Heather', apiary: 'Orchard Yard', health: 'Fair', tone: 'amber', inspected: '2 weeks ago', frames: 10 },
] as const;

export function SampleDashboardSection() {
  return (
    <LandingSection
      id="sample-dashboard"
      title="Your apiary at a glance"
      intro="Sign in and the dashboard shows how many colonies you are working, how they are doing and when you last looked in."
      className="bg-white"
    >
      <figure className="flex flex-col gap-4 rounded-xl border border-honey-200 bg-honey-50 p-4 md:p-6">
        <figcaption className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <Badge tone="honey">Sample dashboard</Badge>
          Example figures for illustration, not a real account.
        </figcaption>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {SAMPLE_METRICS.map(({ label, value, trend }) => (
            <div key={label} className="flex flex-col gap-1 rounded-lg border border-stone-200 bg-white p-4">
              <dt className="text-sm font-medium text-stone-700">{label}</dt>
              <dd className="text-2xl font-bold text-stone-900">{value}</dd>
              <dd className="text-xs text-stone-700">{trend}</dd>
            </div>
          ))}
        </dl>
        <div className="rounded-lg border border-stone-200 bg-white">
          <p className="border-b border-stone-200 px-4 py-3 font-semibold text-stone-900">Active Hives</p>
          <ul className="divide-y divide-stone-200">
            {SAMPLE_HIVES.map(({ name, apiary, health, tone, inspected, frames }) => (
              <li key={name} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                <span className="flex flex-col">
                  <span className="font-medium text-stone-900">{name}</span>
                  <span className="text-stone-700">{apiary}</span>
                </span>
                <span className="flex flex-wrap items-center gap-3 text-stone-700">
                  <Badge tone={tone}>{health}</Badge>
                  <span>{frames} frames</span>
                  <span>Inspected {inspected}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </figure>
    </LandingSection>
  );
}
