import type { Treatment } from '@shared/schemas/treatment';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { LazyEditTreatmentForm } from './lazy-treatment-forms';
import { useTreatmentTrackingGate } from './treatment-tracking-gate';
import { treatmentLabel } from './treatment-record';
import { TREATMENT_RECORD } from './treatment-record-kind';

/** A treatment's Edit button and its dialog, prefilled with the treatment as recorded (the prompt without Pro). */
export function EditTreatmentDialog({ treatment }: { treatment: Treatment }) {
  const { gate } = useTreatmentTrackingGate('edit');
  const name = treatmentLabel(treatment);
  return (
    <RecordFormDialog kind={TREATMENT_RECORD} record={{ name }} description={`Change what was recorded of ${name}.`}>
      {gate(<LazyEditTreatmentForm treatment={treatment} />)}
    </RecordFormDialog>
  );
}
