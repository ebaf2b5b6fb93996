import { Fragment, type ReactNode } from 'react';

/**
 * Where a message puts an element (a name marked `translate="no"`, a role in bold): characters of Unicode's private
 * use, which no message or name holds. `SLOT[0]` is the first element given, `SLOT[1]` the second.
 */
export const SLOT = ['\uE000', '\uE001'] as const;

/** A translated message with `slots` placed where it says `SLOT[i]`, wherever the language puts them. */
export function MessageWith({ message, slots }: { message: string; slots: readonly ReactNode[] }) {
  return message.split(/([\uE000\uE001])/).map((part, index) => {
    const slot = SLOT.indexOf(part as (typeof SLOT)[number]);
    return <Fragment key={index}>{slot === -1 ? part : slots[slot]}</Fragment>;
  });
}
