import type { Treatment } from '@shared/schemas/treatment';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { useMessages } from '@/lib/i18n/catalog';
import { treatmentsMessages } from '../messages';
import { LazyEditTreatmentForm } from './lazy-treatment-forms';
import { useTreatmentTrackingGate } from './treatment-tracking-gate';
import { treatmentLabel } from './treatment-record';
import { TREATMENT_RECORD } from './treatment-record-kind';

/** A treatment's Edit button and its dialog, prefilled with the treatment as recorded (the prompt without Pro). */
export function EditTreatmentDialog({ treatment }: { treatment: Treatment }) {
  const t = useMessages(treatmentsMessages);
  const { gate } = useTreatmentTrackingGate('edit');
  const name = treatmentLabel(t, treatment);
  return (
    <RecordFormDialog
      kind={TREATMENT_RECORD}
      record={{ name }}
      title={t('card.editTitle')}
      description={t('card.editDescription', { treatment: name })}
      editButton={{ label: t('card.edit'), name: t('card.editNamed', { treatment: name }) }}
    >
      {gate(<LazyEditTreatmentForm treatment={treatment} />)}
    </RecordFormDialog>
  );
}
