/**
 * The translator of toasts, validation messages and API errors (`message-text.ts`) for a component: English as it
 * is, with nothing to download; another language loads the translator and its catalogue with the language
 * (`activateLocale`) or, at the latest, the first time a component asks (React Suspense).
 */
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

/**
 * Suspends the component until `load` settles, by throwing it for the nearest Suspense boundary. Not React's `use()`:
 * React replays a component whose used promise settled meanwhile, and the replay, finding the messages loaded,
 * would skip the `use()` call and meet its later hooks out of order (React error 467, seen on the schedule opened in
 * the pseudo-locale). A thrown promise makes React render the component afresh once it settles.
 */
export function waitFor(load: Promise<unknown>): never {
  throw load;
}

export function useMessageText(): MessageTranslator {
  const locale = useLocale();
  if (locale === SOURCE_LOCALE) return asItIs;
  return ready.get(locale) ?? waitFor(loadMessageTranslator(locale));
}
