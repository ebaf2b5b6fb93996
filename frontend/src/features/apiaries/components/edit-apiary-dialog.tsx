import { TOASTS } from '@shared/messages';
import type { Apiary } from '@shared/schemas/apiary';
import { EditRecordButton } from '@/components/edit-record-button';
import { toastError, toastSuccess } from '@/lib/outcome-toasts';
import { useUpdateApiary } from '../api/update-apiary';
import { ApiaryForm } from './apiary-form';

/** The Edit button of an apiary card and its dialog, prefilled with the apiary as it is. */
export function EditApiaryDialog({ apiary }: { apiary: Apiary }) {
  const updateApiary = useUpdateApiary();
  return (
    <EditRecordButton itemName={apiary.name} title="Edit Apiary">
      {(close) => (
        <ApiaryForm
          defaultValues={{
            name: apiary.name,
            location: apiary.location,
            latitude: apiary.latitude ?? '',
            longitude: apiary.longitude ?? '',
            description: apiary.description ?? '',
          }}
          submitLabel="Update Apiary"
          pendingLabel="Updating..."
          onSubmit={async (input) => {
            await updateApiary.mutateAsync({ id: apiary.id, input });
            toastSuccess(TOASTS.apiaryUpdated);
            close();
          }}
          onFailure={() => toastError(TOASTS.apiaryUpdateFailed)}
        />
      )}
    </EditRecordButton>
  );
}
