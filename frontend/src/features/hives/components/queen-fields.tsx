import { useEffect, useId, useRef, useState } from 'react';
import { useWatch, type UseFormReturn } from 'react-hook-form';
import { QUEEN_AGE_MONTHS, QUEEN_MARKINGS, type QueenMarking } from '@shared/domain/hive';
import { toCalendarDate } from '@shared/rules/calendar';
import {
  introductionMonthFromAge,
  introductionYear,
  markingColourForYear,
  queenAgeInMonths,
} from '@shared/rules/queen-age';
import type { HiveInput, ParsedHiveInput } from '@shared/schemas/hive';
import { RegisteredField } from '@/components/registered-field';
import { Input, Select } from '@/components/ui/input';
import { ChoiceOptions } from '@/components/ui/select-options';
import { WholeNumberInput } from '@/components/ui/whole-number-input';
import { cn } from '@/lib/cn';
import { QueenMarkSwatch } from '@/components/queen-mark-swatch';
import { useMessages } from '@/lib/i18n/catalog';
import { useLabels } from '@/lib/i18n/labels';
import { hivesMessages } from '../messages';
import { labelsOf } from './labels-of';
import { useQueenWords } from './queen-labels';

type HiveForm = UseFormReturn<HiveInput, unknown, ParsedHiveInput>;

/** How the beekeeper gives the queen's age: the day she was introduced, or her age in months today. */
type AgeMode = 'date' | 'months';

const AGE_MODES = ['date', 'months'] as const satisfies readonly AgeMode[];

/**
 * The queen's part of the hive form: her id, her age as an introduction date or as months today (the spec's
 * field), and her marking, with the year colour filled in for her year while the beekeeper hasn't picked one.
 */
export function QueenFields({ form }: { form: HiveForm }) {
  const t = useMessages(hivesMessages);
  const labels = useLabels();
  const queenWords = useQueenWords();
  const [mode, setMode] = useState<AgeMode>(() => (form.getValues('queenAge') ? 'months' : 'date'));
  const [introducedOn, queenAge] = useWatch({ control: form.control, name: ['queenIntroducedOn', 'queenAge'] });
  const today = toCalendarDate(new Date());
  const introduction = mode === 'date' ? validDay(introducedOn) : monthOfAge(queenAge, today);
  const year = introduction ? introductionYear(introduction) : undefined;
  const suggested = year === undefined ? undefined : markingColourForYear(year);
  useSuggestedMarking(form, suggested);

  function chooseMode(next: AgeMode) {
    setMode(next);
    // Only the way chosen is sent: the API takes her date or her age, never both.
    form.setValue(next === 'date' ? 'queenAge' : 'queenIntroducedOn', '');
    form.clearErrors(['queenAge', 'queenIntroducedOn']);
  }

  return (
    <fieldset className="flex min-w-0 flex-col gap-4 rounded-md border border-stone-200 p-4">
      <legend className="px-1 text-sm font-semibold text-stone-900">{t('queen.legend')}</legend>
      <RegisteredField form={form} name="queenId" label={t('queen.id')}>
        <Input autoComplete="off" />
      </RegisteredField>
      <AgeModeChoice mode={mode} onChange={chooseMode} />
      {mode === 'date' ? (
        <RegisteredField
          form={form}
          name="queenIntroducedOn"
          label={t('queen.introducedOn')}
          hint={
            introduction
              ? t('queen.ageToday', { age: queenWords.age(queenAgeInMonths(introduction, today)) })
              : undefined
          }
        >
          <Input type="date" max={today} />
        </RegisteredField>
      ) : (
        <RegisteredField
          form={form}
          name="queenAge"
          label={t('queen.ageInMonths')}
          hint={introduction ? t('queen.introducedAround', { date: queenWords.introduction(introduction) }) : undefined}
        >
          <WholeNumberInput range={QUEEN_AGE_MONTHS} />
        </RegisteredField>
      )}
      <RegisteredField
        form={form}
        name="queenMarking"
        label={<MarkingLabel form={form} />}
        hint={suggested && t('queen.markingHint', { year: String(year), colour: suggested })}
      >
        <Select>
          <option value="">{t('queen.notRecorded')}</option>
          <ChoiceOptions choices={QUEEN_MARKINGS} labels={labelsOf(QUEEN_MARKINGS, labels.queenMarking)} />
        </Select>
      </RegisteredField>
    </fieldset>
  );
}

/** Two radio buttons drawn as one segmented control; arrow keys move between them as in any radio group. */
function AgeModeChoice({ mode, onChange }: { mode: AgeMode; onChange: (mode: AgeMode) => void }) {
  const t = useMessages(hivesMessages);
  const name = useId();
  return (
    <fieldset className="flex min-w-0 flex-col gap-1.5">
      <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('queen.ageFrom')}</legend>
      <div className="grid grid-cols-2 rounded-md border border-stone-300 p-0.5 sm:max-w-sm">
        {AGE_MODES.map((option) => (
          <label
            key={option}
            className={cn(
              'cursor-pointer rounded px-2 py-1.5 text-center text-sm whitespace-nowrap has-focus-visible:outline-2 has-focus-visible:outline-honey-700',
              mode === option ? 'bg-honey-100 font-medium text-honey-900' : 'text-stone-700',
            )}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={mode === option}
              onChange={() => onChange(option)}
              className="sr-only"
            />
            {t(`queen.ageMode.${option}`)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** "Marking" with a dot of the chosen colour. */
function MarkingLabel({ form }: { form: HiveForm }) {
  const t = useMessages(hivesMessages);
  const marking = useWatch({ control: form.control, name: 'queenMarking' });
  const chosen = QUEEN_MARKINGS.find((value) => value === marking);
  return (
    <span className="inline-flex items-center gap-2">
      {t('queen.marking')}
      {chosen && <QueenMarkSwatch marking={chosen} />}
    </span>
  );
}

/**
 * When her date or age changes, fills in her year's colour if the marking is unpicked or still the previous year's
 * colour; never over another choice, and not on opening the form (an edit keeps what was recorded).
 */
function useSuggestedMarking(form: HiveForm, suggested: QueenMarking | undefined) {
  const previous = useRef(suggested);
  useEffect(() => {
    if (suggested === previous.current) return;
    const current = form.getValues('queenMarking') ?? '';
    if (current === '' || current === previous.current) form.setValue('queenMarking', suggested ?? '');
    previous.current = suggested;
  }, [form, suggested]);
}

/** A complete `YYYY-MM-DD` from the date input (it gives '' until the date is whole). */
function validDay(value: HiveInput['queenIntroducedOn']): string | undefined {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}

/** The month she was introduced for a typed age in months, when it is a whole number in range. */
function monthOfAge(value: HiveInput['queenAge'], today: string): string | undefined {
  const months = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  if (typeof months !== 'number' || !Number.isInteger(months)) return undefined;
  if (months < QUEEN_AGE_MONTHS.min || months > QUEEN_AGE_MONTHS.max) return undefined;
  return introductionMonthFromAge(months, today);
}
