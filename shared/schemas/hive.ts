import * as z from 'zod';
import { VALIDATION } from '../messages';
import {
  blankToUndefined,
  calendarDateSchema,
  optionalChoice,
  optionalId,
  optionalInteger,
  optionalText,
  pageLimit,
  offlineRecordFields,
  optionalDate,
  requiredId,
  requiredText,
  type TextField,
  ULID_PATTERN,
  whenFieldsValid,
} from './common';
import { FRAME_COUNT, HIVE_PAGE, HIVE_STATUSES, HIVE_TYPES, QUEEN_AGE_MONTHS, QUEEN_MARKINGS } from '../domain/hive';
import { isPossibleIntroduction } from '../rules/queen-age';
import { VARROA_METHODS } from '../domain/varroa';
import { COLONY_END_REASONS } from '../domain/colony';

/** A month (`2025-06`) or a day (`2025-06-14`) of a real calendar. */
const QUEEN_INTRODUCTION_PATTERN = /^\d{4}-(0[1-9]|1[0-2])(-\d{2})?$/;

/** When the queen was introduced, a month or a day; blank means not known. */
const queenIntroducedOn = z.preprocess(
  (value: TextField) => blankToUndefined(typeof value === 'string' ? value.trim() : value),
  z
    .string({ error: VALIDATION.queenIntroducedInvalid })
    .regex(QUEEN_INTRODUCTION_PATTERN, { error: VALIDATION.queenIntroducedInvalid, abort: true })
    .refine((value) => value.length === 7 || calendarDateSchema.safeParse(value).success, {
      error: VALIDATION.queenIntroducedInvalid,
      abort: true,
    })
    .refine((value) => isPossibleIntroduction(value, new Date()), { error: VALIDATION.queenIntroducedRange })
    .optional(),
);

/**
 * What the create and edit forms send (POST /api/hives, PUT /api/hives/{id}). The queen's age is given either as
 * the date she was introduced (`queenIntroducedOn`) or, as the spec's form has it, as her age in months today
 * (`queenAge`), which the server stores as the month she was introduced; never both.
 */
export const hiveInputSchema = z
  .object({
    name: requiredText(VALIDATION.nameRequired, 100, 'Name'),
    apiaryId: requiredId(VALIDATION.apiaryRequired),
    queenId: optionalText(50, 'Queen id'),
    queenIntroducedOn,
    queenAge: optionalInteger(QUEEN_AGE_MONTHS, VALIDATION.queenAgeRange),
    queenMarking: optionalChoice(QUEEN_MARKINGS, 'Queen marking'),
    hiveType: optionalChoice(HIVE_TYPES, 'Hive type'),
    frameCount: optionalInteger(FRAME_COUNT, VALIDATION.frameCountRange),
    status: optionalChoice(HIVE_STATUSES, 'Status'),
    /** Since when the beekeeper has kept the colony (winter losses count from it); a new hive: today. */
    startedOn: optionalDate(),
    notes: optionalText(2000, 'Notes', 'many'),
  })
  .refine((hive) => hive.queenIntroducedOn === undefined || hive.queenAge === undefined, {
    error: VALIDATION.queenAgeOrIntroduced,
    path: ['queenAge'],
    when: whenFieldsValid('queenIntroducedOn', 'queenAge'),
  });
export type HiveInput = z.input<typeof hiveInputSchema>;
export type ParsedHiveInput = z.output<typeof hiveInputSchema>;

/**
 * What the hive keeps of its latest inspection for the treatment recommendations (queen, stores, population),
 * written in the same transaction as the inspection.
 */
export const latestFindingsSchema = z.object({
  inspectionDate: calendarDateSchema,
  queenSeen: z.boolean(),
  queenCells: z.boolean(),
  eggsPresent: z.boolean(),
  foodStores: z.number().int(),
  population: z.number().int(),
});
export type LatestFindings = z.infer<typeof latestFindingsSchema>;

/**
 * The hive's most recent inspection with a varroa count (not necessarily its latest inspection), as recorded: the
 * recommendations' varroa figure and "no check for 30 days", the treatment form's count before.
 */
export const lastVarroaCheckSchema = z.object({
  inspectionDate: calendarDateSchema,
  varroaMethod: z.enum(VARROA_METHODS),
  varroaMites: z.number(),
  varroaSampleBees: z.number().nullable(),
  varroaBoardDays: z.number().nullable(),
});
export type LastVarroaCheck = z.infer<typeof lastVarroaCheckSchema>;

/** A hive as the API answers it: the form's fields plus what the server derives. */
export const hiveSchema = z.object({
  ...offlineRecordFields,
  name: z.string(),
  apiaryId: z.string(),
  apiaryName: z.string(),
  queenId: z.string().nullable(),
  /** When she was introduced: `YYYY-MM` or `YYYY-MM-DD`. */
  queenIntroducedOn: z.string().nullable(),
  /** Her age in whole months, counted from `queenIntroducedOn` when the hive is read. */
  queenAge: z.number().int().nullable(),
  queenMarking: z.enum(QUEEN_MARKINGS).nullable(),
  hiveType: z.enum(HIVE_TYPES),
  frameCount: z.number().int(),
  notes: z.string().nullable(),
  status: z.enum(HIVE_STATUSES),
  healthStatus: z.string(),
  /** The inspectionDate of the hive's latest inspection. */
  lastInspectionDate: calendarDateSchema.nullable(),
  /** How many inspections the hive has (what deleting it deletes with it). */
  inspectionCount: z.number(),
  latestFindings: latestFindingsSchema.nullable(),
  lastVarroaCheck: lastVarroaCheckSchema.nullable(),
  /** The queen record heading the colony, if the beekeeper keeps one. */
  currentQueenId: z.string().nullable(),
  /** The day the colony started with the beekeeper: created, split off, caught or bought. */
  startedOn: calendarDateSchema,
  /** The day its life with the beekeeper ended, and why; null while it lives here. */
  endedOn: calendarDateSchema.nullable(),
  endReason: z.enum(COLONY_END_REASONS).nullable(),
  /** The colony it was split from. */
  parentHiveId: z.string().nullable(),
});
export type Hive = z.infer<typeof hiveSchema>;

/** The query of `GET /api/hives` (HIVE_PAGE says how it pages and searches). */
export const hiveListQuerySchema = z.object({
  apiaryId: optionalId(),
  q: optionalText(HIVE_PAGE.maxQueryLength, 'Search'),
  status: optionalChoice(HIVE_STATUSES, 'Status'),
  limit: pageLimit(HIVE_PAGE),
  cursor: z.string().regex(ULID_PATTERN, { error: VALIDATION.invalidCursor }).optional(),
});
export type HiveListQuery = z.output<typeof hiveListQuerySchema>;
