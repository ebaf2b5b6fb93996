import { ExternalLink } from 'lucide-react';
import { fill } from '@/lib/visitor-words';
import { useLandingWords } from '../landing-words';
import { LandingSection } from './landing-section';

/** Well-known, freely available beekeeping references (each opens on its publisher's site, in English). */
const RESOURCES = [
  { key: 'varroa', publisher: 'Honey Bee Health Coalition', url: 'https://honeybeehealthcoalition.org/varroa/' },
  { key: 'losses', publisher: 'Bee Informed Partnership', url: 'https://beeinformed.org/' },
  { key: 'beebase', publisher: 'National Bee Unit (UK)', url: 'https://www.nationalbeeunit.com/' },
] as const;

export function ResourcesSection() {
  const words = useLandingWords();
  return (
    <LandingSection id="resources" title={words['resources.title']} intro={words['resources.intro']}>
      <ul className="grid gap-4 md:grid-cols-3">
        {RESOURCES.map(({ key, publisher, url }) => (
          <li key={url} className="flex flex-col gap-3 rounded-lg border border-stone-200 bg-white p-5 shadow-sm">
            <p className="text-xs font-semibold tracking-wide text-honey-800 uppercase">{publisher}</p>
            <h3 className="text-lg font-semibold text-stone-900">{words[`resources.${key}`]}</h3>
            <p className="flex-1 text-sm text-stone-700">{words[`resources.${key}.detail`]}</p>
            <a
              href={url}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex w-fit items-center gap-1.5 text-sm font-medium text-honey-800 underline-offset-4 hover:underline"
            >
              {fill(words['resources.read'], { title: words[`resources.${key}`] })}
              <ExternalLink aria-hidden="true" className="size-4" />
              <span className="sr-only">{words['resources.newTab']}</span>
            </a>
          </li>
        ))}
      </ul>
    </LandingSection>
  );
}
