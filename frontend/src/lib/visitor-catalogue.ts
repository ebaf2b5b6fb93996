/**
 * The catalogues of what a visitor sees before Lingui (the landing page, pricing, the signed-out frame): plain JSON
 * (`shared/i18n/catalogs/<area>/<locale>.json`) read as strings in the language of the page being shown. American
 * English ships with the code that reads it; each other language is a chunk of its own (lib/visitor-translations.ts).
 */
import { createContext, use, useEffect, useState } from 'react';
import { SOURCE_LOCALE, type Locale } from '@shared/i18n/locales';

type Catalogue = Readonly<Record<string, string>>;

/** The language of what the visitor sees: set by a page's route from its address, and by the signed-out frame. */
export const VisitorLocaleContext = createContext<Locale>(SOURCE_LOCALE);

/** A message with its `{name}` placeholders filled: the landing's catalogues use nothing more of ICU. */
export function fill(message: string, values: Readonly<Record<string, string | number>>): string {
  return message.replace(/\{(\w+)\}/g, (placeholder, name: string) => String(values[name] ?? placeholder));
}

/** Loads `area`'s words in a language once; one that can't be downloaded (no signal) gives the source's. */
function catalogueLoader<Words extends Catalogue>(area: string, source: Words): (locale: Locale) => Promise<Words> {
  const loads = new Map<Locale, Promise<Words>>();
  return (locale) => {
    let words = loads.get(locale);
    if (!words) {
      // Same keys in every language (test/architecture/message-catalogs.test.ts).
      words = import('./visitor-translations').then(
        (m) => m.loadTranslation(area, locale) as Promise<Words>,
        () => source,
      );
      loads.set(locale, words);
    }
    return words;
  };
}

/**
 * A hook reading one area's catalogue in the page's language: the source at once, another language once its chunk
 * is in (`use` suspends until then, so the prerender's first pass waits for it and its second finds it loaded).
 */
export function visitorCatalogue<Words extends Catalogue>(area: string, source: Words): () => Words {
  const load = catalogueLoader(area, source);
  return function useWords() {
    const locale = use(VisitorLocaleContext);
    return locale === SOURCE_LOCALE ? source : use(load(locale));
  };
}

/**
 * The same, never suspending: the source's words until `locale`'s are in. For what every frame draws from its first
 * paint (the skip link), which no screen's navigation should wait for.
 */
export function visitorCatalogueOrSource<Words extends Catalogue>(
  area: string,
  source: Words,
): (locale: Locale) => Words {
  const load = catalogueLoader(area, source);
  const loaded = new Map<Locale, Words>([[SOURCE_LOCALE, source]]);
  return function useWordsOrSource(locale) {
    const [, setArrived] = useState<Words>();
    const words = loaded.get(locale);
    useEffect(() => {
      if (words) return;
      let current = true;
      void load(locale).then((arrived) => {
        loaded.set(locale, arrived);
        if (current) setArrived(arrived);
      });
      return () => {
        current = false;
      };
    }, [locale, words]);
    return words ?? source;
  };
}
