import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { toCalendarDate } from '@shared/rules/calendar';
import { WEIGHT_INPUT_UNIT, type UnitSystem } from '@shared/rules/units';
import type { Hive } from '@shared/schemas/hive';
import { PRODUCTION_DEFAULTS, type ProductionInput, type ProductionRecord } from '@shared/schemas/production';
import { useHives } from '@/api/get-hives';
import { QueryContent } from '@/components/query-content';
import { buttonVariants } from '@/components/ui/button';
import { DialogBody } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { useCreateProduction } from '../api/create-production';
import { useUpdateProduction } from '../api/update-production';
import { ProductionForm } from './production-form';

/** The Record Harvest form: today, honey, in lbs (kg for a metric beekeeper), the only hive when there is one. */
export function CreateProductionForm() {
  const createProduction = useCreateProduction();
  const system = useUnitSystem();
  return (
    <WithHives>
      {(hives) => (
        <ProductionForm
          hives={hives}
          defaultValues={newHarvestValues(hives, system)}
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
    <WithHives>
      {(hives) => (
        <ProductionForm
          hives={hives}
          defaultValues={recordedValues(record)}
          save={(input) => updateProduction.mutateAsync({ id: record.id, input })}
        />
      )}
    </WithHives>
  );
}

/** Every harvest is of a hive: the form waits for the beekeeper's hives, and says so when there are none. */
function WithHives({ children }: { children: (hives: Hive[]) => ReactNode }) {
  const hives = useHives();
  return (
    <QueryContent query={hives} loading={<Spinner label="Loading hives..." className="py-6" />} what="your hives">
      {(data) =>
        data.length > 0 ? (
          children(data)
        ) : (
          <DialogBody className="flex flex-col items-start gap-3 pb-6">
            <p className="text-stone-700">Harvests are recorded for a hive: add your first hive, then record it.</p>
            <Link to={paths.app.hives.getHref()} className={buttonVariants()}>
              Go to Hives
            </Link>
          </DialogBody>
        )
      }
    </QueryContent>
  );
}

function newHarvestValues(hives: readonly Hive[], system: UnitSystem): ProductionInput {
  return {
    hiveId: hives.length === 1 ? (hives[0]?.id ?? '') : '',
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
