import { toCalendarDate } from '@shared/rules/calendar';
import { WEIGHT_INPUT_UNIT, type UnitSystem } from '@shared/rules/units';
import { PRODUCTION_DEFAULTS, type ProductionInput, type ProductionRecord } from '@shared/schemas/production';
import { WithHives } from '@/components/with-hives';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { useCreateProduction } from '../api/create-production';
import { useUpdateProduction } from '../api/update-production';
import { ProductionForm } from './production-form';
import { versionOf } from '@/lib/offline/queued-write';
import { useMessages } from '@/lib/i18n/catalog';
import { productionMessages } from '../messages';

/** What the form says when there is no hive to record a harvest for. */
function useNoHivesWords(): string {
  return useMessages(productionMessages)('form.noHives');
}

/** The Record Harvest form: today, honey, in lbs (kg for a metric beekeeper), the only hive when there is one. */
export function CreateProductionForm() {
  const createProduction = useCreateProduction();
  const system = useUnitSystem();
  const noHives = useNoHivesWords();
  return (
    <WithHives noHives={noHives}>
      {(onlyHive) => (
        <ProductionForm
          defaultValues={newHarvestValues(onlyHive?.id ?? '', system)}
          save={createProduction.mutateAsync}
        />
      )}
    </WithHives>
  );
}

/** The edit dialog's form, prefilled with the harvest as recorded (in the unit it was recorded in). */
export function EditProductionForm({ record }: { record: ProductionRecord }) {
  const updateProduction = useUpdateProduction();
  const noHives = useNoHivesWords();
  return (
    <WithHives noHives={noHives}>
      {() => (
        <ProductionForm
          hiveName={record.hiveName}
          defaultValues={recordedValues(record)}
          save={(input) => updateProduction.mutateAsync({ id: record.id, version: versionOf(record), input })}
        />
      )}
    </WithHives>
  );
}

function newHarvestValues(hiveId: string, system: UnitSystem): ProductionInput {
  return {
    hiveId,
    productType: PRODUCTION_DEFAULTS.productType,
    quantity: '',
    // The spec's default is lbs; a metric beekeeper weighs in kg.
    unit: WEIGHT_INPUT_UNIT[system],
    harvestDate: toCalendarDate(new Date()),
    quality: '',
    notes: '',
  };
}

function recordedValues(record: ProductionRecord): ProductionInput {
  return {
    hiveId: record.hiveId,
    productType: record.productType,
    quantity: String(record.quantity),
    unit: record.unit,
    harvestDate: record.harvestDate,
    quality: record.quality ?? '',
    notes: record.notes ?? '',
  };
}
