import type { InspectionAnswer } from '@shared/schemas/inspection';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { INSPECTION_RECORD, inspectionName } from './inspection-record';
import { LazyEditInspectionForm } from './lazy-inspection-forms';

/** An inspection's Edit button and its dialog, prefilled with the inspection as recorded, photos included. */
export function EditInspectionDialog({ inspection }: { inspection: InspectionAnswer }) {
  const name = inspectionName(inspection);
  return (
    <RecordFormDialog
      kind={INSPECTION_RECORD}
      record={{ name: `inspection of ${name}` }}
      description={`Change what was recorded at ${name}.`}
    >
      <LazyEditInspectionForm inspection={inspection} />
    </RecordFormDialog>
  );
}
