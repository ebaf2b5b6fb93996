import { Check } from 'lucide-react';

import { useLandingWords } from '../landing-words';
import { LandingSection } from './landing-section';

/**
 * Where the spec puts testimonials: what a beekeeper can do with HiveKeeper, in the product's own words. No quotes
 * from invented people: every line here is something the app does today.
 */
const IN_THE_YARD = ['due', 'treat', 'money'] as const;

export function TestimonialsSection() {
  const words = useLandingWords();
  return (
    <LandingSection id="testimonials" title={words['yard.title']}>
      <ul className="grid gap-4 md:grid-cols-3">
        {IN_THE_YARD.map((key) => (
          <li key={key} className="flex flex-col gap-2 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
            <Check aria-hidden="true" className="size-6 text-honey-700" />
            <h3 className="font-semibold text-stone-900">{words[`yard.${key}`]}</h3>
            <p className="text-stone-800">{words[`yard.${key}.detail`]}</p>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
