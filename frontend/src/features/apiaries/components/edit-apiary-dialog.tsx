import type { Apiary } from '@shared/schemas/apiary';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { useUpdateApiary } from '../api/update-apiary';
import { APIARY_RECORD } from './apiary-record';
import { ApiaryForm } from './apiary-form';

/** The Edit button of an apiary card and its dialog, prefilled with the apiary as it is. */
export function EditApiaryDialog({ apiary }: { apiary: Apiary }) {
  const updateApiary = useUpdateApiary();
  return (
    <RecordFormDialog kind={APIARY_RECORD} record={apiary}>
      <ApiaryForm
        defaultValues={{
          name: apiary.name,
          location: apiary.location,
          latitude: apiary.latitude ?? '',
          longitude: apiary.longitude ?? '',
          description: apiary.description ?? '',
        }}
        save={(input) => updateApiary.mutateAsync({ id: apiary.id, input })}
      />
    </RecordFormDialog>
  );
}
