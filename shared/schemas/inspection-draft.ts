/**
 * What a voice inspection's draft route takes and answers (POST /api/inspection-drafts): a transcript of what the
 * beekeeper said at one apiary, and a draft per hive they spoke of, each filled field with the words it came from.
 */
import * as z from 'zod';
import { INSPECTION_DRAFTERS, TRANSCRIPT_MAX_LENGTH } from '../domain/inspection-drafts';
import { VARROA_BOUNDS, VARROA_METHODS } from '../domain/varroa';
import { LOCALES } from '../i18n/locales';
import { APIARY_VALIDATION } from '../messages/apiaries';
import { INSPECTION_DRAFT_VALIDATION } from '../messages/inspection-drafts';
import { ratingSchema, requiredId, requiredText } from './common';

/** The words of the transcript a field was filled from, shown beside the field until the beekeeper confirms it. */
const evidenceSchema = z.string().trim().min(1).max(500);

/** One filled field: its value in the inspection form's terms and the words it came from. Left out when not said. */
function drafted<T extends z.ZodType>(value: T) {
  return z.object({ value, evidence: evidenceSchema }).optional();
}

const wholeNumber = ({ min, max }: { min: number; max: number }) => z.int().min(min).max(max);
const listOfNames = z.array(z.string().trim().min(1).max(100)).max(20);

/**
 * A drafted inspection's fields, each as the inspection form takes it (`inspectionInputSchema`), none required: a
 * drafter fills only what was said ("be conservative: unknown is left out").
 */
export const inspectionDraftFieldsSchema = z.object({
  queenSeen: drafted(z.boolean()),
  queenCells: drafted(z.boolean()),
  eggsPresent: drafted(z.boolean()),
  openBrood: drafted(z.boolean()),
  cappedBrood: drafted(z.boolean()),
  broodPattern: drafted(ratingSchema),
  temperament: drafted(ratingSchema),
  population: drafted(ratingSchema),
  foodStores: drafted(ratingSchema),
  smallHiveBeetle: drafted(ratingSchema),
  varroaMethod: drafted(z.enum(VARROA_METHODS)),
  varroaMites: drafted(wholeNumber(VARROA_BOUNDS.mites)),
  varroaSampleBees: drafted(wholeNumber(VARROA_BOUNDS.sampleBees)),
  varroaBoardDays: drafted(wholeNumber(VARROA_BOUNDS.boardDays)),
  diseases: drafted(listOfNames),
  treatments: drafted(listOfNames),
  notes: drafted(z.string().trim().min(1).max(2000)),
});
export type InspectionDraftFields = z.infer<typeof inspectionDraftFieldsSchema>;

/** One hive's draft: null `hiveId` when the words named no hive of the apiary (the beekeeper picks it). */
export const hiveInspectionDraftSchema = z.object({
  hiveId: z.string().nullable(),
  fields: inspectionDraftFieldsSchema,
});
export type HiveInspectionDraft = z.infer<typeof hiveInspectionDraftSchema>;

export const inspectionDraftRequestSchema = z.object({
  apiaryId: requiredId(APIARY_VALIDATION.apiaryRequired),
  transcript: requiredText(INSPECTION_DRAFT_VALIDATION.transcriptRequired, TRANSCRIPT_MAX_LENGTH, 'Transcript', 'many'),
  /** The language the beekeeper spoke in (the speech recogniser's); their profile's language when left out. */
  locale: z.enum(LOCALES).optional(),
});
export type InspectionDraftRequest = z.input<typeof inspectionDraftRequestSchema>;

export const inspectionDraftAnswerSchema = z.object({
  drafter: z.enum(INSPECTION_DRAFTERS),
  /** In the order the hives were spoken of. Empty when nothing in the words could be placed in an inspection. */
  drafts: z.array(hiveInspectionDraftSchema),
  /** How many more drafts the beekeeper may ask for today (`INSPECTION_DRAFTS_PER_DAY`). */
  remainingToday: z.int().min(0),
});
export type InspectionDraftAnswer = z.infer<typeof inspectionDraftAnswerSchema>;
