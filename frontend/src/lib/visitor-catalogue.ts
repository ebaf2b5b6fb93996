/**
 * The catalogues of what a visitor sees before Lingui (the landing page, pricing, the signed-out frame): plain JSON
 * (`shared/i18n/catalogs/<area>/<locale>.json`) read as strings in the language of the page being shown. American
 * English ships with the code that reads it; each other language is a chunk of its own (lib/visitor-translations.ts).
 */
import { createContext, use } from 'react';
import { SOURCE_LOCALE, type Locale } from '@shared/i18n/locales';

type Catalogue = Readonly<Record<string, string>>;

/** The language of what the visitor sees: set by a page's route from its address, and by the signed-out frame. */
export const VisitorLocaleContext = createContext<Locale>(SOURCE_LOCALE);

/** A message with its `{name}` placeholders filled: the landing's catalogues use nothing more of ICU. */
export function fill(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}

/**
 * A hook reading one area's catalogue in the page's language: the source at once, another language once its chunk
 * is in (`use` suspends until then, so the prerender's first pass waits for it and its second finds it loaded).
 */
export function visitorCatalogue<Words extends Catalogue>(area: string, source: Words): () => Words {
  const loads = new Map<Locale, Promise<Words>>();
  function load(locale: Locale): Promise<Words> {
    let words = loads.get(locale);
    if (!words) {
      // Same keys in every language (test/architecture/message-catalogs.test.ts).
      // A language that can't be downloaded (no signal) shows the source's words rather than no page.
      words = import('./visitor-translations').then(
        (m) => m.loadTranslation(area, locale) as Promise<Words>,
        () => source,
      );
      loads.set(locale, words);
    }
    return words;
  }
  return function useWords() {
    const locale = use(VisitorLocaleContext);
    return locale === SOURCE_LOCALE ? source : use(load(locale));
  };
}
