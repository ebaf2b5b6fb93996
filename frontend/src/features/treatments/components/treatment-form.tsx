import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import * as z from 'zod';
import { TREATMENT_PRODUCT_IDS, type TreatmentProductId } from '@shared/domain/treatment-catalogue';
import { treatmentEndDate } from '@shared/rules/treatments';
import { parseWeight, type UnitSystem } from '@shared/rules/units';
import { calendarDateSchema } from '@shared/schemas/common';
import {
  TREATMENT_TYPES,
  treatmentInputSchema,
  type ParsedTreatmentInput,
  type Treatment,
  type TreatmentInput,
} from '@shared/schemas/treatment';
import { useHive } from '@/api/get-hive';
import { HivePicker } from '@/components/hive-picker';
import { RecordForm } from '@/components/record-form';
import { RegisteredField } from '@/components/registered-field';
import { FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { ChoiceOptions } from '@/components/ui/select-options';
import { formatDate, LONG_DATE } from '@/lib/i18n/format';
import { useUnitSystem } from '@/hooks/use-unit-system';
import { useMessages } from '@/lib/i18n/catalog';
import { treatmentsMessages } from '../messages';
import { useApiaryForecast } from '../api/get-apiary-forecast';
import { latestTreatmentsQueryOptions } from '../api/get-treatments';
import { mitesBeforeOf } from '../utils/mites-before';
import { FeedingFields } from './feeding-fields';
import { ProductFields } from './product-fields';
import type { TreatmentFormApi } from './treatment-form-api';
import { treatmentTypeLabels } from './treatment-record';
import type { QueuedWrite } from '@/lib/offline/queued-write';

interface TreatmentFormProps {
  /** The name of the hive of a treatment being edited, shown before the hive picker's page loads. */
  hiveName?: string | undefined;
  /** The fields as the form starts (the feed amount in the beekeeper's unit). */
  defaultValues: TreatmentInput;
  /** The treatment being edited: it is not its own "previous treatment". */
  editingId?: string | undefined;
  /** The treatment's create or update mutation. */
  save: (input: ParsedTreatmentInput) => Promise<Treatment | QueuedWrite>;
}

/** What an apiary the weather can't be had for (no coordinates) forecasts. */
const noForecast: never[] = [];

/**
 * The fields of a treatment, checked with the API's own schema (so its messages): the hive, type and day, the
 * catalogue product of a varroa treatment with its label and warnings, the feed of a feeding, the name, dosage and
 * next due date, the mite counts before and after, cost and notes.
 */
export function TreatmentForm({ hiveName, defaultValues, editingId, save }: TreatmentFormProps) {
  const system = useUnitSystem();
  return (
    <RecordForm schema={treatmentFormSchema(system)} defaultValues={defaultValues} save={save}>
      {(form) => (
        <TreatmentFields
          form={form}
          chosenHive={{ id: defaultValues.hiveId, name: hiveName }}
          system={system}
          editingId={editingId}
        />
      )}
    </RecordForm>
  );
}

interface TreatmentFieldsProps {
  form: TreatmentFormApi;
  /** The hive the form opened with. */
  chosenHive: { id: string | null | undefined; name: string | undefined };
  system: UnitSystem;
  editingId: string | undefined;
}

function TreatmentFields({ form, chosenHive, system, editingId }: TreatmentFieldsProps) {
  const t = useMessages(treatmentsMessages);
  const [hiveId, treatmentType, productId] = useWatch({
    control: form.control,
    name: ['hiveId', 'treatmentType', 'productId'],
  });
  const hive = useHive(hiveId || undefined).data;
  const previousProductId = usePreviousProductId(hive?.id, editingId);
  const forecast = useApiaryForecast(isProductId(productId) && hive ? hive.apiaryId : undefined);
  const mitesBefore = hive ? mitesBeforeOf(hive) : null;
  const mitesBeforeSource =
    mitesBefore && t(`form.mitesBefore.${mitesBefore.method}`, { date: formatDate(mitesBefore.date, LONG_DATE) });

  // A hive's latest wash or roll is the count before, once the hive picked is read, unless the beekeeper typed
  // another; a recorded treatment keeps its own count.
  const filled = useRef({ hiveId: editingId ? (chosenHive.id ?? '') : '', value: '' });
  useEffect(() => {
    if (!hive || hive.id === filled.current.hiveId) return;
    const value = mitesBeforeOf(hive)?.value ?? '';
    const typed = form.getValues('varroaBefore');
    if (typed === '' || typed === filled.current.value) form.setValue('varroaBefore', value);
    filled.current = { hiveId: hive.id, value };
  }, [hive, form]);
  // A picked product's end moves with the day it goes in.
  const dateField = form.register('applicationDate', {
    onChange: (event: { target: { value: string } }) => {
      const picked = form.getValues('productId');
      if (isProductId(picked) && calendarDateSchema.safeParse(event.target.value).success) {
        form.setValue('nextDueDate', treatmentEndDate(picked, event.target.value));
      }
    },
  });

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <RegisteredField form={form} name="hiveId" label={t('form.hive')}>
          <HivePicker noneLabel={t('form.selectHive')} chosen={chosenHive.id} chosenName={chosenHive.name} />
        </RegisteredField>
        <RegisteredField form={form} name="treatmentType" label={t('form.type')}>
          <Select>
            <ChoiceOptions choices={TREATMENT_TYPES} labels={treatmentTypeLabels(t)} />
          </Select>
        </RegisteredField>
      </div>
      <FormField
        label={t('form.applicationDate')}
        error={form.getFieldState('applicationDate', form.formState).error?.message}
      >
        <Input type="date" {...dateField} />
      </FormField>
      {treatmentType === 'varroa' && (
        <ProductFields
          form={form}
          system={system}
          forecastHighs={forecast.isError ? noForecast : forecast.data}
          previousProductId={previousProductId}
        />
      )}
      <div className="grid gap-4 sm:grid-cols-2">
        <RegisteredField form={form} name="treatmentName" label={t('form.name')}>
          <Input autoComplete="off" />
        </RegisteredField>
        <RegisteredField form={form} name="dosage" label={t('form.dosage')}>
          <Input autoComplete="off" />
        </RegisteredField>
      </div>
      <RegisteredField form={form} name="nextDueDate" label={t('form.nextDueDate')} hint={t('form.nextDueHint')}>
        <Input type="date" />
      </RegisteredField>
      {treatmentType === 'feeding' && <FeedingFields form={form} system={system} />}
      <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-stone-200 p-4">
        <legend className="px-1 text-sm font-semibold text-stone-900">{t('form.mites')}</legend>
        <div className="grid gap-3 sm:grid-cols-2">
          <RegisteredField form={form} name="varroaBefore" label={t('form.before')} hint={mitesBeforeSource}>
            <Input inputMode="decimal" autoComplete="off" />
          </RegisteredField>
          <RegisteredField form={form} name="varroaAfter" label={t('form.after')} hint={t('form.afterHint')}>
            <Input inputMode="decimal" autoComplete="off" />
          </RegisteredField>
        </div>
      </fieldset>
      <RegisteredField form={form} name="cost" label={t('form.cost')} hint={t('form.costHint')}>
        <Input inputMode="decimal" autoComplete="off" />
      </RegisteredField>
      <RegisteredField form={form} name="notes" label={t('form.notes')}>
        <Textarea />
      </RegisteredField>
    </>
  );
}

const isProductId = (value: unknown): value is TreatmentProductId =>
  typeof value === 'string' && (TREATMENT_PRODUCT_IDS as readonly string[]).includes(value);

/** The hive's varroa treatment before this one: its catalogue product, if it had one. */
function usePreviousProductId(hiveId: string | undefined, editingId: string | undefined): TreatmentProductId | null {
  const latest = useQuery({
    ...latestTreatmentsQueryOptions({ hiveId, treatmentType: 'varroa', limit: 2 }),
    enabled: Boolean(hiveId),
  });
  return latest.data?.find((treatment) => treatment.id !== editingId)?.productId ?? null;
}

/**
 * The API's schema behind what the form holds: the feed amount is typed in the beekeeper's unit and sent in lbs,
 * and fields the chosen type doesn't show (a product for a feeding, a ratio for dry sugar) are not sent.
 */
export function treatmentFormSchema(system: UnitSystem) {
  return z.preprocess((values: TreatmentInput) => shownFields(values, system), treatmentInputSchema);
}

function shownFields(values: TreatmentInput, system: UnitSystem): TreatmentInput {
  const feeding = values.treatmentType === 'feeding';
  return {
    ...values,
    productId: values.treatmentType === 'varroa' ? values.productId : undefined,
    feedType: feeding ? values.feedType : undefined,
    feedAmount: feeding ? amountInLbs(values.feedAmount, system) : undefined,
    syrupRatio: feeding && values.feedType === 'sugar_syrup' ? values.syrupRatio : undefined,
  };
}

/** A typed amount in lbs; text that isn't an amount goes on as typed, for the schema's message. */
function amountInLbs(amount: TreatmentInput['feedAmount'], system: UnitSystem): TreatmentInput['feedAmount'] {
  return typeof amount === 'string' ? (parseWeight(amount, system) ?? amount) : amount;
}
