/**
 * A colony's story beyond its inspections (the Colony history issue): queens and their lineage, the events that
 * make, join, move or end colonies, and how a colony's life with the beekeeper ends, which the winter-loss figures
 * count. Vocabulary without zod, so the hive entity, the screens and the rules read it without the schemas.
 */
import { QUEEN_MARKING_COLOURS, type QueenMarkingColour } from './hive';

/** Where a queen came from: reared by the beekeeper (from a mother queen), bought, or with a swarm. */
export const QUEEN_ORIGINS = ['reared', 'bought', 'swarm', 'unknown'] as const;
export type QueenOrigin = (typeof QUEEN_ORIGINS)[number];
export const QUEEN_ORIGIN_LABELS = {
  reared: 'Reared',
  bought: 'Bought',
  swarm: 'From a swarm',
  unknown: 'Not known',
} as const satisfies Record<QueenOrigin, string>;

/**
 * Where a queen is now: heading a colony (in `hiveId`), caged or banked (not heading one), or gone: superseded by
 * her colony, replaced by the beekeeper, dead, left with a swarm, or sold.
 */
export const QUEEN_STATUSES = ['heading', 'caged', 'superseded', 'replaced', 'dead', 'lost', 'sold'] as const;
export type QueenStatus = (typeof QUEEN_STATUSES)[number];
export const QUEEN_STATUS_LABELS = {
  heading: 'Heading a colony',
  caged: 'Caged or banked',
  superseded: 'Superseded',
  replaced: 'Replaced',
  dead: 'Dead',
  lost: 'Left with a swarm',
  sold: 'Sold',
} as const satisfies Record<QueenStatus, string>;

/** A queen's year of birth: none before 1990 is still recorded, none is born after next year. */
export const QUEEN_BIRTH_YEARS = { min: 1990 } as const;

/**
 * The marking colour of a queen born in `year`, by the international code's last digit: 1 or 6 white, 2 or 7
 * yellow, 3 or 8 red, 4 or 9 green, 5 or 0 blue (BBKA queen-marking guidance; Apimondia's colour code).
 */
export function markingColourOfYear(year: number): QueenMarkingColour {
  const colour = QUEEN_MARKING_COLOURS[(((year - 1) % 5) + 5) % 5];
  if (colour === undefined) throw new Error(`No marking colour for ${year}`);
  return colour;
}

/**
 * The colony events, each written as one act on both hives, the queens and the event itself: a split makes a new
 * colony from a parent; a combine unites one colony into another; a swarm leaves a hive (`swarm_lost`) or is
 * caught into a new one (`swarm_caught`); a requeen or a supersedure puts a new queen at the head; a dead-out, a
 * sale or a purchase ends or starts a colony's life with the beekeeper.
 */
export const COLONY_EVENT_KINDS = [
  'split',
  'combine',
  'swarm_lost',
  'swarm_caught',
  'requeen',
  'supersedure',
  'dead_out',
  'sold',
  'bought',
] as const;
export type ColonyEventKind = (typeof COLONY_EVENT_KINDS)[number];
export const COLONY_EVENT_LABELS = {
  split: 'Split',
  combine: 'Combine',
  swarm_lost: 'Swarmed',
  swarm_caught: 'Swarm caught',
  requeen: 'Requeen',
  supersedure: 'Supersedure',
  dead_out: 'Dead-out',
  sold: 'Sold',
  bought: 'Bought',
} as const satisfies Record<ColonyEventKind, string>;

/**
 * Why a colony was lost, in the COLOSS case definitions (van der Zee et al. 2013, "Standard survey methods for
 * estimating colony losses and explanatory risk factors in Apis mellifera", The COLOSS BEEBOOK vol. II, Journal
 * of Apicultural Research 52(4), section 2.3): dead or too few bees to live (a, d), queen problems that could not
 * be solved, a drone-laying queen or laying workers (b), or a natural disaster, fire, flood or theft (c).
 */
export const COLONY_LOSS_CAUSES = ['dead', 'queen_problem', 'disaster'] as const;
export type ColonyLossCause = (typeof COLONY_LOSS_CAUSES)[number];
export const COLONY_LOSS_CAUSE_LABELS = {
  dead: 'Dead or too weak to survive',
  queen_problem: 'Queen problem that could not be solved',
  disaster: 'Natural disaster, fire, flood or theft',
} as const satisfies Record<ColonyLossCause, string>;

/**
 * How a colony's life with the beekeeper ended (kept on its hive, `endReason`): lost (a COLOSS cause), sold, or
 * united into another colony. Winter losses count the first three only.
 */
export const COLONY_END_REASONS = [...COLONY_LOSS_CAUSES, 'sold', 'combined'] as const;
export type ColonyEndReason = (typeof COLONY_END_REASONS)[number];

/** Why a colony was united into another: to make a strong colony of two, or because it had lost its queen. */
export const COMBINE_REASONS = ['strengthen', 'queen_problem'] as const;
export type CombineReason = (typeof COMBINE_REASONS)[number];
