import { useId, useState, type FormEvent } from 'react';
import { READING_FILE_FORMATS, SCALE_KINDS, type ReadingFileFormat, type ScaleKind } from '@shared/domain/hive-scales';
import {
  hiveScaleInputSchema,
  hiveScaleUpdateSchema,
  readingImportSchema,
  type HiveScale,
  type HiveScaleSecret,
  type ReadingImportAnswer,
} from '@shared/schemas/hive-scale';
import { Button } from '@/components/ui/button';
import { DialogBody, DialogClose, DialogFooter } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input, Select } from '@/components/ui/input';
import { commonMessages } from '@/components/messages';
import { useOnline } from '@/hooks/use-online';
import { isApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/catalog';
import { toastError, toastSuccess } from '@/lib/outcome-toasts';
import { useMessageText } from '@/lib/i18n/use-message-text';
import { useCreateHiveScale, useImportHiveScaleReadings, useUpdateHiveScale } from '../api/hive-scales';
import { hiveScalesMessages } from '../messages';

/** Each field's first message, from the schema's check or the API's 400, by the field's first path segment. */
type FieldErrors = Partial<Record<string, string>>;

function firstMessages(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

/** A 400's field messages (`errors` of the API's answer), or null for any other failure. */
function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!isApiError(error, 400) || !error.body?.errors) return null;
  return Object.fromEntries(Object.entries(error.body.errors).map(([field, messages]) => [field, messages[0]]));
}

/** A number field's value, or undefined while it is empty. */
const numberOf = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** A weight or calibration field: any decimal, the phone's number pad with its decimal point. */
const DECIMAL_FIELD = { type: 'number', inputMode: 'decimal', step: 'any' } as const;

interface ScaleFormProps {
  hiveId: string;
  /** The scale edited; a new one without. */
  scale?: HiveScale;
  /** A new scale made, with its secret to show. */
  onCreated?: (made: HiveScaleSecret) => void;
  onDone: () => void;
}

/**
 * A scale's name, how it sends its readings (fixed once made) and a BEEP base's calibration, checked with the API's
 * own schema and sent online only (a new one's secret is shown once; a scale has no version for the outbox to check
 * an edit against); an edit keeps its hive and kind.
 */
export function ScaleForm({ hiveId, scale, onCreated, onDone }: ScaleFormProps) {
  const t = useMessages(hiveScalesMessages);
  const common = useMessages(commonMessages);
  const online = useOnline();
  const create = useCreateHiveScale(hiveId);
  const update = useUpdateHiveScale(hiveId);
  const [name, setName] = useState(scale?.name ?? '');
  const [kind, setKind] = useState<ScaleKind>(scale?.kind ?? 'beep-base');
  const [offset, setOffset] = useState(scale?.calibration ? String(scale.calibration.offset) : '');
  const [kgPerUnit, setKgPerUnit] = useState(scale?.calibration ? String(scale.calibration.kgPerUnit) : '');
  const [emptyHiveKg, setEmptyHiveKg] = useState(scale?.emptyHiveKg === undefined ? '' : String(scale.emptyHiveKg));
  const emptyHiveHintId = useId();
  const [errors, setErrors] = useState<FieldErrors>({});
  const pending = create.isPending || update.isPending;
  const offlineId = useId();

  async function submit(event: FormEvent) {
    event.preventDefault();
    const calibrationNumbers = { offset: numberOf(offset), kgPerUnit: numberOf(kgPerUnit) };
    // Left empty, the calibration is missing (the schema's message), not two numbers wrong.
    const calibration =
      kind === 'beep-base' && (calibrationNumbers.offset !== undefined || calibrationNumbers.kgPerUnit !== undefined)
        ? calibrationNumbers
        : undefined;
    const empty = numberOf(emptyHiveKg);
    // Cleared on an edit, the empty-hive weight is forgotten (null); on a new scale it is simply not given.
    const checked = scale
      ? { edit: hiveScaleUpdateSchema.safeParse({ name, calibration, emptyHiveKg: empty ?? null }) }
      : { add: hiveScaleInputSchema.safeParse({ hiveId, name, kind, calibration, emptyHiveKg: empty }) };
    const issues = (checked.edit ?? checked.add)?.error?.issues;
    if (issues) {
      setErrors(firstMessages(issues));
      return;
    }
    setErrors({});
    try {
      if (scale && checked.edit?.success) {
        await update.mutateAsync({ id: scale.id, update: checked.edit.data });
        toastSuccess(t('saved'));
        onDone();
      } else if (checked.add?.success) {
        onCreated?.(await create.mutateAsync({ ...checked.add.data, hiveId, kind }));
      }
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) setErrors(fieldErrors);
      else toastError((isApiError(error) && error.serverMessage) || t('saveFailed'));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-col gap-4">
      <DialogBody className="flex flex-col gap-4">
        <FormField label={t('field.name')} error={errors.name}>
          <Input value={name} maxLength={100} onChange={(event) => setName(event.target.value)} />
        </FormField>
        {!scale && (
          <FormField label={t('field.kind')} error={errors.kind}>
            <Select value={kind} onChange={(event) => setKind(event.target.value as ScaleKind)}>
              {SCALE_KINDS.map((option) => (
                <option key={option} value={option}>
                  {t(`kind.${option}`)}
                </option>
              ))}
            </Select>
          </FormField>
        )}
        {kind === 'beep-base' && (
          <fieldset className="flex flex-col gap-3">
            <p className="text-xs text-stone-600">{t('calibration.hint')}</p>
            <div className="grid gap-3 sm:grid-cols-2">
              <FormField label={t('field.offset')} error={errors.calibration}>
                <Input {...DECIMAL_FIELD} value={offset} onChange={(event) => setOffset(event.target.value)} />
              </FormField>
              <FormField label={t('field.kgPerUnit')}>
                <Input {...DECIMAL_FIELD} value={kgPerUnit} onChange={(event) => setKgPerUnit(event.target.value)} />
              </FormField>
            </div>
          </fieldset>
        )}
        <FormField label={t('field.emptyHiveKg')} error={errors.emptyHiveKg}>
          <Input
            {...DECIMAL_FIELD}
            value={emptyHiveKg}
            aria-describedby={emptyHiveHintId}
            onChange={(event) => setEmptyHiveKg(event.target.value)}
          />
        </FormField>
        <p id={emptyHiveHintId} className="-mt-2 text-xs text-stone-600">
          {t('emptyHiveKg.hint')}
        </p>
        {!online && (
          <p id={offlineId} role="status" className="text-sm text-stone-700">
            {t(scale ? 'edit.offline' : 'offline')}
          </p>
        )}
      </DialogBody>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{common('cancel')}</Button>
        </DialogClose>
        <Button type="submit" disabled={pending || !online} aria-describedby={online ? undefined : offlineId}>
          {pending ? (scale ? t('saving') : t('adding')) : scale ? t('save') : t('add')}
        </Button>
      </DialogFooter>
    </form>
  );
}

interface ImportReadingsFormProps {
  hiveId: string;
  scale: HiveScale;
  onDone: () => void;
}

/**
 * A file of the scale's readings, read as text here and sent with its format (and a HiveScale's channel); the
 * answer is said in words, and readings already there are counted, not added twice.
 */
export function ImportReadingsForm({ hiveId, scale, onDone }: ImportReadingsFormProps) {
  const t = useMessages(hiveScalesMessages);
  const common = useMessages(commonMessages);
  const say = useMessageText();
  const online = useOnline();
  const importReadings = useImportHiveScaleReadings(hiveId);
  const [file, setFile] = useState<File>();
  const [format, setFormat] = useState<ReadingFileFormat>('hivekeeper-csv');
  const [channel, setChannel] = useState<1 | 2>(1);
  const [reading, setReading] = useState(false);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [answer, setAnswer] = useState<ReadingImportAnswer>();
  const [failure, setFailure] = useState<string>();
  const working = reading || importReadings.isPending;

  async function submit(event: FormEvent) {
    event.preventDefault();
    setAnswer(undefined);
    setFailure(undefined);
    setReading(true);
    const text = file ? await file.text() : '';
    setReading(false);
    const checked = readingImportSchema.safeParse({
      format,
      text,
      ...(format === 'hivescale-ndjson' ? { channel } : {}),
    });
    if (!checked.success) {
      setErrors(firstMessages(checked.error.issues));
      return;
    }
    setErrors({});
    try {
      setAnswer(await importReadings.mutateAsync({ id: scale.id, file: checked.data }));
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) setErrors(fieldErrors);
      else setFailure((isApiError(error) && error.serverMessage) || t('import.failed'));
    }
  }

  return (
    <form noValidate onSubmit={(event) => void submit(event)} className="flex min-h-0 flex-col gap-4">
      <DialogBody className="flex flex-col gap-4">
        <FormField label={t('import.file')} error={errors.text}>
          <Input
            type="file"
            accept=".csv,.ndjson,.json,.txt,text/csv,application/x-ndjson"
            onChange={(event) => setFile(event.target.files?.[0])}
          />
        </FormField>
        <FormField
          label={t('import.format')}
          error={errors.format}
          hint={format === 'hivekeeper-csv' ? t('import.hivekeeperHint') : undefined}
        >
          <Select value={format} onChange={(event) => setFormat(event.target.value as ReadingFileFormat)}>
            {READING_FILE_FORMATS.map((option) => (
              <option key={option} value={option}>
                {t(`format.${option}`)}
              </option>
            ))}
          </Select>
        </FormField>
        {format === 'hivescale-ndjson' && (
          <FormField label={t('import.channel')} error={errors.channel}>
            <Select value={channel} onChange={(event) => setChannel(Number(event.target.value) as 1 | 2)}>
              {([1, 2] as const).map((option) => (
                <option key={option} value={option}>
                  {t('channel', { channel: option })}
                </option>
              ))}
            </Select>
          </FormField>
        )}
        <div aria-live="polite" className="text-sm">
          {working && <p className="text-stone-700">{t('importing')}</p>}
          {answer && (
            <p className="font-medium text-stone-900">
              {t('import.answer', { added: answer.added, alreadyThere: answer.alreadyThere, skipped: answer.skipped })}
            </p>
          )}
        </div>
        {failure && (
          <p role="alert" className="text-sm text-red-700">
            {say(failure)}
          </p>
        )}
        {!online && (
          <p role="status" className="text-sm text-stone-700">
            {t('import.offline')}
          </p>
        )}
      </DialogBody>
      <DialogFooter>
        {answer ? (
          <Button onClick={onDone}>{t('done')}</Button>
        ) : (
          <>
            <DialogClose asChild>
              <Button variant="outline">{common('cancel')}</Button>
            </DialogClose>
            <Button type="submit" disabled={working || !online}>
              {working ? t('importing') : t('import.send')}
            </Button>
          </>
        )}
      </DialogFooter>
    </form>
  );
}
