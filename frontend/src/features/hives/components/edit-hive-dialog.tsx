import type { Hive } from '@shared/schemas/hive';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { useUpdateHive } from '../api/update-hive';
import { HiveForm } from './hive-form';
import { HIVE_RECORD } from './hive-record';
import { queenDefaults } from './queen-fields';
import { WithApiaries } from './with-apiaries';

/** The Edit button of a hive (on its card and its page) and its dialog, prefilled with the hive as it is. */
export function EditHiveDialog({ hive }: { hive: Hive }) {
  const updateHive = useUpdateHive();
  return (
    <RecordFormDialog kind={HIVE_RECORD} record={hive}>
      <WithApiaries>
        {(apiaries) => (
          <HiveForm
            defaultValues={{
              name: hive.name,
              apiaryId: hive.apiaryId,
              queenId: hive.queenId ?? '',
              ...queenDefaults(hive),
              hiveType: hive.hiveType,
              frameCount: hive.frameCount,
              status: hive.status,
              notes: hive.notes ?? '',
            }}
            apiaries={apiaries}
            withStatus
            save={(input) => updateHive.mutateAsync({ id: hive.id, input })}
          />
        )}
      </WithApiaries>
    </RecordFormDialog>
  );
}
