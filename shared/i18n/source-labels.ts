/**
 * The source language's names of HiveKeeper's values (hive types, statuses, queen markings), read from the labels
 * catalogue (`catalogs/labels/en-US.json`): the words live once, for the server's exports and e-mails as for the
 * screens, which show them in the beekeeper's language (`frontend/src/lib/i18n/labels.ts`).
 */
import labels from './catalogs/labels/en-US.json' with { type: 'json' };

const SOURCE_LABELS: Record<string, string> = labels;

/** Each of `values` named in American English, as `kind.value` is in the catalogue. */
export function labelsOf<Value extends string>(kind: string, values: readonly Value[]): Record<Value, string> {
  return Object.fromEntries(
    values.map((value) => {
      const label = SOURCE_LABELS[`${kind}.${value}`];
      if (label === undefined) throw new Error(`The labels catalogue has no ${kind}.${value}`);
      return [value, label];
    }),
  ) as Record<Value, string>;
}
