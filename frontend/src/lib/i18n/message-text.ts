/**
 * Toasts, validation messages and API errors in a language other than English. Their English lives in
 * `shared/messages/` (the server says it too), so HiveKeeper translates them where they are shown (the toaster, a
 * field's error line) by their code (`shared/i18n/message-codes.ts`): the code an API answer gave, or the code of
 * an English text the app itself made. Loaded only for a language other than English (`use-message-text.ts`), with
 * that language's catalogue (`shared/i18n/catalogs/messages`).
 */
import { i18n } from '@lingui/core';
import { messageCodeOf } from '@shared/i18n/message-codes';
import { PSEUDO_LOCALE, type DisplayLocale } from '@shared/i18n/locales';
import { FIELD_NAMES } from '@shared/messages/fields';
import { answeredCodeOf } from '../api-client';
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/** A language's messages as the build compiled them (`frontend/message-catalogs-plugin.ts`). */
type CompiledMessages = Record<string, CompiledMessage>;

/** Each language's compiled catalogue (`shared/i18n/catalogs/messages/<locale>.json`), and the pseudo-locale's. */
const translations = Object.fromEntries(
  Object.entries(
    import.meta.glob<CompiledMessages>(
      ['@shared/i18n/catalogs/messages/*.json', '!@shared/i18n/catalogs/messages/en-US.json'],
      { query: '?catalog', import: 'default' },
    ),
  ).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), load]),
);
const [pseudo] = Object.values(
  import.meta.glob<CompiledMessages>('@shared/i18n/catalogs/messages/en-US.json', {
    query: '?catalog&pseudo',
    import: 'default',
  }),
);

async function loadMessages(locale: DisplayLocale): Promise<void> {
  const load = locale === PSEUDO_LOCALE ? pseudo : translations[locale];
  if (!load) throw new Error(`The messages catalogue has no ${locale} messages`);
  i18n.load(locale, await load());
}

/** The code of each field name that validation messages carry as a parameter ("Notes must be at most ..."). */
const FIELD_CODES = new Map<string, string>(Object.entries(FIELD_NAMES).map(([code, name]) => [name, code]));

/** Says an English message of `shared/messages/` in the language it was made for. */
export type MessageTranslator = (text: string) => string;

/**
 * The translator of `locale`, once its catalogue is loaded: a message is found by the code an API answer gave it,
 * else by its text; one without a code or a translation stays as it is.
 */
export async function messageTranslatorIn(locale: DisplayLocale): Promise<MessageTranslator> {
  await loadMessages(locale);
  const translate: MessageTranslator = (text) => {
    const { code, params } = answeredCodeOf(text) ?? messageCodeOf(text) ?? {};
    const id = `messages.${code}`;
    if (code === undefined || i18n.locale !== locale || !(id in i18n.messages)) return text;
    // A parameter may be a field's name or a message itself (the server's reason inside "Failed to add task: ...").
    const say = (value: string) => {
      const field = FIELD_CODES.get(value);
      return field === undefined ? translate(value) : i18n._(`messages.${field}`);
    };
    const values = params && Object.fromEntries(Object.entries(params).map(([key, value]) => [key, say(value)]));
    return i18n._(id, values);
  };
  return translate;
}
