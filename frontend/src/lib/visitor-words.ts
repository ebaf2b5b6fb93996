/**
 * The words of a visitor's pages (the landing page and pricing) in the language of their address: plain JSON
 * catalogues (`shared/i18n/catalogs/<area>/<locale>.json`) read as strings, with `{name}` placeholders filled here.
 * Not Lingui: its runtime and catalogues would not fit the landing page's budget. American English ships with the
 * page; each other language is a chunk of its own, loaded only on its pages.
 */
import { use, useEffect } from 'react';
import visitorSource from '@shared/i18n/catalogs/visitor/en-US.json';
import { SOURCE_LOCALE, type Locale } from '@shared/i18n/locales';
import { fill, visitorCatalogue, VisitorLocaleContext } from './visitor-catalogue';
import { PRO_FEATURE_KEYS } from '@/components/pro-feature-keys';
import { STORED_LOCALE } from '@/lib/i18n/first-paint';
import { FREE_PLAN_LIMITS, PRO_PLAN } from '@shared/plans';

export { fill, visitorCatalogue, VisitorLocaleContext };

/**
 * Titles the visitor's page in its language and, when its address names the language (`/de`, not `/`, which
 * follows the browser's), keeps that language for the signed-in app, which starts in it.
 */
export function useVisitorPage(title: string): void {
  const locale = use(VisitorLocaleContext);
  useEffect(() => {
    document.title = title;
    if (locale !== SOURCE_LOCALE) rememberLocale(locale);
  }, [title, locale]);
}

/** Keeps the visitor's language for the signed-in app (lib/i18n/first-paint.ts reads it). */
export function rememberLocale(locale: Locale): void {
  try {
    window.localStorage.setItem(STORED_LOCALE, locale);
  } catch {
    // Storage refused (a private window): the app then starts in the browser's language.
  }
}

/** US dollars as the visitor's language writes them: `$9.99`, `9,99 $`. */
export function formatDollars(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' }).format(amount);
}

/**
 * The words both of a visitor's pages show (`shared/i18n/catalogs/visitor`): the plans' names and the free plan's
 * features, the language links' name. Each page's own words are its own catalogue, in its own chunk.
 */
export const useVisitorWords = visitorCatalogue('visitor', visitorSource);

/**
 * The Pro plan's features as the signed-in paywall words them (`shared/i18n/catalogs/plans`, `feature.<key>`). Their
 * American English is `PRO_PLAN.features`, which the page has anyway (`upgrade-modal.test.tsx` holds the catalogue's
 * English to it), so the paywall's other words stay off the landing page.
 */
const useProFeatureWords = visitorCatalogue(
  'plans',
  Object.fromEntries(PRO_FEATURE_KEYS.map((key, index) => [`feature.${key}`, PRO_PLAN.features[index]])) as Record<
    `feature.${(typeof PRO_FEATURE_KEYS)[number]}`,
    string
  >,
);

/** Both plans' features in the page's language, in the order of `FREE_PLAN_FEATURES` and `PRO_PLAN.features`. */
export function usePlanFeatures(): { free: string[]; pro: string[] } {
  const words = useVisitorWords();
  const proWords = useProFeatureWords();
  return {
    free: [
      fill(words['free.hives'], { count: FREE_PLAN_LIMITS.hives }),
      fill(words['free.apiaries'], { count: FREE_PLAN_LIMITS.apiaries }),
      words['free.inspections'],
      words['free.reminders'],
      words['free.tasks'],
      words['free.weather'],
    ],
    pro: PRO_FEATURE_KEYS.map((key) => proWords[`feature.${key}`]),
  };
}
