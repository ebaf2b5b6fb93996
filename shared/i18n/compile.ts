/**
 * A message catalogue as the runtime reads it: each ICU message compiled by Lingui's compiler (the web build does it
 * once, `frontend/message-catalogs-plugin.ts`, so the browser carries no parser), its id prefixed with the area.
 */
import { compileMessageOrThrow, type CompiledMessage } from '@lingui/message-utils/compileMessage';
import pseudolocalize from 'pseudolocale';

/** A catalogue file: message keys to ICU MessageFormat texts. */
export type CatalogSource = Record<string, string>;
export type CompiledCatalog = Record<string, CompiledMessage>;

/** The pseudo-locale's text: every letter accented, each message between `[!!` and `!!]`. */
function pseudoText(text: string): string {
  return pseudolocalize(text, { prepend: '', append: '' });
}

/** `area`'s catalogue compiled, its ids `area.key`; `pseudo` accents the text (placeholders and plurals stay). */
export function compileCatalog(area: string, source: CatalogSource, { pseudo = false } = {}): CompiledCatalog {
  return Object.fromEntries(
    Object.entries(source).map(([key, message]) => {
      const compiled = compileMessageOrThrow(message, pseudo ? pseudoText : undefined);
      return [`${area}.${key}`, pseudo ? [PSEUDO_START, ...compiled, PSEUDO_END] : compiled];
    }),
  );
}

/** What every pseudo-locale message starts and ends with: a visible string without them was never translated. */
export const PSEUDO_START = '[!!';
export const PSEUDO_END = '!!]';
