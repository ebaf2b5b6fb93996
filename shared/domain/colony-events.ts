/** A colony event's own choices, without zod, so the event entity and the schemas read them alike. */

/** Where a split's old queen goes: she stays in the parent hive, or moves with the frames to the new one. */
export const SPLIT_QUEEN_PLACES = ['parent', 'new_hive'] as const;
export type SplitQueenPlace = (typeof SPLIT_QUEEN_PLACES)[number];

/** Which queen heads a united colony: the receiving hive's own, or the one of the hive united into it. */
export const COMBINE_KEPT_QUEENS = ['this', 'other'] as const;
export type CombineKeptQueen = (typeof COMBINE_KEPT_QUEENS)[number];

/** Frames a split moves: a brood box holds at most a few dozen. */
export const SPLIT_FRAMES = { min: 0, max: 40 } as const;

/** A queen an event concerns: the one it brought, or the one it moved, replaced or ended. */
export const COLONY_EVENT_QUEEN_ROLES = ['new', 'old'] as const;
