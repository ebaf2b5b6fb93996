import * as z from 'zod';
import { COLONY_EVENT_KINDS, COLONY_LOSS_CAUSES, COMBINE_REASONS, QUEEN_BIRTH_YEARS } from '../domain/colony';
import { QUEEN_MARKINGS } from '../domain/hive';
import {
  COLONY_EVENT_QUEEN_ROLES,
  COMBINE_KEPT_QUEENS,
  SPLIT_FRAMES,
  SPLIT_QUEEN_PLACES,
} from '../domain/colony-events';
import { VALIDATION } from '../messages';
import { COLONY_EVENT_VALIDATION } from '../messages/colony-events';
import { QUEEN_VALIDATION } from '../messages/queens';
import {
  blankToUndefined,
  calendarDateSchema,
  offlineRecordFields,
  optionalChoice,
  optionalId,
  optionalInteger,
  optionalText,
  requiredChoice,
  requiredDate,
  requiredId,
  requiredText,
  whenFieldsValid,
  withClientId,
} from './common';
import { latestQueenBirthYear, queenFieldsSchema } from './queen';

export { COLONY_EVENT_KINDS, type ColonyEventKind } from '../domain/colony';

export { COMBINE_KEPT_QUEENS, SPLIT_FRAMES, SPLIT_QUEEN_PLACES } from '../domain/colony-events';

/** A new hive an event makes (a split, a caught swarm, a bought colony): its name, and its apiary. */
const newHiveName = requiredText(COLONY_EVENT_VALIDATION.newHiveNameRequired, 100, 'New hive name');
const frames = optionalInteger(SPLIT_FRAMES, COLONY_EVENT_VALIDATION.framesMovedRange);

/** A queen the form may leave out: her fields with a blank name mean "no queen". */
const optionalQueen = z.preprocess(
  (value: unknown) =>
    value !== null && typeof value === 'object' && blankToUndefined((value as { name?: unknown }).name) === undefined
      ? undefined
      : (value ?? undefined),
  queenFieldsSchema.optional(),
);

/** What every event has: the day it happened and the beekeeper's notes. */
const eventFields = {
  date: requiredDate(VALIDATION.dateRequired),
  notes: optionalText(2000, 'Notes', 'many'),
};

/** A supersedure's daughter: her colony reared her, so only her name, year and marking are the beekeeper's to say. */
const daughterSchema = z.object({
  name: requiredText(COLONY_EVENT_VALIDATION.daughterNameRequired, 50, 'Name'),
  birthYear: optionalInteger(
    { min: QUEEN_BIRTH_YEARS.min, max: latestQueenBirthYear() },
    QUEEN_VALIDATION.queenBirthYearRange(latestQueenBirthYear()),
  ),
  marking: optionalChoice(QUEEN_MARKINGS, 'Marking'),
});

const splitSchema = z
  .object({
    kind: z.literal('split'),
    ...eventFields,
    hiveId: requiredId(VALIDATION.hiveRequired),
    newHiveName,
    /** The new hive's apiary; absent: the parent's. */
    apiaryId: optionalId(),
    framesMoved: frames,
    broodFramesMoved: frames,
    oldQueenTo: z.preprocess(
      (value) => blankToUndefined(value as string),
      z.enum(SPLIT_QUEEN_PLACES).default('parent'),
    ),
    /** A queen given to the part left without the old one; absent: it raises its own from young larvae. */
    newQueen: optionalQueen,
  })
  .refine(
    ({ framesMoved, broodFramesMoved }) =>
      framesMoved === undefined || broodFramesMoved === undefined || broodFramesMoved <= framesMoved,
    {
      error: COLONY_EVENT_VALIDATION.broodFramesMoreThanFrames,
      path: ['broodFramesMoved'],
      when: whenFieldsValid('framesMoved', 'broodFramesMoved'),
    },
  );

const combineSchema = z
  .object({
    kind: z.literal('combine'),
    ...eventFields,
    /** The hive that receives the other colony and goes on. */
    hiveId: requiredId(VALIDATION.hiveRequired),
    /** The hive united into it, which ends. */
    otherHiveId: requiredId(COLONY_EVENT_VALIDATION.otherHiveRequired),
    reason: requiredChoice(COMBINE_REASONS, COLONY_EVENT_VALIDATION.combineReasonRequired, 'Reason'),
    keptQueen: z.preprocess((value) => blankToUndefined(value as string), z.enum(COMBINE_KEPT_QUEENS).default('this')),
  })
  .refine(({ hiveId, otherHiveId }) => hiveId !== otherHiveId, {
    error: COLONY_EVENT_VALIDATION.unitedHiveSame,
    path: ['otherHiveId'],
    when: whenFieldsValid('hiveId', 'otherHiveId'),
  });

const swarmLostSchema = z.object({
  kind: z.literal('swarm_lost'),
  ...eventFields,
  hiveId: requiredId(VALIDATION.hiveRequired),
});

const swarmCaughtSchema = z.object({
  kind: z.literal('swarm_caught'),
  ...eventFields,
  newHiveName,
  apiaryId: requiredId(VALIDATION.apiaryRequired),
  /** The beekeeper's own hive the swarm came from, when known. */
  fromHiveId: optionalId(),
  newQueen: optionalQueen,
});

const requeenSchema = z.object({
  kind: z.literal('requeen'),
  ...eventFields,
  hiveId: requiredId(VALIDATION.hiveRequired),
  newQueen: queenFieldsSchema,
});

const supersedureSchema = z.object({
  kind: z.literal('supersedure'),
  ...eventFields,
  hiveId: requiredId(VALIDATION.hiveRequired),
  newQueen: daughterSchema,
});

const deadOutSchema = z.object({
  kind: z.literal('dead_out'),
  ...eventFields,
  hiveId: requiredId(VALIDATION.hiveRequired),
  cause: requiredChoice(COLONY_LOSS_CAUSES, COLONY_EVENT_VALIDATION.lossCauseRequired, 'Cause'),
});

const soldSchema = z.object({
  kind: z.literal('sold'),
  ...eventFields,
  hiveId: requiredId(VALIDATION.hiveRequired),
  buyer: optionalText(100, 'Buyer'),
});

const boughtSchema = z.object({
  kind: z.literal('bought'),
  ...eventFields,
  newHiveName,
  apiaryId: requiredId(VALIDATION.apiaryRequired),
  seller: optionalText(100, 'Seller'),
  newQueen: optionalQueen,
});

/** Each kind's own schema: the dialog's form for the kind chosen. */
export const colonyEventKindSchemas = {
  split: splitSchema,
  combine: combineSchema,
  swarm_lost: swarmLostSchema,
  swarm_caught: swarmCaughtSchema,
  requeen: requeenSchema,
  supersedure: supersedureSchema,
  dead_out: deadOutSchema,
  sold: soldSchema,
  bought: boughtSchema,
} as const;

/**
 * What the colony event dialog sends (POST /api/colony-events): the kind, then that kind's fields. `hiveId` is the
 * hive the event is recorded on (a caught swarm and a bought colony make theirs).
 */
export const colonyEventInputSchema = z.discriminatedUnion(
  'kind',
  [
    splitSchema,
    combineSchema,
    swarmLostSchema,
    swarmCaughtSchema,
    requeenSchema,
    supersedureSchema,
    deadOutSchema,
    soldSchema,
    boughtSchema,
  ],
  { error: COLONY_EVENT_VALIDATION.colonyEventKindRequired },
);
export type ColonyEventInput = z.input<typeof colonyEventInputSchema>;
export type ParsedColonyEventInput = z.output<typeof colonyEventInputSchema>;

/** What POST /api/colony-events takes: the event and the id the app made for it, if any (`withClientId`). */
export const colonyEventCreateSchema = withClientId(colonyEventInputSchema);

/** What PUT /api/colony-events/{id} takes: an event is undone, not rewritten, so only its notes change. */
export const colonyEventUpdateSchema = z.object({ notes: eventFields.notes });
export type ColonyEventUpdateInput = z.input<typeof colonyEventUpdateSchema>;
export type ParsedColonyEventUpdate = z.output<typeof colonyEventUpdateSchema>;

/** A queen an event concerns: the one it brought (`new`) or the one it moved or ended (`old`). */
export const colonyEventQueenSchema = z.object({
  id: z.string(),
  name: z.string(),
  role: z.enum(COLONY_EVENT_QUEEN_ROLES),
});

/** An event as the API answers it, with both hives' names. */
export const colonyEventSchema = z.object({
  ...offlineRecordFields,
  kind: z.enum(COLONY_EVENT_KINDS),
  date: calendarDateSchema,
  /** The hive the event is recorded on (the new one for a caught swarm or a bought colony). */
  hiveId: z.string(),
  hiveName: z.string().nullable(),
  /** The other hive: a split's new hive, the hive united into this one, a swarm's hive of origin. */
  otherHiveId: z.string().nullable(),
  otherHiveName: z.string().nullable(),
  queens: z.array(colonyEventQueenSchema),
  framesMoved: z.number().nullable(),
  broodFramesMoved: z.number().nullable(),
  oldQueenTo: z.enum(SPLIT_QUEEN_PLACES).nullable(),
  reason: z.enum(COMBINE_REASONS).nullable(),
  cause: z.enum(COLONY_LOSS_CAUSES).nullable(),
  counterparty: z.string().nullable(),
  notes: z.string().nullable(),
  /** The follow-up tasks it added. */
  taskIds: z.array(z.string()),
  /** Whether it is the latest event of every hive it wrote: only such an event can be undone. */
  latest: z.boolean(),
});
export type ColonyEvent = z.infer<typeof colonyEventSchema>;

/** GET /api/hives/{id}/colony-events: the hive's events, newest first. */
export const colonyEventListSchema = z.object({ events: z.array(colonyEventSchema) });
export type ColonyEventList = z.infer<typeof colonyEventListSchema>;
