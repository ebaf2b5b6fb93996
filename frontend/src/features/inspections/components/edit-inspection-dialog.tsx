import type { InspectionAnswer } from '@shared/schemas/inspection';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { INSPECTION_RECORD, inspectionName } from './inspection-record';
import { LazyEditInspectionForm } from './lazy-inspection-forms';
import { useMessages } from '@/lib/i18n/catalog';
import { inspectionMessages } from '../messages';

/** An inspection's Edit button and its dialog, prefilled with the inspection as recorded, photos included. */
export function EditInspectionDialog({ inspection }: { inspection: InspectionAnswer }) {
  const name = inspectionName(inspection);
  const t = useMessages(inspectionMessages);
  return (
    <RecordFormDialog
      kind={INSPECTION_RECORD}
      record={{ name: t('dialog.recordName', { name }) }}
      description={t('dialog.editDescription', { name })}
    >
      <LazyEditInspectionForm inspection={inspection} />
    </RecordFormDialog>
  );
}
