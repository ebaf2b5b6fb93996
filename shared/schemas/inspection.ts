import * as z from 'zod';
import { VALIDATION } from '../messages';
import {
  calendarDateSchema,
  flag,
  optionalText,
  ratingSchema,
  ratingWithDefault,
  recordFields,
  requiredDate,
  requiredId,
  textList,
} from './common';
import { INSPECTION_PHOTOS_MAX } from './upload';

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

const LIST_MAX_ITEMS = 20;
const LIST_ITEM_MAX_LENGTH = 100;
const PHOTO_URL_MAX_LENGTH = 2048;

/** What the inspection form sends (POST /api/inspections). Photos are the URLs of files uploaded first. */
export const inspectionInputSchema = z.object({
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
  notes: optionalText(2000, 'Notes'),
  photos: z
    .array(z.string().trim().min(1).max(PHOTO_URL_MAX_LENGTH))
    .max(INSPECTION_PHOTOS_MAX, { error: VALIDATION.tooMany('photos', INSPECTION_PHOTOS_MAX) })
    .default([]),
});
export type InspectionInput = z.input<typeof inspectionInputSchema>;
export type ParsedInspectionInput = z.output<typeof inspectionInputSchema>;

/** An inspection as `GET /api/inspections` lists it (newest first). */
export const inspectionSchema = z.object({
  ...recordFields,
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
  photos: z.array(z.string()),
});
export type Inspection = z.infer<typeof inspectionSchema>;
