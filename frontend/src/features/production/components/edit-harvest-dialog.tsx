import type { ProductionRecord } from '@shared/schemas/production';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { LazyEditProductionForm } from './lazy-production-forms';
import { harvestLabel } from './production-labels';
import { PRODUCTION_RECORD } from './production-record-kind';
import { useProductionTrackingGate } from './production-tracking-gate';

/** A harvest's Edit button and its dialog, prefilled with the harvest as recorded (the prompt without Pro). */
export function EditHarvestDialog({ record }: { record: ProductionRecord }) {
  const { gate } = useProductionTrackingGate('edit');
  const name = harvestLabel(record);
  return (
    <RecordFormDialog kind={PRODUCTION_RECORD} record={{ name }} description={`Change what was recorded of ${name}.`}>
      {gate(<LazyEditProductionForm record={record} />)}
    </RecordFormDialog>
  );
}
