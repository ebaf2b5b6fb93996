/**
 * An area's messages in a Lambda (an e-mail in its reader's language, docs/features/languages.md): the catalogue's
 * ICU texts of every language bundled, each language compiled by Lingui's compiler the first time it is asked for.
 */
import { setupI18n, type I18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Locale } from '../../../shared/i18n/locales';

export type MessageValues = Record<string, string | number>;
export type ServerTranslate<Key extends string> = (key: Key, values?: MessageValues) => string;

/** `sources`: the area's catalogue files by locale, as imported. */
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
