/**
 * The translator of toasts, validation messages and API errors (`message-text.ts`) for a component: English as it
 * is, with nothing to download; another language loads the translator and its catalogue with the language
 * (`activateLocale`) or, at the latest, the first time a component asks (React Suspense).
 */
import { use } from 'react';
import { SOURCE_LOCALE, type DisplayLocale } from '@shared/i18n/locales';
import { useLocale } from './locale';
import type { MessageTranslator } from './message-text';

const asItIs: MessageTranslator = (text) => text;
const loading = new Map<DisplayLocale, Promise<MessageTranslator>>();
const ready = new Map<DisplayLocale, MessageTranslator>();

/** The translator of `locale`, loaded once (a failed chunk, offline before the service worker kept it, may retry). */
export function loadMessageTranslator(locale: DisplayLocale): Promise<MessageTranslator> {
  if (locale === SOURCE_LOCALE) return Promise.resolve(asItIs);
  let translator = loading.get(locale);
  if (!translator) {
    translator = import('./message-text')
      .then(({ messageTranslatorIn }) => messageTranslatorIn(locale))
      .then((translate) => {
        ready.set(locale, translate);
        return translate;
      });
    translator.catch(() => loading.delete(locale));
    loading.set(locale, translator);
  }
  return translator;
}

export function useMessageText(): MessageTranslator {
  const locale = useLocale();
  if (locale === SOURCE_LOCALE) return asItIs;
  return ready.get(locale) ?? use(loadMessageTranslator(locale));
}
