import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import {
  COLONY_EVENT_KINDS,
  COLONY_EVENT_LABELS,
  COLONY_LOSS_CAUSE_LABELS,
  COLONY_LOSS_CAUSES,
  COMBINE_REASONS,
  QUEEN_ORIGIN_LABELS,
  QUEEN_ORIGINS,
  type ColonyEventKind,
} from '@shared/domain/colony';
import { QUEEN_MARKING_LABELS, QUEEN_MARKINGS } from '@shared/domain/hive';
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
import type { QueuedWrite } from '@/lib/offline/queued-write';
import { COMBINE_REASON_LABELS, KEPT_QUEEN_LABELS, SPLIT_QUEEN_PLACE_LABELS } from '@shared/messages/colony-events';

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
  return (
    <div className="flex min-h-0 flex-col gap-4">
      <FormField label="What happened">
        <Select value={kind} onChange={(event) => setKind(event.target.value as ColonyEventKind)}>
          <ChoiceOptions choices={COLONY_EVENT_KINDS} labels={COLONY_EVENT_LABELS} />
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
  return (
    <>
      <RegisteredField form={form} name="date" label="Date">
        <Input type="date" />
      </RegisteredField>
      {kind === 'split' && <SplitFields form={form} />}
      {kind === 'combine' && (
        <>
          <RegisteredField form={form} name="otherHiveId" label="Hive united into this one">
            <HivePicker noneLabel="Select a hive" />
          </RegisteredField>
          <RegisteredField form={form} name="reason" label="Why">
            <Select>
              <option value="">Select a reason</option>
              <ChoiceOptions choices={COMBINE_REASONS} labels={COMBINE_REASON_LABELS} />
            </Select>
          </RegisteredField>
          <RegisteredField form={form} name="keptQueen" label="Queen kept">
            <Select>
              <ChoiceOptions choices={['this', 'other'] as const} labels={KEPT_QUEEN_LABELS(hive.name)} />
            </Select>
          </RegisteredField>
        </>
      )}
      {(kind === 'swarm_caught' || kind === 'bought') && (
        <>
          <RegisteredField form={form} name="newHiveName" label="New hive name">
            <Input autoComplete="off" />
          </RegisteredField>
          <ApiaryField form={form} />
        </>
      )}
      {kind === 'swarm_caught' && (
        <RegisteredField form={form} name="fromHiveId" label="Swarmed from (if one of yours)">
          <HivePicker noneLabel="Not known" />
        </RegisteredField>
      )}
      {kind === 'dead_out' && (
        <RegisteredField form={form} name="cause" label="Cause (COLOSS)">
          <Select>
            <option value="">Select a cause</option>
            <ChoiceOptions choices={COLONY_LOSS_CAUSES} labels={COLONY_LOSS_CAUSE_LABELS} />
          </Select>
        </RegisteredField>
      )}
      {kind === 'sold' && (
        <RegisteredField form={form} name="buyer" label="Buyer">
          <Input autoComplete="off" />
        </RegisteredField>
      )}
      {kind === 'bought' && (
        <RegisteredField form={form} name="seller" label="Seller">
          <Input autoComplete="off" />
        </RegisteredField>
      )}
      {kind === 'requeen' && <QueenFields form={form} legend="New queen" withOrigin />}
      {(kind === 'swarm_caught' || kind === 'bought') && <QueenFields form={form} legend="Its queen (optional)" />}
      {kind === 'supersedure' && <QueenFields form={form} legend="Daughter queen" nameAndYearOnly />}
      <RegisteredField form={form} name="notes" label="Notes">
        <Textarea />
      </RegisteredField>
    </>
  );
}

function SplitFields({ form }: { form: KindForm }) {
  return (
    <>
      <RegisteredField form={form} name="newHiveName" label="New hive name">
        <Input autoComplete="off" />
      </RegisteredField>
      <ApiaryField form={form} />
      <div className="grid gap-4 sm:grid-cols-2">
        <RegisteredField form={form} name="framesMoved" label="Frames moved">
          <WholeNumberInput range={SPLIT_FRAMES} />
        </RegisteredField>
        <RegisteredField form={form} name="broodFramesMoved" label="Brood frames moved">
          <WholeNumberInput range={SPLIT_FRAMES} />
        </RegisteredField>
      </div>
      <RegisteredField form={form} name="oldQueenTo" label="The old queen">
        <Select>
          <ChoiceOptions choices={['parent', 'new_hive'] as const} labels={SPLIT_QUEEN_PLACE_LABELS} />
        </Select>
      </RegisteredField>
      <QueenFields form={form} legend="A new queen for the queenless part (optional)" />
    </>
  );
}

function ApiaryField({ form }: { form: KindForm }) {
  const apiaries = useQuery(apiariesQueryOptions());
  return (
    <RegisteredField form={form} name="apiaryId" label="Apiary">
      <Select>
        <option value="">Select an apiary</option>
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
  return (
    <fieldset className="flex flex-col gap-4 rounded-md border border-stone-200 p-3">
      <legend className="px-1 text-sm font-medium text-stone-800">{legend}</legend>
      <div className="grid gap-4 sm:grid-cols-2">
        <RegisteredField form={form} name="newQueen.name" label="Queen name">
          <Input autoComplete="off" />
        </RegisteredField>
        <RegisteredField form={form} name="newQueen.birthYear" label="Year of birth">
          <Input inputMode="numeric" />
        </RegisteredField>
        {!nameAndYearOnly && (
          <RegisteredField form={form} name="newQueen.marking" label="Marking">
            <Select>
              <option value="">Not recorded</option>
              <ChoiceOptions choices={QUEEN_MARKINGS} labels={QUEEN_MARKING_LABELS} />
            </Select>
          </RegisteredField>
        )}
        {withOrigin && (
          <RegisteredField form={form} name="newQueen.origin" label="Origin">
            <Select>
              <option value="">Not recorded</option>
              <ChoiceOptions choices={QUEEN_ORIGINS} labels={QUEEN_ORIGIN_LABELS} />
            </Select>
          </RegisteredField>
        )}
      </div>
    </fieldset>
  );
}
