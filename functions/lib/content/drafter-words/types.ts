/** The shape of one language's word table for HiveKeeper's built-in parser (see `index.ts`). */
import type { COMMON_HIVE_DISEASES, COMMON_HIVE_TREATMENTS } from '../../../../shared/schemas/inspection';
import type { VarroaMethod } from '../../../../shared/domain/varroa';

export type Rating = 1 | 2 | 3 | 4 | 5;
/** Phrases and the rating they give, the more specific first ("very strong" before "strong"). */
export type RatedPhrases = readonly (readonly [pattern: string, rating: Rating])[];

export interface DrafterWords {
  /** Number words and their values; compounds ("vierundzwanzig", "veintiuno") listed whole. */
  numbers: Readonly<Record<string, number>>;
  /** Words that multiply what came before by a hundred ("three hundred", "trois cents"). */
  hundreds: readonly string[];
  /** Number words that are as often the indefinite article ("un fondant"): no amount on their own. */
  articles: readonly string[];
  /** Words allowed between the parts of one number ("hundred and twelve", "treinta y dos"). */
  numberJoiners: readonly string[];
  /** Words that end one observation and start the next ("eggs and capped brood", "but no queen"). */
  clauseBreaks: readonly string[];
  /** Words that say something was not there or not seen; they flip a yes/no and leave out a rating. */
  negations: readonly string[];
  /** Words that put an observation in the future or in doubt ("will treat", "need to feed"): nothing is filled. */
  intentions: readonly string[];
  queen: string;
  /** Seeing the queen: one of these beside the queen's word ("saw the queen", "Königin gesehen"). */
  seeing: readonly string[];
  /** Phrases that say the queen was not seen on their own ("queenless", "weisellos"). */
  queenNotSeen: readonly string[];
  queenCells: string;
  eggs: string;
  openBrood: string;
  cappedBrood: string;
  /** Brood of every age: eggs, open and capped brood at once. */
  allStages: string;
  /** Open and capped brood said in one breath ("open and capped brood"), before "and" cuts the clause. */
  openAndCapped: string;
  temperament: RatedPhrases;
  foodStores: RatedPhrases;
  population: RatedPhrases;
  broodPattern: RatedPhrases;
  /** Small hive beetles: the word; how many comes from a number or the quantity phrases. */
  beetles: string;
  beetleQuantities: RatedPhrases;
  /**
   * Each varroa check by its full name ("alcohol wash", "Windel") and by the short words that name it only beside a
   * count ("wash", "board": "24 on the board").
   */
  varroaMethods: readonly { method: Exclude<VarroaMethod, 'none'>; named: string; brief: string }[];
  mites: string;
  bees: string;
  days: string;
  /** What follows a number of frames for it to be noted ("frames of brood", "Brutwaben"). */
  frames: string;
  diseases: readonly (readonly [pattern: string, name: (typeof COMMON_HIVE_DISEASES)[number]])[];
  treatments: readonly (readonly [pattern: string, name: (typeof COMMON_HIVE_TREATMENTS)[number]])[];
}
