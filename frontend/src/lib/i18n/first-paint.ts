/**
 * What the app's first script knows of the language before any catalogue loads (the signed-in frame paints then):
 * a few bytes, as the landing page's budget has no room for the locale list (so the pseudo-locale's tag is written
 * here, held equal to PSEUDO_LOCALE by first-paint.test.ts).
 */
/** Where the browser keeps the language last shown, for the next visit's first screen. */
export const STORED_LOCALE = 'hivekeeper.locale';

export function storedLocale(): string | null {
  try {
    return window.localStorage.getItem(STORED_LOCALE);
  } catch {
    return null; // storage refused (a private window): the browser's language then
  }
}

/**
 * Whether the page starts in English, the language of the frame's first-paint headings: the language this browser
 * showed last, else its first. (A browser that prefers an unsupported language before English gets the spinner
 * alone, which is never wrong.)
 */
export function startsInEnglish(): boolean {
  const locale = storedLocale() ?? navigator.languages[0] ?? 'en';
  return /^en(-|$)/i.test(locale) && locale !== 'en-XA';
}

/**
 * The spinner's word in each language, for the spinners the entry script draws before Lingui loads (the landing's
 * budget has no room for it): the `common` catalogue's `loading`, held equal to it by first-paint.test.ts.
 */
const LOADING_WORDS: Readonly<Record<string, string>> = {
  'en-US': 'Loading...',
  'en-GB': 'Loading...',
  de: 'Wird geladen …',
  fr: 'Chargement…',
  es: 'Cargando…',
  it: 'Caricamento…',
  nl: 'Laden…',
  pl: 'Wczytywanie…',
  'pt-BR': 'Carregando…',
  cs: 'Načítání…',
  'en-XA': 'Ļōàđìňĝ...',
};

/** "Loading..." in the language the page shows (`<html lang>`, set as Lingui switches; English when prerendered). */
export function loadingWord(): string {
  const lang = typeof document === 'undefined' ? undefined : document.documentElement.lang;
  return (lang && LOADING_WORDS[lang]) ?? 'Loading...';
}
