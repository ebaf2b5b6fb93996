/**
 * The words HiveKeeper's built-in parser (`built-in-drafter.ts`) listens for, one table per language. Every pattern
 * is a regular-expression fragment matched as whole words against the transcript folded to lower case without
 * accents ("Königin" is matched as "konigin", "ł" as "l"), so the tables are written without accents.
 */
import type { Locale } from '../../../shared/i18n/locales';
import type { COMMON_HIVE_DISEASES, COMMON_HIVE_TREATMENTS } from '../../../shared/schemas/inspection';
import type { VarroaMethod } from '../../../shared/domain/varroa';

type Rating = 1 | 2 | 3 | 4 | 5;
/** Phrases and the rating they give, the more specific first ("very strong" before "strong"). */
export type RatedPhrases = readonly (readonly [pattern: string, rating: Rating])[];

export interface DrafterWords {
  /** Number words and their values; compounds ("vierundzwanzig", "veintiuno") listed whole. */
  numbers: Readonly<Record<string, number>>;
  /** Words that multiply what came before by a hundred ("three hundred", "trois cents"). */
  hundreds: readonly string[];
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
  temperament: RatedPhrases;
  foodStores: RatedPhrases;
  population: RatedPhrases;
  broodPattern: RatedPhrases;
  /** Small hive beetles: the word; how many comes from a number or the quantity phrases. */
  beetles: string;
  beetleQuantities: RatedPhrases;
  varroaMethods: readonly (readonly [pattern: string, method: Exclude<VarroaMethod, 'none'>])[];
  mites: string;
  bees: string;
  days: string;
  /** What follows a number of frames for it to be noted ("frames of brood", "Brutwaben"). */
  frames: string;
  diseases: readonly (readonly [pattern: string, name: (typeof COMMON_HIVE_DISEASES)[number]])[];
  treatments: readonly (readonly [pattern: string, name: (typeof COMMON_HIVE_TREATMENTS)[number]])[];
  /** Feeding words: a clause with one of these and a treatment that is a feed is noted with its amount. */
  feeding: string;
}

function entries(words: string, from: number): [string, number][] {
  return words.split(' ').map((word, index) => [word, from + index]);
}

const EN_NUMBERS = {
  ...Object.fromEntries(
    entries(
      'zero one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen seventeen eighteen nineteen twenty',
      0,
    ),
  ),
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  seventy: 70,
  eighty: 80,
  ninety: 90,
  dozen: 12,
  nil: 0,
  hundred: 100,
};

const ENGLISH: DrafterWords = {
  numbers: EN_NUMBERS,
  hundreds: ['hundred'],
  numberJoiners: ['and', 'a'],
  clauseBreaks: ['and', 'but', 'also', 'plus', 'though', 'although', 'then'],
  negations: [
    'no',
    'not',
    'none',
    'never',
    'without',
    "didn'?t",
    'did not',
    "couldn'?t",
    'could not',
    "can'?t",
    'cannot',
    "haven'?t",
    "wasn'?t",
    "weren'?t",
    "isn'?t",
    "aren'?t",
    "don'?t",
    'nothing',
    'neither',
    'nor',
  ],
  intentions: [
    'will',
    "i'?ll",
    'need to',
    'needs',
    'should',
    'going to',
    'plan to',
    'next time',
    'next week',
    'tomorrow',
  ],
  queen: 'queen|her majesty',
  seeing: ['saw', 'seen', 'see', 'spotted', 'spot', 'found', 'find', 'present', 'there', 'sighted', 'marked'],
  queenNotSeen: ['queenless'],
  queenCells: 'queen cells?|swarm cells?|supersedure cells?|supercedure cells?|emergency cells?',
  eggs: 'eggs?',
  openBrood: 'open brood|uncapped brood|unsealed brood|young brood|larvae|larva|grubs',
  cappedBrood: 'capped brood|sealed brood|capped worker brood|capped cells of brood',
  allStages: 'brood (?:in|of) all stages|all stages of brood|every stage of brood',
  // Temperament 5 is calm, 1 defensive (the form's scale): calm and gentle bees score 5, "fairly calm" 4, nervous or
  // runny bees (on the comb, not yet stinging) 2, defensive, aggressive or stinging bees 1.
  temperament: [
    ['(?:very|really|super) (?:calm|gentle|docile)', 5],
    ['(?:quite|fairly|pretty|reasonably|mostly) (?:calm|gentle|docile)', 4],
    ['calm|gentle|docile|placid|lovely to work|good tempered|good-tempered', 5],
    ['(?:a bit|a little|slightly|somewhat) (?:nervous|runny|defensive|testy|tetchy|aggressive|grumpy)', 2],
    ['nervous|runny|flighty|jumpy|testy|tetchy|grumpy|followers|following me', 2],
    ['defensive|aggressive|hot|stingy|angry|vicious|nasty|mean', 1],
  ],
  foodStores: [
    ['starving|no stores|out of stores|no honey|no food|empty', 1],
    ['(?:very )?light(?: on stores)?|low stores|stores (?:are|were) low|not much (?:food|honey|stores)', 2],
    ['(?:ok|okay|average|moderate|some) stores', 3],
    ['good stores|decent stores|stores (?:are|were) good', 4],
    [
      'plenty of (?:stores|honey|food)|heavy|full of (?:honey|stores)|lots of (?:stores|honey)|loads of (?:stores|honey)',
      5,
    ],
  ],
  population: [
    ['very strong|booming|huge colony|packed with bees|bursting', 5],
    ['strong', 4],
    ['average|medium|moderate(?: colony| strength)?', 3],
    ['very weak|tiny|dwindling', 1],
    ['weak|small colony|not many bees', 2],
  ],
  broodPattern: [
    ['(?:excellent|beautiful|perfect|great) (?:brood )?pattern|solid brood|solid pattern', 5],
    ['(?:good|nice|decent) (?:brood )?pattern', 4],
    ['(?:patchy|spotty|scattered|shotgun) (?:brood|pattern)|brood (?:is|was|looks) (?:patchy|spotty|scattered)', 2],
    ['(?:poor|bad|terrible) (?:brood )?pattern', 1],
  ],
  beetles: 'small hive beetles?|hive beetles?|beetles?|shb',
  beetleQuantities: [
    ['a (?:few|couple of)|one|a single|the odd|couple of', 2],
    ['some|several', 3],
    ['lots of|many|plenty of|loads of|quite a few', 4],
    ['(?:crawling|swarming|overrun) with|infested', 5],
  ],
  varroaMethods: [
    ['alcohol wash|alcohol|wash|washed', 'alcohol_wash'],
    ['sugar roll|sugar shake|powdered sugar|icing sugar|roll', 'sugar_roll'],
    ['sticky board|mite board|sticky|board|insert|tray|drop', 'sticky_board'],
  ],
  mites: 'mites?|varroa',
  bees: 'bees',
  days: 'days?|nights?',
  frames:
    '(?:full |deep |medium )?frames? of (?:\\p{L}+ )?(?:bees|brood|honey|stores|pollen|eggs|food|foundation|comb)',
  diseases: [
    ['american foulbrood|afb', 'American foulbrood'],
    ['european foulbrood|efb', 'European foulbrood'],
    ['chalk ?brood|chalk', 'Chalkbrood'],
    ['sac ?brood', 'Sacbrood'],
    ['nosema|dysentery', 'Nosema'],
    ['deformed wings?(?: virus)?|dwv|crumpled wings', 'Deformed wing virus'],
    ['wax moths?|wax moth larvae', 'Wax moth'],
  ],
  treatments: [
    ['oxalic(?: acid)?|oa (?:dribble|vapou?r)|api-?bioxal', 'Oxalic acid'],
    ['formic(?: acid)?|maqs|formic pro', 'Formic acid'],
    ['apivar|amitraz', 'Apivar (amitraz)'],
    ['apiguard', 'Apiguard (thymol)'],
    ['api ?life ?var', 'Apilife Var (thymol)'],
    [
      '(?:cut out|removed|took out) (?:the )?drone (?:brood|comb|frame)|drone (?:brood|frame) (?:removal|cut out|removed)',
      'Drone brood removal',
    ],
    ['syrup|sugar water|sugar solution', 'Sugar syrup'],
    ['fondant|candy board|sugar candy', 'Fondant'],
    ['pollen patty|pollen patties|pollen substitute|protein patty', 'Pollen patty'],
  ],
  feeding: 'fed|feed|feeding|gave|given|topped up|added',
};

const DRAFTER_WORDS: Readonly<Partial<Record<Locale, DrafterWords>>> = {
  'en-US': ENGLISH,
  'en-GB': ENGLISH,
};

/** The word table for a locale: British English shares the American table. */
export function drafterWords(locale: Locale): DrafterWords {
  return DRAFTER_WORDS[locale] ?? ENGLISH;
}
