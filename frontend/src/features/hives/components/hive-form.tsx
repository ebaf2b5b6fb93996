import { FRAME_COUNT, HIVE_STATUSES, HIVE_TYPES } from '@shared/domain/hive';
import type { Apiary } from '@shared/schemas/apiary';
import { hiveInputSchema, type Hive, type HiveInput, type ParsedHiveInput } from '@shared/schemas/hive';
import { RecordForm } from '@/components/record-form';
import { RegisteredField } from '@/components/registered-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { ChoiceOptions, RecordOptions } from '@/components/ui/select-options';
import { WholeNumberInput } from '@/components/ui/whole-number-input';
import { QueenFields } from './queen-fields';
import type { QueuedWrite } from '@/lib/offline/queued-write';
import { useLabels } from '@/lib/i18n/labels';
import { useMessages } from '@/lib/i18n/catalog';
import { hivesMessages } from '../messages';
import { labelsOf } from './labels-of';

interface HiveFormProps {
  defaultValues: HiveInput;
  /** The hive's create or update mutation. */
  save: (input: ParsedHiveInput) => Promise<Hive | QueuedWrite>;
  apiaries: readonly Apiary[];
  /** The edit form sets the hive's status; a new hive starts active. */
  withStatus?: boolean;
}

/**
 * The fields of a hive, checked with the API's own schema: the spec's messages, queen age and frame count sent as
 * whole numbers and left out when empty, the queen's age as her introduction date or in months.
 */
export function HiveForm({ defaultValues, save, apiaries, withStatus = false }: HiveFormProps) {
  const t = useMessages(hivesMessages);
  const labels = useLabels();
  return (
    <RecordForm schema={hiveInputSchema} defaultValues={defaultValues} save={save}>
      {(form) => (
        <>
          <RegisteredField form={form} name="name" label={t('form.name')}>
            <Input autoComplete="off" />
          </RegisteredField>
          <RegisteredField form={form} name="apiaryId" label={t('form.apiary')}>
            <Select>
              <option value="">{t('form.selectApiary')}</option>
              <RecordOptions records={apiaries} />
            </Select>
          </RegisteredField>
          <div className="grid gap-4 sm:grid-cols-2">
            <RegisteredField form={form} name="hiveType" label={t('form.hiveType')}>
              <Select>
                <ChoiceOptions choices={HIVE_TYPES} labels={labelsOf(HIVE_TYPES, labels.hiveType)} />
              </Select>
            </RegisteredField>
            <RegisteredField form={form} name="frameCount" label={t('form.frameCount')}>
              <WholeNumberInput range={FRAME_COUNT} />
            </RegisteredField>
            {withStatus && (
              <RegisteredField form={form} name="status" label={t('form.status')}>
                <Select>
                  <ChoiceOptions choices={HIVE_STATUSES} labels={labelsOf(HIVE_STATUSES, labels.hiveStatus)} />
                </Select>
              </RegisteredField>
            )}
            <RegisteredField form={form} name="startedOn" label={t('form.startedOn')}>
              <Input type="date" />
            </RegisteredField>
          </div>
          <QueenFields form={form} />
          <RegisteredField form={form} name="notes" label={t('form.notes')}>
            <Textarea />
          </RegisteredField>
        </>
      )}
    </RecordForm>
  );
}
