import { z } from 'zod';
import { VALIDATION } from '../messages';
import {
  blankToUndefined,
  calendarDateSchema,
  optionalChoice,
  optionalInteger,
  optionalText,
  recordFields,
  requiredId,
  requiredText,
} from './common';

export const HIVE_TYPES = ['langstroth', 'top_bar', 'warre'] as const;
export type HiveType = (typeof HIVE_TYPES)[number];

/** Hive status: active colonies count towards the dashboard; the others are kept for the record. */
export const HIVE_STATUSES = ['active', 'inactive', 'dead', 'sold', 'combined'] as const;
export type HiveStatus = (typeof HIVE_STATUSES)[number];

export const HIVE_DEFAULTS = { hiveType: 'langstroth', frameCount: 10, status: 'active' } as const satisfies {
  hiveType: HiveType;
  frameCount: number;
  status: HiveStatus;
};

/** Shown as a hive's health until its first inspection gives it a label. */
export const HIVE_HEALTH_NOT_INSPECTED = 'Not inspected';

/** What the create and edit forms send (POST /api/hives, PUT /api/hives/{id}). Queen age is in months. */
export const hiveInputSchema = z.object({
  name: requiredText(VALIDATION.nameRequired, 100, 'Name'),
  apiaryId: requiredId(VALIDATION.apiaryRequired),
  queenId: optionalText(50, 'Queen id'),
  queenAge: optionalInteger(0, 240, VALIDATION.queenAgeWhole),
  hiveType: z.preprocess(blankToUndefined, z.enum(HIVE_TYPES, { error: VALIDATION.hiveTypeInvalid }).optional()),
  frameCount: optionalInteger(1, 100, VALIDATION.frameCountRange),
  status: optionalChoice(HIVE_STATUSES, 'Status'),
  notes: optionalText(2000, 'Notes'),
});
export type HiveInput = z.input<typeof hiveInputSchema>;
export type ParsedHiveInput = z.infer<typeof hiveInputSchema>;

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
