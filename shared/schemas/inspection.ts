import * as z from 'zod';
import { VALIDATION } from '../messages';
import {
  DATED_CURSOR_PATTERN,
  calendarDateSchema,
  flag,
  optionalId,
  optionalChoice,
  optionalInteger,
  optionalText,
  pageLimit,
  ratingSchema,
  ratingWithDefault,
  offlineRecordFields,
  requiredDate,
  requiredId,
  textList,
  withClientId,
} from './common';
import { hiveSchema } from './hive';
import { INSPECTION_PHOTOS_MAX } from './upload';
import { VARROA_BOUNDS, VARROA_METHODS, VARROA_SAMPLE_BEES_DEFAULT } from '../domain/varroa';

/** Scores default to a middling 3; small hive beetle to 1 (none seen), as the inspection form starts. */
export const INSPECTION_DEFAULTS = {
  broodPattern: 3,
  temperament: 3,
  population: 3,
  foodStores: 3,
  smallHiveBeetle: 1,
} as const;

/** Suggestions for the diseases list; beekeepers may type anything else they see. */
export const COMMON_HIVE_DISEASES = [
  'American foulbrood',
  'European foulbrood',
  'Chalkbrood',
  'Sacbrood',
  'Nosema',
  'Deformed wing virus',
  'Varroa mites',
  'Wax moth',
] as const;

/**
 * Suggestions for the treatments list: the varroa treatments of ../notes/beekeeping-science.md (product labels and
 * SPCs cited there), a management method and feeding; beekeepers may type anything else they give.
 */
export const COMMON_HIVE_TREATMENTS = [
  'Oxalic acid',
  'Formic acid',
  'Apivar (amitraz)',
  'Apiguard (thymol)',
  'Apilife Var (thymol)',
  'Drone brood removal',
  'Sugar syrup',
  'Fondant',
  'Pollen patty',
] as const;

const LIST_MAX_ITEMS = 20;
const LIST_ITEM_MAX_LENGTH = 100;
const PHOTO_URL_MAX_LENGTH = 2048;

/** What the inspection form sends (POST /api/inspections). Photos are the URLs of files uploaded first. */
const inspectionFieldsSchema = z.object({
  hiveId: requiredId(VALIDATION.hiveRequired),
  inspectionDate: requiredDate(VALIDATION.dateRequired),
  queenSeen: flag('Queen seen'),
  queenCells: flag('Queen cells'),
  broodPattern: ratingWithDefault(INSPECTION_DEFAULTS.broodPattern),
  temperament: ratingWithDefault(INSPECTION_DEFAULTS.temperament),
  population: ratingWithDefault(INSPECTION_DEFAULTS.population),
  foodStores: ratingWithDefault(INSPECTION_DEFAULTS.foodStores),
  smallHiveBeetle: ratingWithDefault(INSPECTION_DEFAULTS.smallHiveBeetle),
  eggsPresent: flag('Eggs present'),
  openBrood: flag('Open brood'),
  cappedBrood: flag('Capped brood'),
  diseases: textList('diseases', LIST_MAX_ITEMS, LIST_ITEM_MAX_LENGTH),
  treatments: textList('treatments', LIST_MAX_ITEMS, LIST_ITEM_MAX_LENGTH),
  notes: optionalText(2000, 'Notes', 'many'),
  photos: z
    .array(z.string().trim().min(1).max(PHOTO_URL_MAX_LENGTH))
    .max(INSPECTION_PHOTOS_MAX, { error: VALIDATION.tooMany('photos', INSPECTION_PHOTOS_MAX) })
    .default([]),
  /** The varroa check: how the mites were counted (none when left out) and what was counted. */
  varroaMethod: optionalChoice(VARROA_METHODS, 'Varroa method').transform((method) => method ?? 'none'),
  varroaMites: optionalInteger(VARROA_BOUNDS.mites, VALIDATION.varroaMitesRange),
  varroaSampleBees: optionalInteger(VARROA_BOUNDS.sampleBees, VALIDATION.varroaSampleBeesRange),
  varroaBoardDays: optionalInteger(VARROA_BOUNDS.boardDays, VALIDATION.varroaBoardDaysRange),
});

type VarroaFields = Pick<
  z.output<typeof inspectionFieldsSchema>,
  'varroaMethod' | 'varroaMites' | 'varroaSampleBees' | 'varroaBoardDays'
>;

/**
 * The varroa fields must fit the method: a wash or a roll counts mites in a sample of bees (300 unless said), a
 * sticky board counts the mites dropped over some days, and no method means no count.
 */
function checkVarroaFields(fields: VarroaFields, context: z.RefinementCtx): void {
  const issue = (path: keyof VarroaFields, message: string) =>
    context.addIssue({ code: 'custom', path: [path], message });
  const { varroaMethod, varroaMites, varroaSampleBees, varroaBoardDays } = fields;
  if (varroaMethod === 'none') {
    if (varroaMites !== undefined) issue('varroaMethod', VALIDATION.varroaCountWithoutMethod);
    return;
  }
  if (varroaMethod === 'sticky_board') {
    if (varroaBoardDays === undefined) issue('varroaBoardDays', VALIDATION.varroaBoardDaysRequired);
    if (varroaSampleBees !== undefined) issue('varroaSampleBees', VALIDATION.varroaSampleBeesNotForBoard);
    return;
  }
  if (varroaBoardDays !== undefined) issue('varroaBoardDays', VALIDATION.varroaBoardDaysOnlyForBoard);
}

export const inspectionInputSchema = inspectionFieldsSchema
  .superRefine(checkVarroaFields)
  .transform((fields) =>
    fields.varroaMethod === 'alcohol_wash' || fields.varroaMethod === 'sugar_roll'
      ? { ...fields, varroaSampleBees: fields.varroaSampleBees ?? VARROA_SAMPLE_BEES_DEFAULT }
      : fields,
  );
export type InspectionInput = z.input<typeof inspectionInputSchema>;
export type ParsedInspectionInput = z.output<typeof inspectionInputSchema>;

/**
 * What POST /api/inspections takes: the form's fields and the id the app made for the inspection, if any
 * (`withClientId`).
 */
export const inspectionCreateSchema = withClientId(inspectionInputSchema);

/** An inspection as `GET /api/inspections` lists it (newest first). */
export const inspectionSchema = z.object({
  ...offlineRecordFields,
  hiveId: z.string(),
  hiveName: z.string(),
  inspectionDate: calendarDateSchema,
  queenSeen: z.boolean(),
  queenCells: z.boolean(),
  broodPattern: ratingSchema,
  temperament: ratingSchema,
  population: ratingSchema,
  foodStores: ratingSchema,
  smallHiveBeetle: ratingSchema,
  eggsPresent: z.boolean(),
  openBrood: z.boolean(),
  cappedBrood: z.boolean(),
  diseases: z.array(z.string()),
  treatments: z.array(z.string()),
  notes: z.string().nullable(),
  /** The keys of the inspection's photos in the uploads bucket, as saved. */
  photos: z.array(z.string()),
  varroaMethod: z.enum(VARROA_METHODS),
  varroaMites: z.number().nullable(),
  varroaSampleBees: z.number().nullable(),
  varroaBoardDays: z.number().nullable(),
});
export type Inspection = z.infer<typeof inspectionSchema>;

/** An inspection as the API answers it: its photos also as short-lived presigned GET URLs, in the same order. */
export const inspectionAnswerSchema = inspectionSchema.extend({ photoUrls: z.array(z.string()) });
export type InspectionAnswer = z.infer<typeof inspectionAnswerSchema>;

/** One hive as `GET /api/hives/{id}` answers it: with its latest inspection, null before the first. */
export const hiveWithLatestInspectionSchema = hiveSchema.extend({
  latestInspection: inspectionAnswerSchema.nullable(),
});
export type HiveWithLatestInspection = z.infer<typeof hiveWithLatestInspectionSchema>;

/** The query of `GET /api/inspections`: one hive's or all, a page of `limit` (20 unless said) after `cursor`. */
export const INSPECTION_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

/** A page cursor: the date and id of the last inspection of the page before (`2026-05-01_<ULID>`). */
export const INSPECTION_CURSOR_PATTERN = DATED_CURSOR_PATTERN;

export const inspectionListQuerySchema = z.object({
  hiveId: optionalId(),
  limit: pageLimit(INSPECTION_PAGE),
  cursor: z.string().regex(INSPECTION_CURSOR_PATTERN, { error: VALIDATION.invalidCursor }).optional(),
});
export type InspectionListQuery = z.output<typeof inspectionListQuerySchema>;
