import { useWatch, type UseFormReturn } from 'react-hook-form';
import { toCalendarDate } from '@shared/rules/calendar';
import {
  inspectionInputSchema,
  type InspectionAnswer,
  type InspectionInput,
  type ParsedInspectionInput,
} from '@shared/schemas/inspection';
import { useHive } from '@/api/get-hive';
import { HivePicker } from '@/components/hive-picker';
import { RecordForm } from '@/components/record-form';
import { RegisteredField } from '@/components/registered-field';
import type { QueuedWrite } from '@/lib/offline/queued-write';
import { Input, Textarea } from '@/components/ui/input';
import { usePhotoUploads } from '../hooks/use-photo-uploads';
import { CheckboxField, type FindingName } from './checkbox-field';
import { use } from 'react';
import { DraftReviewContext } from '../hooks/use-draft-review';
import { ConfirmOnEdit, DraftMark } from './draft-mark';
import { AdviceForApiary } from './inspection-advice';
import { PhotoField } from './photo-field';
import { RatingField, type RatingName } from './rating-field';
import { TagField } from './tag-field';
import { VarroaFields } from './varroa-fields';
import { useMessages } from '@/lib/i18n/catalog';
import { inspectionMessages } from '../messages';
import { useInspectionSuggestions } from '../suggestion-messages';

const FINDINGS: readonly FindingName[] = ['queenSeen', 'queenCells', 'eggsPresent', 'openBrood', 'cappedBrood'];

/** The five ratings; the catalogue says what each end of the 1-5 scale means to a beekeeper (`rating.<name>.low`). */
const RATINGS: readonly RatingName[] = ['broodPattern', 'temperament', 'population', 'foodStores', 'smallHiveBeetle'];

/** The varroa check's fields a draft may fill, marked together under the check. */
const VARROA_FIELDS = [
  ['varroaMethod', 'varroa.method'],
  ['varroaMites', 'varroa.mites'],
  ['varroaSampleBees', 'varroa.sampleBees'],
  ['varroaBoardDays', 'varroa.boardDays'],
] as const;

interface InspectionFormProps {
  defaultValues: InspectionInput;
  /** The name of the hive of an inspection being edited, shown before the hive picker's page loads. */
  hiveName?: string | undefined;
  /** The photos the inspection already has (editing), with URLs to show them. */
  initialPhotos: readonly { key: string; url: string }[];
  /** The dialog was opened to add photos: the picker is focused and opened. */
  startWithPhotos?: boolean;
  /** A new inspection: today's advice for the chosen hive's apiary shows under the hive, while the day is today. */
  withTodaysAdvice?: boolean;
  /** Why the inspection can't be saved yet: a draft's fields still waiting for the beekeeper (`ReviewDraftForm`). */
  blockedBy?: string | undefined;
  /** The inspection's create or update mutation. */
  save: (input: ParsedInspectionInput, photosOnDevice: readonly Blob[]) => Promise<InspectionAnswer | QueuedWrite>;
}

/**
 * The fields of an inspection, checked with the API's own schema (so its messages): the hive and day, what was
 * seen, the five ratings, diseases and treatments, the varroa check, notes and photos. Saving waits for photos still
 * uploading, then sends the keys of those that made it.
 */
export function InspectionForm({
  defaultValues,
  hiveName,
  initialPhotos,
  startWithPhotos = false,
  withTodaysAdvice = false,
  blockedBy,
  save,
}: InspectionFormProps) {
  const uploads = usePhotoUploads(initialPhotos);
  const t = useMessages(inspectionMessages);
  const suggestions = useInspectionSuggestions();
  // A draft under review (`ReviewDraftForm`): its fields are marked, and a hand edit confirms one.
  const review = use(DraftReviewContext);
  return (
    <RecordForm
      schema={inspectionInputSchema}
      defaultValues={defaultValues}
      save={async (values) => {
        const { keys, onDevice } = await uploads.settled();
        return save({ ...values, photos: keys }, onDevice);
      }}
      blockedBy={blockedBy}
    >
      {(form) => (
        <>
          {review && <ConfirmOnEdit form={form} />}
          <div className="grid gap-4 sm:grid-cols-2">
            <RegisteredField form={form} name="hiveId" label={t('form.hive')}>
              <HivePicker noneLabel={t('form.selectHive')} chosen={defaultValues.hiveId} chosenName={hiveName} />
            </RegisteredField>
            <RegisteredField form={form} name="inspectionDate" label={t('form.date')}>
              <Input type="date" />
            </RegisteredField>
          </div>
          {withTodaysAdvice && <TodaysAdvice form={form} />}
          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="mb-1.5 text-sm font-medium text-stone-800">{t('form.whatYouSaw')}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {FINDINGS.map((name) => (
                <CheckboxField key={name} form={form} name={name} label={t(`finding.${name}`)} />
              ))}
            </div>
            {FINDINGS.map((name) => (
              <DraftMark key={name} field={name} label={t(`finding.${name}`)} />
            ))}
          </fieldset>
          {RATINGS.map((name) => (
            <div key={name} className="flex flex-col gap-2">
              <RatingField
                form={form}
                name={name}
                label={t(`rating.${name}`)}
                ends={[t(`rating.${name}.low`), t(`rating.${name}.high`)]}
              />
              <DraftMark field={name} label={t(`rating.${name}`)} />
            </div>
          ))}
          <TagField
            form={form}
            name="diseases"
            label={t('form.diseases')}
            commonLabel={t('form.diseasesCommon')}
            suggestions={suggestions.diseases}
            placeholder={t('form.diseasesPlaceholder')}
          />
          <DraftMark field="diseases" label={t('form.diseases')} />
          <TagField
            form={form}
            name="treatments"
            label={t('form.treatments')}
            commonLabel={t('form.treatmentsCommon')}
            suggestions={suggestions.treatments}
            placeholder={t('form.treatmentsPlaceholder')}
          />
          <DraftMark field="treatments" label={t('form.treatments')} />
          <VarroaFields form={form} />
          {VARROA_FIELDS.map(([name, label]) => (
            <DraftMark key={name} field={name} label={t(label)} />
          ))}
          <RegisteredField form={form} name="notes" label={t('form.notes')}>
            <Textarea />
          </RegisteredField>
          <DraftMark field="notes" label={t('form.notes')} />
          <PhotoField
            uploads={uploads}
            error={form.getFieldState('photos', form.formState).error?.message}
            autoOpen={startWithPhotos}
          />
        </>
      )}
    </RecordForm>
  );
}

/** The advice for the chosen hive's apiary, while the inspection is dated today. */
function TodaysAdvice({ form }: { form: UseFormReturn<InspectionInput, unknown, ParsedInspectionInput> }) {
  const [hiveId, inspectionDate] = useWatch({ control: form.control, name: ['hiveId', 'inspectionDate'] });
  const hive = useHive(hiveId || undefined);
  if (inspectionDate !== toCalendarDate(new Date())) return null;
  return <AdviceForApiary apiaryId={hive.data?.apiaryId} />;
}
