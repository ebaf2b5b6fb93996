import { Quote } from 'lucide-react';
import { LandingSection } from './landing-section';

const TESTIMONIALS = [
  {
    quote:
      "My inspection notes used to live in pencil on the hive lids. Now I can see which colony I haven't opened in three weeks before I even light the smoker.",
    name: 'Margaret H.',
    role: 'Hobbyist beekeeper, 3 hives, Vermont',
  },
  {
    quote:
      'I log the mite wash in the yard, and HiveKeeper reminds me when the follow-up treatment is due. Nothing slips through between yards any more.',
    name: 'Tomás R.',
    role: 'Sideline beekeeper, 40 colonies, Texas',
  },
  {
    quote:
      'Seeing what each yard produced and what it cost me makes pricing honey and pollination contracts much easier at the end of the season.',
    name: 'Aisha K.',
    role: 'Commercial beekeeper, 6 apiaries, California',
  },
] as const;

export function TestimonialsSection() {
  return (
    <LandingSection id="testimonials" title="What beekeepers say">
      <ul className="grid gap-4 md:grid-cols-3">
        {TESTIMONIALS.map(({ quote, name, role }) => (
          <li key={name} className="rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
            <figure className="flex h-full flex-col gap-4">
              <Quote aria-hidden="true" className="size-6 text-honey-600" />
              <blockquote className="flex-1 text-stone-800">{quote}</blockquote>
              <figcaption className="text-sm">
                <span className="block font-semibold text-stone-900">{name}</span>
                <span className="text-stone-700">{role}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
