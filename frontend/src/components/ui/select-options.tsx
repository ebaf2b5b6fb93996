/** A select's options for one of HiveKeeper's fixed choices (`HIVE_TYPES`), each shown by its label. */
export function ChoiceOptions<Choice extends string>({
  choices,
  labels,
}: {
  choices: readonly Choice[];
  labels: Readonly<Record<Choice, string>>;
}) {
  return (
    <>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labels[choice]}
        </option>
      ))}
    </>
  );
}

/** A select's options for the beekeeper's records by name (apiaries, hives); each option's value is the id. */
export function RecordOptions({ records }: { records: readonly { id: string; name: string }[] }) {
  return (
    <>
      {records.map((record) => (
        <option key={record.id} value={record.id}>
          {record.name}
        </option>
      ))}
    </>
  );
}
