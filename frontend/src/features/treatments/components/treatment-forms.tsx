import { TREATMENT_PRODUCT_IDS, TREATMENT_PRODUCTS, type TreatmentProductId } from '@shared/domain/treatment-catalogue';
import { toCalendarDate } from '@shared/rules/calendar';
import { treatmentEndDate } from '@shared/rules/treatments';
import { convertWeight, WEIGHT_INPUT_UNIT, type UnitSystem } from '@shared/rules/units';
import { TREATMENT_DEFAULTS, type Treatment, type TreatmentInput } from '@shared/schemas/treatment';
import { WithHives } from '@/components/with-hives';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { useMessages } from '@/lib/i18n/catalog';
import { useLabels } from '@/lib/i18n/labels';
import { treatmentsMessages } from '../messages';
import { useCreateTreatment } from '../api/create-treatment';
import { useUpdateTreatment } from '../api/update-treatment';
import { TreatmentForm } from './treatment-form';
import type { TreatmentPrefill } from './treatment-prefill';
import type { TreatmentsTranslate } from './treatment-record';
import { versionOf } from '@/lib/offline/queued-write';

/** The add dialog's form: today, the asked-for hive (or the only one), varroa unless a recommendation says else. */
export function CreateTreatmentForm({ prefill = {} }: { prefill?: TreatmentPrefill }) {
  const t = useMessages(treatmentsMessages);
  const labels = useLabels();
  const createTreatment = useCreateTreatment();
  return (
    <WithHives noHives={t('form.noHives')}>
      {(onlyHive) => (
        <TreatmentForm
          defaultValues={newTreatmentValues(t, labels.product, prefill.hiveId ?? onlyHive?.id ?? '', prefill)}
          save={createTreatment.mutateAsync}
        />
      )}
    </WithHives>
  );
}

/** The edit dialog's form, prefilled with the treatment as recorded. */
export function EditTreatmentForm({ treatment }: { treatment: Treatment }) {
  const updateTreatment = useUpdateTreatment();
  const t = useMessages(treatmentsMessages);
  const system = useUnitSystem();
  return (
    <WithHives noHives={t('form.noHives')}>
      {() => (
        <TreatmentForm
          hiveName={treatment.hiveName}
          defaultValues={recordedValues(treatment, system)}
          editingId={treatment.id}
          save={(input) => updateTreatment.mutateAsync({ id: treatment.id, version: versionOf(treatment), input })}
        />
      )}
    </WithHives>
  );
}

/** A recommendation naming a catalogue product (in the server's English) starts the form as picking it would. */
function catalogueProductNamed(name: string | undefined): TreatmentProductId | undefined {
  return TREATMENT_PRODUCT_IDS.find((id) => TREATMENT_PRODUCTS[id].name === name);
}

/**
 * A new treatment's fields, a catalogue product's name and dosage in the language shown; the hive's last mite count
 * comes in as the count before once the hive is read.
 */
function newTreatmentValues(
  t: TreatmentsTranslate,
  productName: (product: TreatmentProductId) => string,
  hiveId: string,
  prefill: TreatmentPrefill,
): TreatmentInput {
  const treatmentType = prefill.treatmentType ?? TREATMENT_DEFAULTS.treatmentType;
  const applicationDate = toCalendarDate(new Date());
  const productId = treatmentType === 'varroa' ? catalogueProductNamed(prefill.treatmentName) : undefined;
  return {
    hiveId,
    treatmentType,
    treatmentName: productId ? productName(productId) : (prefill.treatmentName ?? ''),
    dosage: productId ? t(`dosage.${productId}`) : '',
    applicationDate,
    nextDueDate: productId ? treatmentEndDate(productId, applicationDate) : '',
    notes: '',
    cost: '',
    productId: productId ?? '',
    feedType: '',
    feedAmount: '',
    syrupRatio: '',
    varroaBefore: '',
    varroaAfter: '',
  };
}

const numberText = (value: number | null) => (value === null ? '' : String(value));

/** A recorded weight (lbs) as the beekeeper types weights, to two decimals at most. */
const amountText = (lbs: number | null, system: UnitSystem) =>
  lbs === null ? '' : String(Math.round(convertWeight(lbs, 'lbs', WEIGHT_INPUT_UNIT[system]) * 100) / 100);

function recordedValues(treatment: Treatment, system: UnitSystem): TreatmentInput {
  return {
    hiveId: treatment.hiveId,
    treatmentType: treatment.treatmentType,
    treatmentName: treatment.treatmentName,
    dosage: treatment.dosage ?? '',
    applicationDate: treatment.applicationDate,
    nextDueDate: treatment.nextDueDate ?? '',
    notes: treatment.notes ?? '',
    cost: treatment.cost === null ? '' : treatment.cost.toFixed(2),
    productId: treatment.productId ?? '',
    feedType: treatment.feedType ?? '',
    feedAmount: amountText(treatment.feedAmount, system),
    syrupRatio: treatment.syrupRatio ?? '',
    varroaBefore: numberText(treatment.varroaBefore),
    varroaAfter: numberText(treatment.varroaAfter),
  };
}
