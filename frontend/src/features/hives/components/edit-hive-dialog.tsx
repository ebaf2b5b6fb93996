import { TOASTS } from '@shared/messages';
import type { Hive } from '@shared/schemas/hive';
import { EditRecordButton } from '@/components/edit-record-button';
import { toastError, toastSuccess } from '@/lib/outcome-toasts';
import { useUpdateHive } from '../api/update-hive';
import { HiveForm } from './hive-form';
import { queenDefaults } from './queen-fields';
import { WithApiaries } from './with-apiaries';

/** The Edit button of a hive (on its card and its page) and its dialog, prefilled with the hive as it is. */
export function EditHiveDialog({ hive }: { hive: Hive }) {
  const updateHive = useUpdateHive();
  return (
    <EditRecordButton itemName={hive.name} title="Edit Hive">
      {(close) => (
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
              submitLabel="Update Hive"
              pendingLabel="Updating..."
              onSubmit={async (input) => {
                await updateHive.mutateAsync({ id: hive.id, input });
                toastSuccess(TOASTS.hiveUpdated);
                close();
              }}
              onFailure={() => toastError(TOASTS.hiveUpdateFailed)}
            />
          )}
        </WithApiaries>
      )}
    </EditRecordButton>
  );
}
