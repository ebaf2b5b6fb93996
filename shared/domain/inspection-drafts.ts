/**
 * Voice inspections (docs/features/voice-inspections.md): a beekeeper says what they see, HiveKeeper drafts the
 * inspections of the hives they named, and nothing is saved until they confirm each filled field. Without zod, so
 * the screens and the drafters share these words without bundling the validation library.
 */

/** Who made a draft: Amazon Bedrock on a stage that has it, else HiveKeeper's built-in parser (offline, rule-based). */
export const INSPECTION_DRAFTERS = ['bedrock', 'built-in'] as const;
export type InspectionDrafter = (typeof INSPECTION_DRAFTERS)[number];

/**
 * How many drafts one beekeeper may ask for a UTC day: a commercial beekeeper's working day of recordings (one per
 * apiary or a few hives each) with room to retry, while a runaway client can't run up the model's bill.
 */
export const INSPECTION_DRAFTS_PER_DAY = 40;

/** The longest transcript a draft is made from: about ten minutes of speech (150 words a minute, 6 characters each). */
export const TRANSCRIPT_MAX_LENGTH = 10_000;

/** The inspection fields a draft may fill, in the form's order. Photos and the date stay the beekeeper's to set. */
export const DRAFTABLE_INSPECTION_FIELDS = [
  'queenSeen',
  'queenCells',
  'eggsPresent',
  'openBrood',
  'cappedBrood',
  'broodPattern',
  'temperament',
  'population',
  'foodStores',
  'smallHiveBeetle',
  'varroaMethod',
  'varroaMites',
  'varroaSampleBees',
  'varroaBoardDays',
  'diseases',
  'treatments',
  'notes',
] as const;
export type DraftableInspectionField = (typeof DRAFTABLE_INSPECTION_FIELDS)[number];
