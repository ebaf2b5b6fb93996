import { useWatch } from 'react-hook-form';
import { VARROA_BOUNDS, VARROA_METHODS, VARROA_SAMPLE_BEES_DEFAULT, type VarroaMethod } from '@shared/domain/varroa';
import {
  estimatedColonyMites,
  hemisphereOf,
  monthOfCalendarDate,
  varroaFigure,
  varroaLevel,
  type VarroaContext,
} from '@shared/rules/varroa';
import { numberFromText } from '@shared/schemas/common';
import { RegisteredField } from '@/components/registered-field';
import { FormField } from '@/components/ui/form-field';
import { Select } from '@/components/ui/input';
import { ChoiceOptions } from '@/components/ui/select-options';
import { WholeNumberInput } from '@/components/ui/whole-number-input';
import type { InspectionFormApi } from './inspection-form-api';
import { useVarroaContext } from '@/hooks/use-varroa-context';
import { VarroaReading } from './varroa-reading';
import { useMessages } from '@/lib/i18n/catalog';
import { formatNumber } from '@/lib/i18n/format';
import { useVarroaWords } from '../hooks/use-varroa-words';
import { inspectionMessages } from '../messages';

const asNumber = (value: unknown) => {
  const number = numberFromText(value as string | number | null | undefined);
  return typeof number === 'number' ? number : null;
};

/**
 * The varroa check: how the mites were counted, and what was counted (mites in a sample of bees for a wash or a
 * roll, mites dropped over some days for a sticky board). The figure and its level against the season's threshold
 * for the hive's hemisphere show as the numbers are typed.
 */
export function VarroaFields({ form }: { form: InspectionFormApi }) {
  const [method, mites, sampleBees, boardDays, date, hiveId] = useWatch({
    control: form.control,
    name: ['varroaMethod', 'varroaMites', 'varroaSampleBees', 'varroaBoardDays', 'inspectionDate', 'hiveId'],
  });
  const t = useMessages(inspectionMessages);
  const words = useVarroaWords();
  const hive = typeof hiveId === 'string' ? hiveId : '';
  const varroa = useVarroaContext(hive ? [hive] : []);
  const counting = method === 'alcohol_wash' || method === 'sugar_roll' || method === 'sticky_board';

  // A method asks only for its own numbers: the others are cleared, so a hidden field never holds the form back.
  const methodField = form.register('varroaMethod', {
    onChange: (event: { target: { value: string } }) => {
      const next = event.target.value;
      if (next !== 'sticky_board') form.setValue('varroaBoardDays', '');
      if (next === 'sticky_board' || next === 'none') form.setValue('varroaSampleBees', '');
      if (next === 'none') form.setValue('varroaMites', '');
    },
  });

  return (
    <fieldset className="flex min-w-0 flex-col gap-3 rounded-lg border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-900">{t('varroa.legend')}</legend>
      <FormField label={t('varroa.method')} error={form.getFieldState('varroaMethod', form.formState).error?.message}>
        <Select {...methodField}>
          <ChoiceOptions
            choices={VARROA_METHODS}
            labels={
              Object.fromEntries(VARROA_METHODS.map((method) => [method, words.method(method)])) as Record<
                VarroaMethod,
                string
              >
            }
          />
        </Select>
      </FormField>
      {counting && (
        <div className="grid gap-3 sm:grid-cols-2">
          <RegisteredField form={form} name="varroaMites" label={t('varroa.mites')}>
            <WholeNumberInput range={VARROA_BOUNDS.mites} />
          </RegisteredField>
          {method === 'sticky_board' ? (
            <RegisteredField
              form={form}
              name="varroaBoardDays"
              label={t('varroa.boardDays')}
              hint={t('varroa.boardDaysHint')}
            >
              <WholeNumberInput range={VARROA_BOUNDS.boardDays} />
            </RegisteredField>
          ) : (
            <RegisteredField
              form={form}
              name="varroaSampleBees"
              label={t('varroa.sampleBees')}
              hint={t('varroa.sampleBeesHint', { count: VARROA_SAMPLE_BEES_DEFAULT })}
            >
              <WholeNumberInput range={VARROA_BOUNDS.sampleBees} placeholder={String(VARROA_SAMPLE_BEES_DEFAULT)} />
            </RegisteredField>
          )}
        </div>
      )}
      {counting && (
        <VarroaResult
          check={{
            varroaMethod: method,
            varroaMites: asNumber(mites),
            varroaSampleBees: asNumber(sampleBees),
            varroaBoardDays: asNumber(boardDays),
          }}
          date={date}
          context={varroa(hive)}
        />
      )}
    </fieldset>
  );
}

interface VarroaResultProps {
  check: Parameters<typeof varroaFigure>[0];
  date: unknown;
  context: VarroaContext;
}

/** The figure as it would be saved, and its level in the inspection's month; announced as it changes. */
function VarroaResult({ check, date, context }: VarroaResultProps) {
  const figure = varroaFigure(check);
  // The level depends on the season: the inspection's month, or this month before a date is given.
  const month = typeof date === 'string' && date !== '' ? monthOfCalendarDate(date) : new Date().getMonth() + 1;
  const t = useMessages(inspectionMessages);
  return (
    <output aria-live="polite" aria-label={t('varroa.result')} className="flex flex-col gap-1 text-sm text-stone-700">
      {figure ? (
        <>
          <VarroaReading figure={figure} level={varroaLevel(figure, month, context)} />
          {figure.unit === 'perDay' && (
            <span>
              {t('varroa.colonyEstimate', {
                mites: formatNumber(estimatedColonyMites(figure.value, month, hemisphereOf(context.latitude))),
              })}
            </span>
          )}
        </>
      ) : (
        <span>{t('varroa.enterMites')}</span>
      )}
    </output>
  );
}
