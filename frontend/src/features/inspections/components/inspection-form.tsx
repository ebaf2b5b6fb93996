import { useWatch, type UseFormReturn } from 'react-hook-form';
import { toCalendarDate } from '@shared/rules/calendar';
import {
  COMMON_HIVE_DISEASES,
  COMMON_HIVE_TREATMENTS,
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
import { AdviceForApiary } from './inspection-advice';
import { PhotoField } from './photo-field';
import { RatingField, type RatingName } from './rating-field';
import { TagField } from './tag-field';
import { VarroaFields } from './varroa-fields';

const FINDINGS: readonly { name: FindingName; label: string }[] = [
  { name: 'queenSeen', label: 'Queen seen' },
  { name: 'queenCells', label: 'Queen cells' },
  { name: 'eggsPresent', label: 'Eggs' },
  { name: 'openBrood', label: 'Open brood' },
  { name: 'cappedBrood', label: 'Capped brood' },
];

/** The five ratings, with what each end of the 1-5 scale means to a beekeeper. */
const RATINGS: readonly { name: RatingName; label: string; ends: readonly [string, string] }[] = [
  { name: 'broodPattern', label: 'Brood pattern', ends: ['spotty', 'solid'] },
  { name: 'temperament', label: 'Temperament', ends: ['defensive', 'calm'] },
  { name: 'population', label: 'Population', ends: ['weak', 'strong'] },
  { name: 'foodStores', label: 'Food stores', ends: ['none', 'plenty'] },
  { name: 'smallHiveBeetle', label: 'Small hive beetle', ends: ['none seen', 'many'] },
];

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
  save,
}: InspectionFormProps) {
  const uploads = usePhotoUploads(initialPhotos);
  return (
    <RecordForm
      schema={inspectionInputSchema}
      defaultValues={defaultValues}
      save={async (values) => {
        const { keys, onDevice } = await uploads.settled();
        return save({ ...values, photos: keys }, onDevice);
      }}
    >
      {(form) => (
        <>
          <div className="grid gap-4 sm:grid-cols-2">
            <RegisteredField form={form} name="hiveId" label="Hive">
              <HivePicker noneLabel="Select a hive" chosen={defaultValues.hiveId} chosenName={hiveName} />
            </RegisteredField>
            <RegisteredField form={form} name="inspectionDate" label="Date">
              <Input type="date" />
            </RegisteredField>
          </div>
          {withTodaysAdvice && <TodaysAdvice form={form} />}
          <fieldset className="flex min-w-0 flex-col gap-2">
            <legend className="mb-1.5 text-sm font-medium text-stone-800">What you saw</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
              {FINDINGS.map(({ name, label }) => (
                <CheckboxField key={name} form={form} name={name} label={label} />
              ))}
            </div>
          </fieldset>
          {RATINGS.map(({ name, label, ends }) => (
            <RatingField key={name} form={form} name={name} label={label} ends={ends} />
          ))}
          <TagField
            form={form}
            name="diseases"
            label="Diseases seen"
            suggestions={COMMON_HIVE_DISEASES}
            placeholder="Type a disease and press Enter"
          />
          <TagField
            form={form}
            name="treatments"
            label="Treatments given"
            suggestions={COMMON_HIVE_TREATMENTS}
            placeholder="Type a treatment and press Enter"
          />
          <VarroaFields form={form} />
          <RegisteredField form={form} name="notes" label="Notes">
            <Textarea />
          </RegisteredField>
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
