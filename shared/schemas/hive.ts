import * as z from 'zod';
import { VALIDATION } from '../messages';
import {
  calendarDateSchema,
  optionalChoice,
  optionalInteger,
  optionalText,
  recordFields,
  requiredId,
  requiredText,
} from './common';
import { FRAME_COUNT, HIVE_STATUSES, HIVE_TYPES, QUEEN_AGE_MONTHS } from '../domain/hive';

/** What the create and edit forms send (POST /api/hives, PUT /api/hives/{id}). Queen age is in months. */
export const hiveInputSchema = z.object({
  name: requiredText(VALIDATION.nameRequired, 100, 'Name'),
  apiaryId: requiredId(VALIDATION.apiaryRequired),
  queenId: optionalText(50, 'Queen id'),
  queenAge: optionalInteger(QUEEN_AGE_MONTHS, VALIDATION.queenAgeRange),
  hiveType: optionalChoice(HIVE_TYPES, 'Hive type'),
  frameCount: optionalInteger(FRAME_COUNT, VALIDATION.frameCountRange),
  status: optionalChoice(HIVE_STATUSES, 'Status'),
  notes: optionalText(2000, 'Notes'),
});
export type HiveInput = z.input<typeof hiveInputSchema>;
export type ParsedHiveInput = z.output<typeof hiveInputSchema>;

/** A hive as `GET /api/hives` lists it: the form's fields plus what the server derives. */
export const hiveSchema = z.object({
  ...recordFields,
  name: z.string(),
  apiaryId: z.string(),
  apiaryName: z.string(),
  queenId: z.string().nullable(),
  queenAge: z.number().int().nullable(),
  hiveType: z.enum(HIVE_TYPES),
  frameCount: z.number().int(),
  notes: z.string().nullable(),
  status: z.enum(HIVE_STATUSES),
  healthStatus: z.string(),
  /** The inspectionDate of the hive's latest inspection. */
  lastInspectionDate: calendarDateSchema.nullable(),
});
export type Hive = z.infer<typeof hiveSchema>;
