import { toCalendarDate } from '@shared/rules/calendar';
import { WEIGHT_INPUT_UNIT, type UnitSystem } from '@shared/rules/units';
import { PRODUCTION_DEFAULTS, type ProductionInput, type ProductionRecord } from '@shared/schemas/production';
import { WithHives } from '@/components/with-hives';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { useCreateProduction } from '../api/create-production';
import { useUpdateProduction } from '../api/update-production';
import { ProductionForm } from './production-form';
import { versionOf } from '@/lib/offline/queued-write';

const NO_HIVES = 'Harvests are recorded for a hive: add your first hive, then record it.';

/** The Record Harvest form: today, honey, in lbs (kg for a metric beekeeper), the only hive when there is one. */
export function CreateProductionForm() {
  const createProduction = useCreateProduction();
  const system = useUnitSystem();
  return (
    <WithHives noHives={NO_HIVES}>
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
  return (
    <WithHives noHives={NO_HIVES}>
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
