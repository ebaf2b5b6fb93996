import { ExternalLink } from 'lucide-react';
import { LandingSection } from './landing-section';

/** Well-known, freely available beekeeping references (each opens on its publisher's site). */
const RESOURCES = [
  {
    title: 'Tools for Varroa Management',
    publisher: 'Honey Bee Health Coalition',
    description:
      'A practical guide to sampling for varroa mites and choosing a control method for each season, with decision tools and videos.',
    url: 'https://honeybeehealthcoalition.org/varroa/',
  },
  {
    title: 'Colony loss and management surveys',
    publisher: 'Bee Informed Partnership',
    description:
      'Results of the long-running national surveys of colony losses in the United States, and the management practices linked to survival.',
    url: 'https://beeinformed.org/',
  },
  {
    title: 'BeeBase: pests, diseases and advice',
    publisher: 'National Bee Unit (UK)',
    description:
      'Advisory leaflets on recognising and controlling bee pests and diseases, Asian hornet alerts, and apiary registration in England and Wales.',
    url: 'https://www.nationalbeeunit.com/',
  },
] as const;

export function ResourcesSection() {
  return (
    <LandingSection
      id="resources"
      title="Beekeeping resources"
      intro="Trusted references we recommend to every beekeeper, from the first season onwards."
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {RESOURCES.map(({ title, publisher, description, url }) => (
          <li key={url} className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
            <p className="text-xs font-semibold tracking-wide text-honey-800 uppercase">{publisher}</p>
            <h3 className="text-lg font-semibold text-stone-900">{title}</h3>
            <p className="flex-1 text-sm text-stone-700">{description}</p>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-honey-800 underline-offset-4 hover:underline"
            >
              Read {title}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
