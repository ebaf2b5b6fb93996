import { countOf } from '@shared/count-of';
import type { Hive } from '@shared/schemas/hive';
import { recordKind } from '@/lib/record-kind';

/** Hives in the record-screen kit: Create Hive, Update Hive, Edit Hive, and the `TOASTS.hive*` messages. */
export const HIVE_RECORD = recordKind('hive');

/** What the delete confirmation of a hive says, on its card and its page: its inspections and photos go with it. */
export function hiveDeletion(hive: Pick<Hive, 'name' | 'apiaryName' | 'inspectionCount'>): string {
  const inspections =
    hive.inspectionCount > 0
      ? `, with its ${countOf(hive.inspectionCount, 'inspection', 'inspections')} and their photos`
      : '';
  return `${hive.name} will be removed from ${hive.apiaryName}${inspections}. This can't be undone.`;
}
