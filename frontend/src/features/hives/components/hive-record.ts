import type { Hive } from '@shared/schemas/hive';
import { recordKind } from '@/lib/record-kind';

/** Hives in the record-screen kit: Create Hive, Update Hive, Edit Hive, and the `TOASTS.hive*` messages. */
export const HIVE_RECORD = recordKind('hive', 'Hive');

/** What the delete confirmation of a hive says, on its card and its page. */
export const hiveDeletion = (hive: Pick<Hive, 'name' | 'apiaryName'>) =>
  `${hive.name} will be removed from ${hive.apiaryName}. This can't be undone.`;
