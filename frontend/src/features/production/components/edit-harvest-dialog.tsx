import type { ProductionRecord } from '@shared/schemas/production';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { LazyEditProductionForm } from './lazy-production-forms';
import { useMessages } from '@/lib/i18n/catalog';
import { productionMessages } from '../messages';
import { harvestLabel } from './production-labels';
import { PRODUCTION_RECORD } from './production-record-kind';
import { useProductionTrackingGate } from './production-tracking-gate';

/** A harvest's Edit button and its dialog, prefilled with the harvest as recorded (the prompt without Pro). */
export function EditHarvestDialog({ record }: { record: ProductionRecord }) {
  const { gate } = useProductionTrackingGate('edit');
  const t = useMessages(productionMessages);
  const name = harvestLabel(t, record);
  return (
    <RecordFormDialog kind={PRODUCTION_RECORD} record={{ name }} description={`Change what was recorded of ${name}.`}>
      {gate(<LazyEditProductionForm record={record} />)}
    </RecordFormDialog>
  );
}
