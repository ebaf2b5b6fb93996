/** Helpers for the number words of the word tables: each language's words as it spells them, folded (no accents). */

/** Words for consecutive numbers from `from`: "zero one two" gives zero 0, one 1, two 2. */
export function numberWords(words: string, from = 0): Record<string, number> {
  return Object.fromEntries(words.split(' ').map((word, index) => [word, from + index]));
}

/** Words for given numbers: "thirty 30 forty 40". */
export function namedNumbers(pairs: string): Record<string, number> {
  const parts = pairs.split(' ');
  const words: Record<string, number> = {};
  for (let index = 0; index + 1 < parts.length; index += 2) words[parts[index] ?? ''] = Number(parts[index + 1]);
  return words;
}

/**
 * The tens-and-units compounds a language writes as one word ("vierundzwanzig", "eenentwintig", "ventotto"), from
 * its units 1-9 and tens, joined its way.
 */
export function compoundNumbers(
  units: Record<string, number>,
  tens: Record<string, number>,
  join: (unit: string, ten: string) => string,
): Record<string, number> {
  const words: Record<string, number> = {};
  for (const [ten, tenValue] of Object.entries(tens)) {
    for (const [unit, value] of Object.entries(units)) words[join(unit, ten)] = tenValue + value;
  }
  return words;
}

/** The hundreds a language writes as one word ("dreihundert", "driehonderd"), from its units 1-9. */
export function hundredsCompounds(units: Record<string, number>, hundred: string): Record<string, number> {
  return Object.fromEntries(Object.entries(units).map(([unit, value]) => [`${unit}${hundred}`, value * 100]));
}
