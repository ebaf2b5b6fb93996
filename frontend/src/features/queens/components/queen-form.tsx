import { useWatch, type Control, type FieldValues } from 'react-hook-form';
import { QUEEN_ORIGINS, QUEEN_STATUSES } from '@shared/domain/colony';
import { QUEEN_MARKINGS } from '@shared/domain/hive';
import {
  queenCreateInputSchema,
  type ParsedQueenCreateInput,
  type QueenDetail,
  type QueenCreateInput,
} from '@shared/schemas/queen';
import { HivePicker } from '@/components/hive-picker';
import { RecordForm } from '@/components/record-form';
import { RegisteredField } from '@/components/registered-field';
import { Input, Select, Textarea } from '@/components/ui/input';
import { useMessages } from '@/lib/i18n/catalog';
import { useLabels } from '@/lib/i18n/labels';
import type { QueuedWrite } from '@/lib/offline/queued-write';
import { useQueens } from '../api/queens';
import { queensMessages } from '../messages';
import { markingWarning } from './queen-labels';

/** The live warning under the marking: shown as soon as her year and her marking disagree. */
function MarkingWarning({ control }: { control: Control<FieldValues> }) {
  const [birthYear, marking] = useWatch({ control, name: ['birthYear', 'marking'] }) as [unknown, unknown];
  const warning = markingWarning(birthYear, marking);
  if (!warning) return null;
  return (
    <p role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      {warning}
    </p>
  );
}

/**
 * Her mother, among the beekeeper's queens listed (the first pages): never herself. The mother recorded is an option
 * from the start, so the form opens with her chosen before the list has come.
 */
function MotherOptions({ self, recorded }: { self: string | undefined; recorded: ChosenMother | undefined }) {
  const queens = useQueens();
  const listed = queens.data?.pages.flatMap((page) => page.items) ?? [];
  const others = listed.filter((queen) => queen.id !== self && queen.id !== recorded?.id);
  const t = useMessages(queensMessages);
  return (
    <>
      <option value="">{t('notRecorded')}</option>
      {recorded && <option value={recorded.id}>{recorded.name}</option>}
      {others.map((queen) => (
        <option key={queen.id} value={queen.id}>
          {queen.birthYear ? `${queen.name} (${queen.birthYear})` : queen.name}
        </option>
      ))}
    </>
  );
}

interface ChosenMother {
  id: string;
  name: string;
}

interface QueenFormProps<Saved> {
  /** The queen being edited, with her mother's name; none for a new one, whose form offers the hive she heads. */
  queen?: QueenDetail;
  save: (input: ParsedQueenCreateInput) => Promise<Saved | QueuedWrite>;
}

/** Her fields (the API's own schema, so its messages), with the marking warning as she is typed in. */
export function QueenForm<Saved>({ queen, save }: QueenFormProps<Saved>) {
  const t = useMessages(queensMessages);
  const labels = useLabels();
  const defaultValues: QueenCreateInput = queen
    ? {
        name: queen.name,
        birthYear: queen.birthYear ?? '',
        marking: queen.marking ?? '',
        origin: queen.origin,
        motherQueenId: queen.motherQueenId ?? '',
        clipped: queen.clipped,
        status: queen.status,
        notes: queen.notes ?? '',
      }
    : { name: '', birthYear: '', marking: '', origin: 'reared', motherQueenId: '', clipped: false, hiveId: '' };
  return (
    // One schema for both: an edit never shows the hive, so it sends none (a hive is placed by a colony event).
    <RecordForm schema={queenCreateInputSchema} defaultValues={defaultValues} save={save}>
      {(form) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <RegisteredField form={form} name="name" label={t('form.name')}>
              <Input autoComplete="off" />
            </RegisteredField>
            <RegisteredField form={form} name="birthYear" label={t('detail.birthYear')}>
              <Input type="number" inputMode="numeric" autoComplete="off" />
            </RegisteredField>
            <RegisteredField form={form} name="marking" label={t('detail.marking')}>
              <Select>
                <option value="">{t('notRecorded')}</option>
                {QUEEN_MARKINGS.map((marking) => (
                  <option key={marking} value={marking}>
                    {labels.queenMarking(marking)}
                  </option>
                ))}
              </Select>
            </RegisteredField>
            <RegisteredField form={form} name="origin" label={t('detail.origin')}>
              <Select>
                {QUEEN_ORIGINS.map((origin) => (
                  <option key={origin} value={origin}>
                    {t(`origin.${origin}`)}
                  </option>
                ))}
              </Select>
            </RegisteredField>
          </div>
          <MarkingWarning control={form.control as unknown as Control<FieldValues>} />
          <div className="grid gap-4 sm:grid-cols-2">
            <RegisteredField form={form} name="motherQueenId" label={t('detail.mother')}>
              <Select>
                <MotherOptions
                  self={queen?.id}
                  recorded={
                    queen?.motherQueenId
                      ? { id: queen.motherQueenId, name: queen.motherName ?? t('detail.herMother') }
                      : undefined
                  }
                />
              </Select>
            </RegisteredField>
            {queen ? (
              <RegisteredField form={form} name="status" label={t('form.status')}>
                <Select>
                  {QUEEN_STATUSES.map((status) => (
                    <option key={status} value={status}>
                      {t(`status.${status}`)}
                    </option>
                  ))}
                </Select>
              </RegisteredField>
            ) : (
              <RegisteredField form={form} name="hiveId" label={t('form.headsHive')}>
                <HivePicker noneLabel={t('form.noHive')} />
              </RegisteredField>
            )}
          </div>
          <label className="flex min-h-11 cursor-pointer items-center gap-3 rounded-md border border-stone-200 px-3 text-sm text-stone-900 hover:bg-stone-50">
            <input type="checkbox" {...form.register('clipped')} className="size-5 accent-honey-700" />
            {t('detail.clipped')}
          </label>
          <RegisteredField form={form} name="notes" label={t('form.notes')}>
            <Textarea />
          </RegisteredField>
        </>
      )}
    </RecordForm>
  );
}
