import {
  PRODUCT_QUALITIES,
  PRODUCT_TYPES,
  PRODUCTION_UNITS,
  productionInputSchema,
  type ParsedProductionInput,
  type ProductionInput,
  type ProductionRecord,
} from '@shared/schemas/production';
import { HivePicker } from '@/components/hive-picker';
import { RecordForm } from '@/components/record-form';
import { RegisteredField } from '@/components/registered-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { ChoiceOptions } from '@/components/ui/select-options';
import { useMessages } from '@/lib/i18n/catalog';
import { productionMessages } from '../messages';
import { choiceLabels, productLabel, qualityLabel, unitLabel } from './production-labels';
import type { QueuedWrite } from '@/lib/offline/queued-write';

interface ProductionFormProps {
  /** The name of the hive of a harvest being edited, shown before the hive picker's page loads. */
  hiveName?: string | undefined;
  defaultValues: ProductionInput;
  /** The harvest's create or update mutation. */
  save: (input: ParsedProductionInput) => Promise<ProductionRecord | QueuedWrite>;
}

/** The spec's quantity step (section 3): tenths of a lb, kg, oz or jar. */
const QUANTITY_STEP = 0.1;

/**
 * The fields of a harvest (spec section 3), checked with the API's own schema and so its messages: hive, product,
 * quantity and unit, harvest date, quality and notes.
 */
export function ProductionForm({ hiveName, defaultValues, save }: ProductionFormProps) {
  const t = useMessages(productionMessages);
  return (
    <RecordForm schema={productionInputSchema} defaultValues={defaultValues} save={save}>
      {(form) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <RegisteredField form={form} name="hiveId" label={t('form.hive')}>
              <HivePicker noneLabel={t('form.selectHive')} chosen={defaultValues.hiveId} chosenName={hiveName} />
            </RegisteredField>
            <RegisteredField form={form} name="productType" label={t('form.productType')}>
              <Select>
                <ChoiceOptions
                  choices={PRODUCT_TYPES}
                  labels={choiceLabels(PRODUCT_TYPES, (each) => productLabel(t, each))}
                />
              </Select>
            </RegisteredField>
          </div>
          <div className="grid grid-cols-2 gap-4">
            <RegisteredField form={form} name="quantity" label={t('card.quantity')}>
              <Input type="number" inputMode="decimal" min={0} step={QUANTITY_STEP} autoComplete="off" />
            </RegisteredField>
            <RegisteredField form={form} name="unit" label={t('form.unit')}>
              <Select>
                <ChoiceOptions
                  choices={PRODUCTION_UNITS}
                  labels={choiceLabels(PRODUCTION_UNITS, (each) => unitLabel(t, each))}
                />
              </Select>
            </RegisteredField>
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <RegisteredField form={form} name="harvestDate" label={t('form.harvestDate')}>
              <Input type="date" />
            </RegisteredField>
            <RegisteredField form={form} name="quality" label={t('card.quality')}>
              <Select>
                <option value="">{t('form.notGraded')}</option>
                <ChoiceOptions
                  choices={PRODUCT_QUALITIES}
                  labels={choiceLabels(PRODUCT_QUALITIES, (each) => qualityLabel(t, each))}
                />
              </Select>
            </RegisteredField>
          </div>
          <RegisteredField form={form} name="notes" label={t('form.notes')}>
            <Textarea />
          </RegisteredField>
        </>
      )}
    </RecordForm>
  );
}
