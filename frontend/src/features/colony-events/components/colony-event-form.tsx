import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  COLONY_EVENT_KINDS,
  COLONY_LOSS_CAUSES,
  COMBINE_REASONS,
  QUEEN_ORIGINS,
  type ColonyEventKind,
} from '@shared/domain/colony';
import { COMBINE_KEPT_QUEENS, SPLIT_QUEEN_PLACES } from '@shared/domain/colony-events';
import { QUEEN_MARKINGS } from '@shared/domain/hive';
import { toCalendarDate } from '@shared/rules/calendar';
import {
  colonyEventKindSchemas,
  SPLIT_FRAMES,
  type ColonyEvent,
  type ParsedColonyEventInput,
} from '@shared/schemas/colony-event';
import type { Hive } from '@shared/schemas/hive';
import { apiariesQueryOptions } from '@/api/get-apiaries';
import { HivePicker } from '@/components/hive-picker';
import { RecordForm } from '@/components/record-form';
import { RegisteredField } from '@/components/registered-field';
import { FormField } from '@/components/ui/form-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { ChoiceOptions, RecordOptions } from '@/components/ui/select-options';
import { WholeNumberInput } from '@/components/ui/whole-number-input';
import { useMessages } from '@/lib/i18n/catalog';
import { useLabels } from '@/lib/i18n/labels';
import type { QueuedWrite } from '@/lib/offline/queued-write';
import { colonyEventsMessages } from '../messages';

/** A kind's form, read by field name: each kind's fields are its own schema's (`colonyEventKindSchemas`). */
type KindForm = UseFormReturn<Record<string, unknown>>;

interface ColonyEventFormProps {
  /** The hive the event is recorded on (its page). */
  hive: Hive;
  save: (input: ParsedColonyEventInput) => Promise<ColonyEvent | QueuedWrite>;
}

/**
 * The colony event dialog's form: what happened, then that kind's fields, checked with the API's own schema for the
 * kind. A caught swarm and a bought colony start in this hive's apiary.
 */
export function ColonyEventForm({ hive, save }: ColonyEventFormProps) {
  const [kind, setKind] = useState<ColonyEventKind>('split');
  const schema = colonyEventKindSchemas[kind];
  const t = useMessages(colonyEventsMessages);
  return (
    <div className="flex min-h-0 flex-col gap-4">
      <FormField label={t('form.whatHappened')}>
        <Select value={kind} onChange={(event) => setKind(event.target.value as ColonyEventKind)}>
          <ChoiceOptions
            choices={COLONY_EVENT_KINDS}
            labels={labelsOf(COLONY_EVENT_KINDS, (choice) => t(`kind.${choice}`))}
          />
        </Select>
      </FormField>
      <RecordForm
        key={kind}
        schema={schema}
        defaultValues={defaultsOf(kind, hive)}
        save={(input) => save(input as ParsedColonyEventInput)}
      >
        {(form) => <KindFields kind={kind} hive={hive} form={form as unknown as KindForm} />}
      </RecordForm>
    </div>
  );
}

/** A choice list's words in the language shown, for `ChoiceOptions`. */
function labelsOf<Choice extends string>(choices: readonly Choice[], label: (choice: Choice) => string) {
  return Object.fromEntries(choices.map((choice) => [choice, label(choice)])) as Record<Choice, string>;
}

/** What a kind's form starts with: today, this hive, its apiary for a new colony, the usual choices. */
function defaultsOf(kind: ColonyEventKind, hive: Hive) {
  const blankQueen = { name: '', birthYear: '', marking: '', origin: '' };
  return {
    kind,
    date: toCalendarDate(new Date()),
    notes: '',
    ...(kind === 'swarm_caught' || kind === 'bought'
      ? { apiaryId: hive.apiaryId, newHiveName: '', newQueen: blankQueen }
      : { hiveId: hive.id }),
    ...(kind === 'swarm_caught' ? { fromHiveId: '' } : {}),
    ...(kind === 'split'
      ? { newHiveName: '', apiaryId: hive.apiaryId, framesMoved: '', broodFramesMoved: '', oldQueenTo: 'parent' }
      : {}),
    ...(kind === 'split' || kind === 'requeen' ? { newQueen: blankQueen } : {}),
    ...(kind === 'supersedure' ? { newQueen: { name: '', birthYear: String(new Date().getFullYear()) } } : {}),
    ...(kind === 'combine' ? { otherHiveId: '', reason: '', keptQueen: 'this' } : {}),
    ...(kind === 'dead_out' ? { cause: '' } : {}),
    ...(kind === 'sold' ? { buyer: '' } : {}),
    ...(kind === 'bought' ? { seller: '' } : {}),
  } as never;
}

function KindFields({ kind, hive, form }: { kind: ColonyEventKind; hive: Hive; form: KindForm }) {
  const t = useMessages(colonyEventsMessages);
  return (
    <>
      <RegisteredField form={form} name="date" label={t('form.date')}>
        <Input type="date" />
      </RegisteredField>
      {kind === 'split' && <SplitFields form={form} />}
      {kind === 'combine' && (
        <>
          <RegisteredField form={form} name="otherHiveId" label={t('form.otherHive')}>
            <HivePicker noneLabel={t('form.selectHive')} />
          </RegisteredField>
          <RegisteredField form={form} name="reason" label={t('form.why')}>
            <Select>
              <option value="">{t('form.selectReason')}</option>
              <ChoiceOptions
                choices={COMBINE_REASONS}
                labels={labelsOf(COMBINE_REASONS, (reason) => t(`reason.${reason}`))}
              />
            </Select>
          </RegisteredField>
          <RegisteredField form={form} name="keptQueen" label={t('form.keptQueen')}>
            <Select>
              <ChoiceOptions
                choices={COMBINE_KEPT_QUEENS}
                labels={labelsOf(COMBINE_KEPT_QUEENS, (kept) => t(`keptQueen.${kept}`, { hive: hive.name }))}
              />
            </Select>
          </RegisteredField>
        </>
      )}
      {(kind === 'swarm_caught' || kind === 'bought') && (
        <>
          <RegisteredField form={form} name="newHiveName" label={t('form.newHiveName')}>
            <Input autoComplete="off" />
          </RegisteredField>
          <ApiaryField form={form} />
        </>
      )}
      {kind === 'swarm_caught' && (
        <RegisteredField form={form} name="fromHiveId" label={t('form.swarmedFrom')}>
          <HivePicker noneLabel={t('form.notKnown')} />
        </RegisteredField>
      )}
      {kind === 'dead_out' && (
        <RegisteredField form={form} name="cause" label={t('form.cause')}>
          <Select>
            <option value="">{t('form.selectCause')}</option>
            <ChoiceOptions
              choices={COLONY_LOSS_CAUSES}
              labels={labelsOf(COLONY_LOSS_CAUSES, (cause) => t(`cause.${cause}`))}
            />
          </Select>
        </RegisteredField>
      )}
      {kind === 'sold' && (
        <RegisteredField form={form} name="buyer" label={t('form.buyer')}>
          <Input autoComplete="off" />
        </RegisteredField>
      )}
      {kind === 'bought' && (
        <RegisteredField form={form} name="seller" label={t('form.seller')}>
          <Input autoComplete="off" />
        </RegisteredField>
      )}
      {kind === 'requeen' && <QueenFields form={form} legend={t('queen.requeen')} withOrigin />}
      {(kind === 'swarm_caught' || kind === 'bought') && <QueenFields form={form} legend={t('queen.itsQueen')} />}
      {kind === 'supersedure' && <QueenFields form={form} legend={t('queen.daughter')} nameAndYearOnly />}
      <RegisteredField form={form} name="notes" label={t('form.notes')}>
        <Textarea />
      </RegisteredField>
    </>
  );
}

function SplitFields({ form }: { form: KindForm }) {
  const t = useMessages(colonyEventsMessages);
  return (
    <>
      <RegisteredField form={form} name="newHiveName" label={t('form.newHiveName')}>
        <Input autoComplete="off" />
      </RegisteredField>
      <ApiaryField form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <RegisteredField form={form} name="framesMoved" label={t('form.framesMoved')}>
          <WholeNumberInput range={SPLIT_FRAMES} />
        </RegisteredField>
        <RegisteredField form={form} name="broodFramesMoved" label={t('form.broodFramesMoved')}>
          <WholeNumberInput range={SPLIT_FRAMES} />
        </RegisteredField>
      </div>
      <RegisteredField form={form} name="oldQueenTo" label={t('form.oldQueen')}>
        <Select>
          <ChoiceOptions
            choices={SPLIT_QUEEN_PLACES}
            labels={labelsOf(SPLIT_QUEEN_PLACES, (place) => t(`oldQueen.${place}`))}
          />
        </Select>
      </RegisteredField>
      <QueenFields form={form} legend={t('queen.forQueenless')} />
    </>
  );
}

function ApiaryField({ form }: { form: KindForm }) {
  const apiaries = useQuery(apiariesQueryOptions());
  const t = useMessages(colonyEventsMessages);
  return (
    <RegisteredField form={form} name="apiaryId" label={t('form.apiary')}>
      <Select>
        <option value="">{t('form.selectApiary')}</option>
        <RecordOptions records={apiaries.data ?? []} />
      </Select>
    </RegisteredField>
  );
}

interface QueenFieldsProps {
  form: KindForm;
  legend: string;
  withOrigin?: boolean;
  nameAndYearOnly?: boolean;
}

/** A queen the event brings: her name, year of birth and marking (and where she came from, for a requeen). */
function QueenFields({ form, legend, withOrigin = false, nameAndYearOnly = false }: QueenFieldsProps) {
  const t = useMessages(colonyEventsMessages);
  const labels = useLabels();
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <RegisteredField form={form} name="newQueen.name" label={t('queen.name')}>
          <Input autoComplete="off" />
        </RegisteredField>
        <RegisteredField form={form} name="newQueen.birthYear" label={t('queen.birthYear')}>
          <Input inputMode="numeric" />
        </RegisteredField>
        {!nameAndYearOnly && (
          <RegisteredField form={form} name="newQueen.marking" label={t('queen.marking')}>
            <Select>
              <option value="">{t('queen.notRecorded')}</option>
              <ChoiceOptions choices={QUEEN_MARKINGS} labels={labelsOf(QUEEN_MARKINGS, labels.queenMarking)} />
            </Select>
          </RegisteredField>
        )}
        {withOrigin && (
          <RegisteredField form={form} name="newQueen.origin" label={t('queen.origin')}>
            <Select>
              <option value="">{t('queen.notRecorded')}</option>
              <ChoiceOptions
                choices={QUEEN_ORIGINS}
                labels={labelsOf(QUEEN_ORIGINS, (origin) => t(`origin.${origin}`))}
              />
            </Select>
          </RegisteredField>
        )}
      </div>
    </fieldset>
  );
}
