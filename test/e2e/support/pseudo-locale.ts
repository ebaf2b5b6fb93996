/**
 * The pseudo-locale run (docs/features/languages.md): HiveKeeper shown in `en-XA`, where every catalogue message is
 * accented between `[!!` and `!!]`, so any visible word still in plain English never went through a catalogue.
 * The beekeeper's own data is exempt where the screen marks it `translate="no"` (as it should for browser
 * translators too), dates in `<time>`, and units Intl writes the same in every language.
 */
import type { BrowserContext, Page } from '@playwright/test';
import pseudolocalize from 'pseudolocale';
import { PSEUDO_LOCALE } from '../../../shared/i18n/locales';

/** Starts every page of `context` in the pseudo-locale (the language this browser showed last, as the app reads it). */
export async function usePseudoLocale(context: BrowserContext): Promise<void> {
  await context.addInitScript((locale) => window.localStorage.setItem('hivekeeper.locale', locale), PSEUDO_LOCALE);
}

/** A catalogue message without placeholders as the pseudo-locale shows it (`frontend/message-catalogs-plugin.ts`). */
export function pseudo(message: string): string {
  return `[!!${pseudolocalize(message, { prepend: '', append: '' })}!!]`;
}

/**
 * The visible texts (and the names read aloud: aria-label, placeholder, title, alt, outside `aria-hidden`) inside `root` with an English
 * word left: empty when every one came from a catalogue.
 */
export async function untranslatedTexts(page: Page, root = 'body'): Promise<string[]> {
  return page.locator(root).evaluate((element) => {
    const pseudo = /\[!![\s\S]*?!!\]/g;
    const units = /\b(kg|lbs?|oz|mph|km\/h|°[CF]|mm|USD)\b/g;
    const english = (text: string) => /[A-Za-z]{2,}/.test(text.replace(pseudo, '').replace(units, ''));
    const exempt = (node: Element) => node.closest('[translate="no"], time, script, style, noscript') !== null;
    const found = new Set<string>();
    const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
    while (walker.nextNode()) {
      const text = walker.currentNode.textContent ?? '';
      const parent = walker.currentNode.parentElement;
      if (!parent || exempt(parent) || !parent.checkVisibility()) continue;
      if (english(text)) found.add(text.trim());
    }
    for (const named of element.querySelectorAll('[aria-label], [placeholder], [title], img[alt]')) {
      // A name inside what screen readers never reach (a chart drawn for the eye, its figures in a table) is never read.
      if (exempt(named) || named.closest('[aria-hidden="true"]')) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title', 'alt']) {
        const value = named.getAttribute(attribute);
        if (value && english(value)) found.add(`${attribute}="${value}"`);
      }
    }
    return [...found];
  });
}
