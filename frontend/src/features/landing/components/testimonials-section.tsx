import { Check } from 'lucide-react';
import { LandingSection } from './landing-section';

/**
 * Where the spec puts testimonials: what a beekeeper can do with HiveKeeper, in the product's own words. No quotes
 * from invented people: every line here is something the app does today.
 */
const IN_THE_YARD = [
  {
    title: 'Know which colony is due a look',
    detail: 'Every hive shows its last inspection and health, so the one not opened in three weeks stands out.',
  },
  {
    title: 'Treat by the count, not the calendar',
    detail: 'Log a mite wash at the hive; the follow-up count and the next treatment come back as reminders.',
  },
  {
    title: 'See what each yard gives and costs',
    detail: 'Harvests and money by hive and apiary, so pricing honey at the end of the season starts from facts.',
  },
] as const;

export function TestimonialsSection() {
  return (
    <LandingSection id="testimonials" title="What you can do in the yard">
      <ul className="grid gap-4 md:grid-cols-3">
        {IN_THE_YARD.map(({ title, detail }) => (
          <li key={title} className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
            <Check aria-hidden="true" className="size-6 text-honey-700" />
            <h3 className="font-semibold text-stone-900">{title}</h3>
            <p className="text-stone-800">{detail}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
