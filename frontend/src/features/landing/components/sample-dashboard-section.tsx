import { use } from 'react';
import { Badge } from '@/components/ui/badge';
import { fill, formatDollars, VisitorLocaleContext } from '@/lib/visitor-words';
import { useLandingWords } from '../landing-words';
import { LandingSection } from './landing-section';

/** Made-up figures for the preview; nothing here is read from an account. */
const SAMPLE_HIVES = [
  {
    name: 'Clover',
    apiary: 'sample.homeGarden',
    health: 'sample.excellent',
    tone: 'green',
    inspected: 'sample.inspected3Days',
    frames: 10,
  },
  {
    name: 'Linden',
    apiary: 'sample.orchardYard',
    health: 'sample.good',
    tone: 'green',
    inspected: 'sample.inspected1Week',
    frames: 8,
  },
  {
    name: 'Heather',
    apiary: 'sample.orchardYard',
    health: 'sample.fair',
    tone: 'amber',
    inspected: 'sample.inspected2Weeks',
    frames: 10,
  },
] as const;

const SAMPLE_NET_PROFIT_USD = 1460;

export function SampleDashboardSection() {
  const words = useLandingWords();
  const locale = use(VisitorLocaleContext);
  const metrics = [
    { label: words['sample.activeHives'], value: '8', trend: words['sample.activeHivesTrend'] },
    { label: words['sample.colonyHealth'], value: '86%', trend: words['sample.colonyHealthTrend'] },
    { label: words['sample.honey'], value: words['sample.honeyValue'], trend: words['sample.honeyTrend'] },
    {
      label: words['sample.netProfit'],
      value: formatDollars(SAMPLE_NET_PROFIT_USD, locale),
      trend: words['sample.netProfitTrend'],
    },
  ];
  return (
    <LandingSection
      id="sample-dashboard"
      title={words['sample.title']}
      intro={words['sample.intro']}
      className="bg-white"
    >
      <figure className="flex flex-col gap-4 rounded-xl border border-honey-200 bg-honey-50 p-4 md:p-6">
        <figcaption className="flex flex-wrap items-center gap-2 text-sm text-stone-700">
          <Badge tone="honey">{words['sample.badge']}</Badge>
          {words['sample.note']}
        </figcaption>
        <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {metrics.map(({ label, value, trend }) => (
            // As the dashboard's metric cards: a figure wider than half a phone ("US$ 1.460,00") wraps in its card.
            <div key={label} className="flex min-w-0 flex-col gap-1 rounded-lg border border-stone-200 bg-white p-4">
              <dt className="text-sm font-medium text-stone-700">{label}</dt>
              <dd className="text-2xl font-bold break-words text-stone-900">{value}</dd>
              <dd className="text-xs text-stone-700">{trend}</dd>
            </div>
          ))}
        </dl>
        <div className="rounded-lg border border-stone-200 bg-white">
          <p className="border-b border-stone-200 px-4 py-3 font-semibold text-stone-900">
            {words['sample.activeHives']}
          </p>
          <ul className="divide-y divide-stone-200">
            {SAMPLE_HIVES.map(({ name, apiary, health, tone, inspected, frames }) => (
              <li key={name} className="flex flex-wrap items-center justify-between gap-2 px-4 py-3 text-sm">
                <span className="flex flex-col">
                  <span className="font-medium text-stone-900">{name}</span>
                  <span className="text-stone-700">{words[apiary]}</span>
                </span>
                <span className="flex flex-wrap items-center gap-3 text-stone-700">
                  <Badge tone={tone}>{words[health]}</Badge>
                  <span>{fill(words['sample.frames'], { count: frames })}</span>
                  <span>{words[inspected]}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>
      </figure>
    </LandingSection>
  );
}
