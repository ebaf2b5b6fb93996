import * as z from 'zod';
import { TREATMENT_TYPES, type TreatmentType } from '../domain/treatment';
import {
  FEED_AMOUNT_LBS,
  FEED_TYPES,
  MITES_PER_100_BEES,
  SYRUP_RATIOS,
  TREATMENT_PRODUCT_IDS,
} from '../domain/treatment-catalogue';
import { VALIDATION } from '../messages';
import {
  DATED_CURSOR_PATTERN,
  calendarDateSchema,
  optionalChoice,
  optionalDate,
  optionalId,
  optionalMoney,
  optionalNumber,
  optionalText,
  pageLimit,
  offlineRecordFields,
  requiredChoice,
  requiredDate,
  requiredId,
  requiredText,
  numberFromText,
  type NumberField,
  whenFieldsValid,
  withClientId,
} from './common';

export { TREATMENT_TYPES, type TreatmentType } from '../domain/treatment';

/** What the add form starts with. */
export const TREATMENT_DEFAULTS = { treatmentType: 'varroa' } as const satisfies { treatmentType: TreatmentType };

/**
 * What the add and edit forms send (POST /api/treatments, PUT /api/treatments/{id}). Cost is in US dollars and may
 * arrive as text. `productId` names the catalogue product picked, if any. A feeding records its feed, the amount
 * (lbs, as HiveKeeper keeps weights) and a syrup's ratio. Mites before and after (per 100 bees) give the efficacy.
 */
export const treatmentInputSchema = z
  .object({
    hiveId: requiredId(VALIDATION.hiveRequired),
    treatmentType: requiredChoice(TREATMENT_TYPES, VALIDATION.treatmentTypeRequired, 'Treatment type'),
    treatmentName: requiredText(VALIDATION.treatmentNameRequired, 100, 'Treatment name'),
    dosage: optionalText(100, 'Dosage'),
    applicationDate: requiredDate(VALIDATION.applicationDateRequired),
    nextDueDate: optionalDate(),
    notes: optionalText(2000, 'Notes', 'many'),
    cost: optionalMoney(VALIDATION.costPositive, 'Cost'),
    productId: optionalChoice(TREATMENT_PRODUCT_IDS, 'Product'),
    feedType: optionalChoice(FEED_TYPES, 'Feed'),
    feedAmount: optionalNumber(FEED_AMOUNT_LBS, VALIDATION.feedAmountRange),
    syrupRatio: optionalChoice(SYRUP_RATIOS, 'Syrup ratio'),
    varroaBefore: optionalNumber(MITES_PER_100_BEES, VALIDATION.varroaCountRange),
    varroaAfter: optionalNumber(MITES_PER_100_BEES, VALIDATION.varroaCountRange),
  })
  .refine(
    ({ treatmentType, feedType, feedAmount, syrupRatio }) =>
      treatmentType === 'feeding' || (feedType === undefined && feedAmount === undefined && syrupRatio === undefined),
    { path: ['feedType'], error: VALIDATION.feedOnlyForFeeding, when: whenFieldsValid('treatmentType', 'feedType') },
  )
  .refine(({ feedType, syrupRatio }) => syrupRatio === undefined || feedType === 'sugar_syrup', {
    path: ['syrupRatio'],
    error: VALIDATION.syrupRatioOnlyForSyrup,
    when: whenFieldsValid('feedType', 'syrupRatio'),
  })
  .refine(
    // Calendar dates in YYYY-MM-DD compare correctly as text.
    ({ applicationDate, nextDueDate }) => nextDueDate === undefined || nextDueDate >= applicationDate,
    {
      path: ['nextDueDate'],
      error: VALIDATION.nextDueDateBeforeApplication,
      when: whenFieldsValid('applicationDate', 'nextDueDate'),
    },
  );
export type TreatmentInput = z.input<typeof treatmentInputSchema>;
export type ParsedTreatmentInput = z.output<typeof treatmentInputSchema>;

/**
 * What POST /api/treatments takes: the form's fields and the id the app made for the treatment or feeding, if any
 * (`withClientId`).
 */
export const treatmentCreateSchema = withClientId(treatmentInputSchema);

/** A treatment as `GET /api/treatments` lists it and the writes answer it. */
export const treatmentSchema = z.object({
  ...offlineRecordFields,
  hiveId: z.string(),
  hiveName: z.string(),
  treatmentType: z.enum(TREATMENT_TYPES),
  treatmentName: z.string(),
  dosage: z.string().nullable(),
  applicationDate: calendarDateSchema,
  nextDueDate: calendarDateSchema.nullable(),
  notes: z.string().nullable(),
  cost: z.number().nonnegative().nullable(),
  productId: z.enum(TREATMENT_PRODUCT_IDS).nullable(),
  feedType: z.enum(FEED_TYPES).nullable(),
  /** lbs of feed. */
  feedAmount: z.number().nullable(),
  syrupRatio: z.enum(SYRUP_RATIOS).nullable(),
  /** The sugar in this feeding, lbs (0 for anything else). */
  sugarLbs: z.number().nonnegative(),
  varroaBefore: z.number().nullable(),
  varroaAfter: z.number().nullable(),
  /** From the counts before and after (`treatmentEfficacyPercent`); null without both. */
  efficacyPercent: z.number().nullable(),
  /** The recount task this treatment scheduled, while it exists. */
  recountTaskId: z.string().nullable(),
});
export type Treatment = z.infer<typeof treatmentSchema>;

/** `GET /api/treatments`: newest application first, one hive's and/or one type's, a page after `cursor`. */
export const TREATMENT_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

export const treatmentListQuerySchema = z.object({
  hiveId: optionalId(),
  treatmentType: optionalChoice(TREATMENT_TYPES, 'Treatment type'),
  limit: pageLimit(TREATMENT_PAGE),
  /** `<applicationDate>_<id>` of the last treatment of the page before. */
  cursor: z.string().regex(DATED_CURSOR_PATTERN, { error: VALIDATION.invalidCursor }).optional(),
});
export type TreatmentListQuery = z.output<typeof treatmentListQuerySchema>;

/** `GET /api/feeding-totals?year=`: the sugar each colony was given in a year (this year unless said). */
export const feedingTotalsQuerySchema = z.object({
  year: z.preprocess(
    (value: NumberField) => numberFromText(value),
    z.number({ error: VALIDATION.invalidRequest }).int().min(2000).max(2100).optional(),
  ),
});

export const feedingTotalsSchema = z.object({
  year: z.number().int(),
  hives: z.array(
    z.object({ hiveId: z.string(), hiveName: z.string(), sugarLbs: z.number().nonnegative(), feedings: z.number() }),
  ),
});
export type FeedingTotals = z.infer<typeof feedingTotalsSchema>;
