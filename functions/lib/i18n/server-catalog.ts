/**
 * An area's messages in a Lambda (an e-mail in its reader's language, docs/features/languages.md): the catalogue's
 * ICU texts of every language bundled, each language compiled by Lingui's compiler the first time it is asked for.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '../../../shared/i18n/locales';

export type MessageValues = Record<string, string | number>;
export type ServerTranslate<Key extends string> = (key: Key, values?: MessageValues) => string;

/** An area's translator for one language, as `serverCatalog` answers it: `TranslateOf<typeof exportMessages>`. */
export type TranslateOf<Catalog extends (locale: Locale) => unknown> = ReturnType<Catalog>;

/**
 * `sources`: the area's catalogue files by locale, as imported, each language's file named here so esbuild puts only
 * this area's files in a Lambda. A `virtual:catalog/<area>` as the web app has would need a plugin in the Lambdas'
 * esbuild build, another in Vitest's server projects and a Node loader hook in every `tsx` entry that reaches an
 * e-mail (`npm start`, `npm run job`); these imports need none. The keys are the American English source's.
 */
export function serverCatalog<Key extends string>(sources: Record<Locale, Record<Key, string>>) {
  const compiled = new Map<Locale, I18n>();
  return (locale: Locale): ServerTranslate<Key> => {
    let i18n = compiled.get(locale);
    if (!i18n) {
      const messages = Object.fromEntries(
        Object.entries<string>(sources[locale]).map(([key, message]) => [key, compileMessage(message)]),
      );
      i18n = setupI18n({ locale, messages: { [locale]: messages } });
      compiled.set(locale, i18n);
    }
    const translate = i18n;
    return (key, values) => translate._(key, values);
  };
}
