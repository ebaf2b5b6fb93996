import type { Hive } from '@shared/schemas/hive';
import { useMessages } from '@/lib/i18n/catalog';
import { recordKind } from '@/lib/record-kind';
import { hivesMessages } from '../messages';

/** Hives in the record-screen kit: Create Hive, Update Hive, Edit Hive, and the `TOASTS.hive*` messages. */
export const HIVE_RECORD = recordKind('hive');

/** What the delete confirmation of a hive says, on its card and its page: its inspections and photos go with it. */
export function useHiveDeletion(): (hive: Pick<Hive, 'name' | 'apiaryName' | 'inspectionCount'>) => string {
  const t = useMessages(hivesMessages);
  return (hive) =>
    hive.inspectionCount > 0
      ? t('delete.withInspections', { name: hive.name, apiary: hive.apiaryName, count: hive.inspectionCount })
      : t('delete.description', { name: hive.name, apiary: hive.apiaryName });
}
