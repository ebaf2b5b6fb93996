import * as z from 'zod';
import { VALIDATION } from '../messages';
import { QUEEN_VALIDATION } from '../messages/queens';
import { COLONY_EVENT_KINDS, QUEEN_BIRTH_YEARS, QUEEN_ORIGINS, QUEEN_STATUSES } from '../domain/colony';
import { QUEEN_MARKING_COLOURS, QUEEN_MARKINGS } from '../domain/hive';
import {
  calendarDateSchema,
  flag,
  offlineRecordFields,
  optionalChoice,
  optionalId,
  optionalInteger,
  optionalText,
  pageLimit,
  requiredText,
  ULID_PATTERN,
  withClientId,
} from './common';

/** The latest year of birth a queen can have: she may be reared now for next season's records, no later. */
export function latestQueenBirthYear(today = new Date()): number {
  return today.getUTCFullYear() + 1;
}

/**
 * A queen's own fields, as the queen form sends them (POST /api/queens, PUT /api/queens/{id}) and as a colony event
 * that brings a new queen names her (a requeen, a split given a queen, a bought colony).
 */
export const queenFieldsSchema = z.object({
  name: requiredText(QUEEN_VALIDATION.queenNameRequired, 50, 'Name'),
  birthYear: optionalInteger(
    { min: QUEEN_BIRTH_YEARS.min, max: latestQueenBirthYear() },
    QUEEN_VALIDATION.queenBirthYearRange(latestQueenBirthYear()),
  ),
  marking: optionalChoice(QUEEN_MARKINGS, 'Marking'),
  origin: optionalChoice(QUEEN_ORIGINS, 'Origin'),
  motherQueenId: optionalId(),
  clipped: flag('Clipped'),
  notes: optionalText(2000, 'Notes', 'many'),
});
export type QueenFieldsInput = z.input<typeof queenFieldsSchema>;
export type ParsedQueenFields = z.output<typeof queenFieldsSchema>;

/** The queen form's status choice: where she is now, when not moved by a colony event. */
export const queenStatusSchema = optionalChoice(QUEEN_STATUSES, 'Status');

/** What PUT /api/queens/{id} takes: her own fields and where she is now. */
export const queenInputSchema = queenFieldsSchema.extend({ status: queenStatusSchema });
export type QueenInput = z.input<typeof queenInputSchema>;
export type ParsedQueenInput = z.output<typeof queenInputSchema>;

/**
 * What POST /api/queens takes: her fields, her status, and the hive she heads from today if any (`hiveId`, a hive
 * without a queen record at its head), with the id the app made for her (`withClientId`).
 */
export const queenCreateInputSchema = queenInputSchema.extend({ hiveId: optionalId() });
export const queenCreateSchema = withClientId(queenCreateInputSchema);
export type QueenCreateInput = z.input<typeof queenCreateInputSchema>;
export type ParsedQueenCreateInput = z.output<typeof queenCreateInputSchema>;

export const QUEEN_PAGE = { defaultLimit: 20, maxLimit: 100, filterRead: 1000 } as const;

/** `GET /api/queens`: a page of the caller's queens, newest first or by name, all of them or those of one status. */
export const QUEEN_LIST_ORDERS = ['newest', 'name'] as const;
export type QueenListOrder = (typeof QUEEN_LIST_ORDERS)[number];

export const queenListQuerySchema = z.object({
  status: queenStatusSchema,
  /** Newest first (by default), or by name. */
  order: optionalChoice(QUEEN_LIST_ORDERS, 'Order'),
  limit: pageLimit(QUEEN_PAGE),
  cursor: z.string().regex(ULID_PATTERN, { error: VALIDATION.invalidCursor }).optional(),
});
export type QueenListQuery = z.output<typeof queenListQuerySchema>;

/**
 * How far a lineage reaches, so it costs a bounded number of requests: five generations up (one GetItem each), her
 * first daughters and their first daughters down (one Query each).
 */
export const QUEEN_LINEAGE = { generationsUp: 5, daughters: 12, granddaughtersEach: 6 } as const;

/**
 * What her colonies recorded while she headed them, as averages to compare queens: temper on the inspection form's
 * 1-5 scale, mites per 100 bees of a wash or sugar roll, honey harvested in kilograms. Null where none was recorded.
 */
export const queenRollupSchema = z.object({
  inspectionCount: z.number().int().nonnegative(),
  temperamentAverage: z.number().nullable(),
  mitesPer100Average: z.number().nullable(),
  honeyKg: z.number().nonnegative(),
});
export type QueenRollup = z.infer<typeof queenRollupSchema>;

/** A queen as the list and her page answer her. */
export const queenSchema = z.object({
  ...offlineRecordFields,
  name: z.string(),
  birthYear: z.number().int().nullable(),
  marking: z.enum(QUEEN_MARKINGS).nullable(),
  /** Her year's colour (`markingColourOfYear`), null without a year of birth. */
  expectedMarking: z.enum(QUEEN_MARKING_COLOURS).nullable(),
  /** Marked in a colour other than her year's. */
  markingMismatch: z.boolean(),
  origin: z.enum(QUEEN_ORIGINS),
  motherQueenId: z.string().nullable(),
  clipped: z.boolean(),
  status: z.enum(QUEEN_STATUSES),
  hiveId: z.string().nullable(),
  hiveName: z.string().nullable(),
  notes: z.string().nullable(),
  rollup: queenRollupSchema,
});
export type Queen = z.infer<typeof queenSchema>;

/** One of her hives, oldest first: from the day she came (`how`) to the day she left, null while she heads it. */
export const queenStaySchema = z.object({
  hiveId: z.string(),
  hiveName: z.string().nullable(),
  from: calendarDateSchema,
  to: calendarDateSchema.nullable(),
  how: z.enum(['placed', ...COLONY_EVENT_KINDS]),
});
export type QueenStay = z.infer<typeof queenStaySchema>;

/** `GET /api/queens/{id}`: the queen, her mother's name and her history of hives. */
export const queenDetailSchema = queenSchema.extend({
  motherName: z.string().nullable(),
  stays: z.array(queenStaySchema),
});
export type QueenDetail = z.infer<typeof queenDetailSchema>;

/** A queen of a lineage: what a beekeeper weighs when choosing breeders. */
export const lineageQueenSchema = z.object({
  id: z.string(),
  name: z.string(),
  birthYear: z.number().int().nullable(),
  marking: z.enum(QUEEN_MARKINGS).nullable(),
  status: z.enum(QUEEN_STATUSES),
  origin: z.enum(QUEEN_ORIGINS),
  motherQueenId: z.string().nullable(),
  hiveId: z.string().nullable(),
  hiveName: z.string().nullable(),
  rollup: queenRollupSchema,
});
export type LineageQueen = z.infer<typeof lineageQueenSchema>;

/**
 * `GET /api/queens/{id}/lineage`: her ancestors (mother first), her daughters and their daughters (each with her
 * mother's id); `moreDescendants` when some were left out (QUEEN_LINEAGE).
 */
export const queenLineageSchema = z.object({
  queen: lineageQueenSchema,
  ancestors: z.array(lineageQueenSchema),
  daughters: z.array(lineageQueenSchema),
  granddaughters: z.array(lineageQueenSchema),
  moreDescendants: z.boolean(),
});
export type QueenLineage = z.infer<typeof queenLineageSchema>;
