import { toCalendarDate } from '@shared/rules/calendar';
import { INSPECTION_DEFAULTS, type InspectionAnswer, type InspectionInput } from '@shared/schemas/inspection';
import type { InspectionDraftFields } from '@shared/schemas/inspection-draft';
import { WithHives } from '@/components/with-hives';
import { versionOf } from '@/lib/offline/queued-write';
import { useCreateInspection } from '../api/create-inspection';
import { DraftReviewContext, useDraftReview } from '../hooks/use-draft-review';
import { voiceInspectionMessages } from '../voice-messages';
import { useUpdateInspection } from '../api/update-inspection';
import { InspectionForm } from './inspection-form';
import { useMessages } from '@/lib/i18n/catalog';
import { inspectionMessages } from '../messages';

/**
 * The record dialog's form: today, the asked-for hive (or the only one; the server answers 404 for a hive that
 * isn't the beekeeper's), and the spec's default scores.
 */
export function CreateInspectionForm({
  hiveId,
  startWithPhotos = false,
}: {
  hiveId?: string | undefined;
  startWithPhotos?: boolean;
}) {
  const createInspection = useCreateInspection();
  const t = useMessages(inspectionMessages);
  return (
    <WithHives noHives={t('form.noHives')}>
      {(onlyHive) => (
        <InspectionForm
          defaultValues={newInspectionValues(hiveId ?? onlyHive?.id ?? '')}
          initialPhotos={[]}
          startWithPhotos={startWithPhotos}
          withTodaysAdvice
          save={(input, photosOnDevice) => createInspection.mutateAsync({ input, photosOnDevice })}
        />
      )}
    </WithHives>
  );
}

/**
 * A drafted inspection under review (the dictation dialog's Review): a new inspection of the hive, filled with the
 * draft's values, each filled field marked with the words it came from; it isn't saved until the beekeeper confirms
 * every one. `onSaved` is told once it is saved, or kept on the device to send.
 */
export function ReviewDraftForm({
  hiveId,
  fields,
  onSaved,
}: {
  hiveId: string;
  fields: InspectionDraftFields;
  onSaved: () => void;
}) {
  const createInspection = useCreateInspection();
  const review = useDraftReview(fields);
  const t = useMessages(voiceInspectionMessages);
  return (
    <DraftReviewContext value={review}>
      <InspectionForm
        defaultValues={draftedValues(newInspectionValues(hiveId), fields)}
        initialPhotos={[]}
        withTodaysAdvice
        blockedBy={review.waiting > 0 ? t('mark.waiting', { count: review.waiting }) : undefined}
        save={async (input, photosOnDevice) => {
          const saved = await createInspection.mutateAsync({ input, photosOnDevice });
          onSaved();
          return saved;
        }}
      />
    </DraftReviewContext>
  );
}

/** The edit dialog's form, prefilled with the inspection as recorded. */
export function EditInspectionForm({ inspection }: { inspection: InspectionAnswer }) {
  const updateInspection = useUpdateInspection();
  const t = useMessages(inspectionMessages);
  return (
    <WithHives noHives={t('form.noHives')}>
      {() => (
        <InspectionForm
          defaultValues={recordedValues(inspection)}
          hiveName={inspection.hiveName}
          initialPhotos={inspection.photos.map((key, index) => ({ key, url: inspection.photoUrls[index] ?? '' }))}
          save={(input, photosOnDevice) =>
            updateInspection.mutateAsync({ id: inspection.id, version: versionOf(inspection), input, photosOnDevice })
          }
        />
      )}
    </WithHives>
  );
}

/** Ratings are radio values, so text. */
const rating = (value: number) => String(value);

function newInspectionValues(hiveId: string): InspectionInput {
  return {
    hiveId,
    inspectionDate: toCalendarDate(new Date()),
    queenSeen: false,
    queenCells: false,
    eggsPresent: false,
    openBrood: false,
    cappedBrood: false,
    broodPattern: rating(INSPECTION_DEFAULTS.broodPattern),
    temperament: rating(INSPECTION_DEFAULTS.temperament),
    population: rating(INSPECTION_DEFAULTS.population),
    foodStores: rating(INSPECTION_DEFAULTS.foodStores),
    smallHiveBeetle: rating(INSPECTION_DEFAULTS.smallHiveBeetle),
    diseases: [],
    treatments: [],
    notes: '',
    photos: [],
    varroaMethod: 'none',
    varroaMites: '',
    varroaSampleBees: '',
    varroaBoardDays: '',
  };
}

const numberText = (value: number | null) => (value === null ? '' : String(value));

/** A new inspection's values with what a draft filled in, each as the form holds it (ratings and counts as text). */
function draftedValues(values: InspectionInput, fields: InspectionDraftFields): InspectionInput {
  const filled = { ...values };
  for (const [name, drafted] of Object.entries(fields)) {
    if (!drafted) continue;
    const { value } = drafted as { value: unknown };
    (filled as Record<string, unknown>)[name] = typeof value === 'number' ? String(value) : value;
  }
  return filled;
}

function recordedValues(inspection: InspectionAnswer): InspectionInput {
  return {
    hiveId: inspection.hiveId,
    inspectionDate: inspection.inspectionDate,
    queenSeen: inspection.queenSeen,
    queenCells: inspection.queenCells,
    eggsPresent: inspection.eggsPresent,
    openBrood: inspection.openBrood,
    cappedBrood: inspection.cappedBrood,
    broodPattern: rating(inspection.broodPattern),
    temperament: rating(inspection.temperament),
    population: rating(inspection.population),
    foodStores: rating(inspection.foodStores),
    smallHiveBeetle: rating(inspection.smallHiveBeetle),
    diseases: inspection.diseases,
    treatments: inspection.treatments,
    notes: inspection.notes ?? '',
    photos: inspection.photos,
    varroaMethod: inspection.varroaMethod,
    varroaMites: numberText(inspection.varroaMites),
    varroaSampleBees: numberText(inspection.varroaSampleBees),
    varroaBoardDays: numberText(inspection.varroaBoardDays),
  };
}
