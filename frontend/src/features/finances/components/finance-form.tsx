import { useWatch, type UseFormReturn } from 'react-hook-form';
import * as z from 'zod';
import type { Apiary } from '@shared/schemas/apiary';
import {
  FINANCE_CATEGORIES_BY_TYPE,
  FINANCE_TYPES,
  financialRecordInputSchema,
  isCategoryOfType,
  type FinanceCategory,
  type FinanceType,
  type FinancialRecord,
  type FinancialRecordInput,
  type ParsedFinancialRecordInput,
} from '@shared/schemas/finance';
import { useHive } from '@/api/get-hive';
import { HivePicker } from '@/components/hive-picker';
import { RecordForm } from '@/components/record-form';
import { RegisteredField } from '@/components/registered-field';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { ChoiceOptions, RecordOptions } from '@/components/ui/select-options';
import { useMessages } from '@/lib/i18n/catalog';
import { financesMessages } from '../messages';
import { financeCategoryLabel, financeLabels, financeTypeLabel } from './finance-record';
import type { QueuedWrite } from '@/lib/offline/queued-write';

type FinanceFormApi = UseFormReturn<FinancialRecordInput, unknown, ParsedFinancialRecordInput>;

interface FinanceFormProps {
  /** The name of the hive of a record being edited, shown before the hive picker's page loads. */
  hiveName?: string | undefined;
  apiaries: readonly Apiary[];
  defaultValues: FinancialRecordInput;
  /** The record's create or update mutation. */
  save: (input: ParsedFinancialRecordInput) => Promise<FinancialRecord | QueuedWrite>;
}

/**
 * The fields of a financial record, checked with the API's own schema (so its messages): type, a category of that
 * type, the amount in dollars and cents, what it was, the day, and optionally the hive or apiary it belongs to.
 */
export function FinanceForm({ hiveName, apiaries, defaultValues, save }: FinanceFormProps) {
  return (
    <RecordForm schema={financeFormSchema} defaultValues={defaultValues} save={save}>
      {(form) => (
        <FinanceFields form={form} chosenHive={{ id: defaultValues.hiveId, name: hiveName }} apiaries={apiaries} />
      )}
    </RecordForm>
  );
}

function FinanceFields({
  form,
  chosenHive,
  apiaries,
}: {
  form: FinanceFormApi;
  /** The hive the form opened with. */
  chosenHive: { id: string | null | undefined; name: string | undefined };
  apiaries: readonly Apiary[];
}) {
  const t = useMessages(financesMessages);
  const [type, apiaryId, hiveId] = useWatch({ control: form.control, name: ['type', 'apiaryId', 'hiveId'] });
  const categories = FINANCE_CATEGORIES_BY_TYPE[isFinanceType(type) ? type : 'expense'];
  const hive = useHive(hiveId || undefined).data;

  // Another type offers other categories: one that isn't among them becomes the new type's first.
  const typeField = form.register('type', {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value;
      const category = form.getValues('category') as FinanceCategory;
      if (isFinanceType(next) && !isCategoryOfType(next, category)) {
        form.setValue('category', FINANCE_CATEGORIES_BY_TYPE[next][0]);
      }
    },
  });
  // A hive is in one apiary: picking it shows that apiary, and another apiary lets go of a hive not in it.
  const apiaryField = form.register('apiaryId', {
    onChange: (event: { target: { value: string } }) => {
      if (hive && hive.apiaryId !== event.target.value) form.setValue('hiveId', '');
    },
  });
  const error = (name: keyof FinancialRecordInput) => form.getFieldState(name, form.formState).error?.message;

  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField label={t('table.type')} error={error('type')}>
          <Select {...typeField}>
            <ChoiceOptions
              choices={FINANCE_TYPES}
              labels={financeLabels(FINANCE_TYPES, (each) => financeTypeLabel(t, each))}
            />
          </Select>
        </FormField>
        <RegisteredField form={form} name="category" label={t('table.category')}>
          <Select>
            <ChoiceOptions
              choices={categories}
              labels={financeLabels(categories, (each) => financeCategoryLabel(t, each))}
            />
          </Select>
        </RegisteredField>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <RegisteredField form={form} name="amount" label={t('form.amount')} hint={t('form.amountHint')}>
          <Input inputMode="decimal" autoComplete="off" />
        </RegisteredField>
        <RegisteredField form={form} name="transactionDate" label={t('form.date')}>
          <Input type="date" />
        </RegisteredField>
      </div>
      <RegisteredField form={form} name="description" label={t('form.description')}>
        <Input autoComplete="off" />
      </RegisteredField>
      <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-stone-200 p-4">
        <legend className="px-1 text-sm font-semibold text-stone-900">{t('form.belongsTo')}</legend>
        <p className="text-sm text-stone-700">{t('form.belongsToHint')}</p>
        <div className="grid gap-3 sm:grid-cols-2">
          <FormField label={t('table.apiary')} error={error('apiaryId')}>
            <Select {...apiaryField}>
              <option value="">{t('form.noApiary')}</option>
              <RecordOptions records={apiaries} />
            </Select>
          </FormField>
          <FormField
            label={t('table.hive')}
            hint={apiaryId ? t('form.hiveOfApiary') : t('form.hiveBringsApiary')}
            error={error('hiveId')}
          >
            <HivePicker
              {...form.register('hiveId')}
              // Picking an apiary may let go of the hive: the picker shows the form's value.
              value={hiveId ?? ''}
              noneLabel={t('form.noHive')}
              apiaryId={apiaryId || undefined}
              chosenName={hiveId === chosenHive.id ? chosenHive.name : undefined}
              onPick={(picked) => picked && form.setValue('apiaryId', picked.apiaryId)}
            />
          </FormField>
        </div>
      </fieldset>
    </>
  );
}

const isFinanceType = (value: unknown): value is FinanceType =>
  typeof value === 'string' && (FINANCE_TYPES as readonly string[]).includes(value);

/**
 * The API's schema behind what the form holds: a record of a hive is sent with the hive alone, since the hive's
 * apiary is implied (the server links the money to both); empty links are left out of the body.
 */
export const financeFormSchema = z.preprocess(
  (values: FinancialRecordInput) => ({ ...values, apiaryId: values.hiveId ? undefined : values.apiaryId }),
  financialRecordInputSchema,
);
