/**
 * The language HiveKeeper shows in this browser (docs/features/languages.md): Lingui's runtime holds it and the
 * messages loaded so far. A visitor starts in the language chosen here before, else the browser's; a signed-in
 * beekeeper's profile preference wins once their user is known (`ProfileLanguage`).
 */
import { i18n } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { SOURCE_LOCALE, type DisplayLocale } from '@shared/i18n/locales';
import { STORED_LOCALE } from './first-paint';
import { startingLocale } from './starting-locale';

/** The language now shown. */
export function currentLocale(): DisplayLocale {
  return (i18n.locale || SOURCE_LOCALE) as DisplayLocale;
}

/** Lingui and the page's `lang` (for screen readers and hyphenation) switched to `locale`. */
function showLocale(locale: DisplayLocale): void {
  i18n.load(locale, {}); // its messages come with each area; Lingui warns of a language it has none for
  i18n.activate(locale);
  // A page prerendered at build time has no document: it is written in the source language.
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

/** Shows `locale` (its messages loaded: `activateLocale`) and keeps it for this browser's next visit. */
export function switchLocale(locale: DisplayLocale): void {
  showLocale(locale);
  try {
    window.localStorage.setItem(STORED_LOCALE, locale);
  } catch {
    // Not kept for the next visit: the profile's preference still applies once signed in.
  }
}

// Lingui starts in this browser's language with the first screen that has messages (the signed-in screens; a
// visitor's pages don't load Lingui): each area's messages load with it.
showLocale(startingLocale());

function onLocaleChange(listener: () => void): () => void {
  return i18n.on('change', listener);
}

/** The language now shown, re-rendering when it changes. */
export function useLocale(): DisplayLocale {
  return useSyncExternalStore(onLocaleChange, currentLocale, () => SOURCE_LOCALE);
}
