/**
 * The record a screen's list is filtered by (`?hiveId=`): the one in the address, unless the records have loaded and
 * it isn't among them (an old link to a deleted hive), which shows every record's.
 */
export function knownRecordId(
  requested: string | null,
  records: readonly { id: string }[] | undefined,
): string | undefined {
  if (!requested) return undefined;
  if (records && !records.some((record) => record.id === requested)) return undefined;
  return requested;
}
