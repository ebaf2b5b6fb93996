/**
 * The stable codes of HiveKeeper's toasts, validation messages and API errors (`shared/messages/`): a message's code
 * is its key in its table (`hiveNotFound`), so the API answers `{ message, code, params }` and a screen shows the
 * message in the beekeeper's language, the spec's English staying the English text.
 *
 * Each table registers itself as it is defined (`messageTable`), so a Lambda or a screen knows the codes of exactly
 * the tables it loaded, the only ones it can say; they are indexed at the first look-up after they loaded. A message made by a function (`hiveEnded(hiveName)`) is known by
 * its template: its arguments come back as the positional parameters `{0}`, `{1}`, as the catalogue writes them.
 */

import { registeredTables, type MessageText } from './message-table';

/** What a message's code and parameters are, for `{ message, code, params }` answers and catalogue look-ups. */
export interface MessageCode {
  code: string;
  /** The function's arguments by position (`{ '0': 'Golden Comb' }`); absent for a plain text. */
  params?: Record<string, string>;
}

interface Template {
  code: string;
  pattern: RegExp;
  /** The argument each of the pattern's groups holds: a text may say its arguments in another order. */
  argumentOfGroup: string[];
}

const codesOfText = new Map<string, string>();
const templates: Template[] = [];
const messagesByCode = new Map<string, MessageText>();

/** Marks where argument `index` went in a function's text; never in a message of its own. */
const slot = (index: number) => `\u0000${index}\u0000`;
// eslint-disable-next-line no-control-regex -- the NUL around a slot is what keeps it apart from any message's text
const SLOT = /\u0000(\d+)\u0000/g;

/**
 * The text of a message made by a function, with `slot(i)` where argument i goes; undefined for one that does more
 * with its arguments than write them (it joins a list): that one is said in English in every language.
 */
function templateOf(message: (...args: never[]) => string): string | undefined {
  const slots = Array.from({ length: message.length }, (_, index) => slot(index));
  try {
    const text = (message as (...args: string[]) => string)(...slots);
    return slots.every((marker) => text.includes(marker)) ? text : undefined;
  } catch {
    return undefined;
  }
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

let indexedTables = 0;

/** Indexes the tables registered since the last look-up: a screen's tables register as its code loads. */
function indexNewTables(): void {
  while (indexedTables < registeredTables.length) {
    const table = registeredTables[indexedTables++] as Record<string, MessageText>;
    for (const [code, message] of Object.entries(table)) register(code, message);
  }
}

function register(code: string, message: MessageText): void {
  const known = messagesByCode.get(code);
  if (known !== undefined) {
    if (known === message || String(known) === String(message)) return;
    throw new Error(`Two messages have the code ${code}: codes must be unique across shared/messages`);
  }
  messagesByCode.set(code, message);
  if (typeof message === 'string') {
    codesOfText.set(message, code);
    return;
  }
  const template = templateOf(message);
  if (template === undefined) return;
  const pattern = new RegExp(`^${escapeRegExp(template).replace(SLOT, '([\\s\\S]*?)')}$`);
  const argumentOfGroup = [...template.matchAll(SLOT)].map(([, index]) => index as string);
  templates.push({ code, pattern, argumentOfGroup });
}

/** The code (and parameters) of a message in English, as one of the loaded tables says it; undefined otherwise. */
export function messageCodeOf(text: string): MessageCode | undefined {
  indexNewTables();
  const code = codesOfText.get(text);
  if (code !== undefined) return { code };
  for (const template of templates) {
    const match = template.pattern.exec(text);
    if (match) {
      const params = Object.fromEntries(match.slice(1).map((value, group) => [template.argumentOfGroup[group], value]));
      return { code: template.code, params };
    }
  }
  return undefined;
}

/**
 * Every registered message as the catalogue writes it (ICU MessageFormat, arguments as `{0}`): what
 * `shared/i18n/catalogs/messages/en-US.json` holds, made by `npm run catalogs:messages`. A function that does more
 * than write its arguments has no entry.
 */
export function registeredMessages(): Record<string, string> {
  indexNewTables();
  const messages: Record<string, string> = {};
  for (const [code, message] of [...messagesByCode].sort(([a], [b]) => a.localeCompare(b))) {
    const text = typeof message === 'string' ? message : templateOf(message);
    if (text === undefined) continue;
    // ICU quotes literal braces with apostrophes; an apostrophe before a letter stays as it is.
    messages[code] = text.replace(/[{}]/g, "'$&'").replace(SLOT, '{$1}');
  }
  return messages;
}
