/**
 * The words HiveKeeper's built-in parser (`built-in-drafter.ts`) listens for, one table per language. Every pattern
 * is a regular-expression fragment matched as whole words against the transcript folded to lower case without
 * accents ("Königin" is matched as "konigin", "ł" as "l"), so the tables are written without accents.
 */
import type { Locale } from '../../../../shared/i18n/locales';
import { CZECH } from './cs';
import { GERMAN } from './de';
import { ENGLISH } from './en';
import { SPANISH } from './es';
import { FRENCH } from './fr';
import { ITALIAN } from './it';
import { DUTCH } from './nl';
import { POLISH } from './pl';
import { BRAZILIAN_PORTUGUESE } from './pt-br';
import type { DrafterWords } from './types';

export type { DrafterWords, RatedPhrases } from './types';
/** The word tables by the locale that chooses them: British English shares the American table. */
const DRAFTER_WORDS: Readonly<Record<Locale, DrafterWords>> = {
  'en-US': ENGLISH,
  'en-GB': ENGLISH,
  de: GERMAN,
  fr: FRENCH,
  es: SPANISH,
  it: ITALIAN,
  nl: DUTCH,
  pl: POLISH,
  'pt-BR': BRAZILIAN_PORTUGUESE,
  cs: CZECH,
};

export function drafterWords(locale: Locale): DrafterWords {
  return DRAFTER_WORDS[locale];
}
