/**
 * How a table of `shared/messages/` makes its messages' codes known (`message-codes.ts` reads them): only a list
 * here, so a screen that never looks a code up (in English) carries no more than this.
 */

/** A message as its table holds it: the text, or a function making it from its parameters. */
export type MessageText = string | ((...args: never[]) => string);

/** Every table defined so far, in the order their modules loaded. */
export const registeredTables: Readonly<Record<string, MessageText>>[] = [];

/**
 * Registers a table of messages (their keys are their codes) and gives the table back as it is. Marked free of side
 * effects for the bundlers: a table nothing imports is left out of a screen's code, unregistered, as before.
 */
/* @__NO_SIDE_EFFECTS__ */
export function messageTable<Table extends Record<string, MessageText>>(table: Table): Table {
  registeredTables.push(table);
  return table;
}
