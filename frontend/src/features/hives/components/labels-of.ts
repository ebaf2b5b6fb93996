/** Each choice's name in the language shown, as the select's options take them. */
export function labelsOf<Choice extends string>(choices: readonly Choice[], name: (choice: Choice) => string) {
  return Object.fromEntries(choices.map((choice) => [choice, name(choice)])) as Record<Choice, string>;
}
