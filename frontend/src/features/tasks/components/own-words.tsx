/** Where a message puts the beekeeper's own words: a character no message or name uses (Unicode's private use). */
export const OWN_WORDS = '\uE000';

/**
 * A translated message with the beekeeper's own words (a task's title) where it says `OWN_WORDS`: those are marked
 * `translate="no"`, so a browser's translator leaves them as they were written.
 */
export function WithOwnWords({ message, words }: { message: string; words: string }) {
  return message.split(OWN_WORDS).map((part, index) => (
    <span key={index}>
      {index > 0 && <span translate="no">{words}</span>}
      {part}
    </span>
  ));
}
