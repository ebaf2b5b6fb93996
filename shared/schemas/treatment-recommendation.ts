import * as z from 'zod';
import { VALIDATION } from '../messages';
import { UNIT_SYSTEMS } from '../rules/units';
import { pageLimit } from './common';

/** Treatment kinds a recommendation may suggest (the spec's list: no nosema suggestions). */
export const RECOMMENDATION_TREATMENT_TYPES = ['varroa', 'feeding', 'medication', 'prevention', 'other'] as const;
export type RecommendationTreatmentType = (typeof RECOMMENDATION_TREATMENT_TYPES)[number];

/** Why a treatment is recommended: the season, an inspection finding, a due follow-up, or anything else. */
export const RECOMMENDATION_TYPES = ['seasonal', 'health_issue', 'follow_up', 'other'] as const;
export type RecommendationType = (typeof RECOMMENDATION_TYPES)[number];

/** Most pressing first; the dashboard's reminder grouping relies on this order. */
export const RECOMMENDATION_PRIORITIES = ['urgent', 'high', 'medium', 'low'] as const;
export type RecommendationPriority = (typeof RECOMMENDATION_PRIORITIES)[number];

/**
 * A recommendation's facts for the web app to write in the beekeeper's language: the rule that gave it (its
 * `code`) and the figures, names and ISO dates its sentences need. Temperatures and weights come written in the
 * units asked for; nothing in `params` is English.
 */
export const recommendationAdviceSchema = z.object({
  code: z.string(),
  params: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.array(z.string())])),
});
export type RecommendationAdvice = z.infer<typeof recommendationAdviceSchema>;
export type AdviceParams = RecommendationAdvice['params'];

/**
 * A recommendation as `GET /api/treatment-recommendations` answers it (computed, never stored). `treatmentName`,
 * `reason` and `seasonalTiming` are the advice in English for API clients; `advice` is the same as facts.
 */
export const treatmentRecommendationSchema = z.object({
  hiveId: z.string(),
  hiveName: z.string(),
  treatmentName: z.string(),
  treatmentType: z.enum(RECOMMENDATION_TREATMENT_TYPES),
  recommendationType: z.enum(RECOMMENDATION_TYPES),
  priority: z.enum(RECOMMENDATION_PRIORITIES),
  reason: z.string(),
  /** When in the season to act, for example 'Late summer, after the honey harvest'. */
  seasonalTiming: z.string().nullable(),
  /** Days since the hive's last treatment of this type; null when it never had one. */
  daysSinceLastTreatment: z.number().int().nonnegative().nullable(),
  advice: recommendationAdviceSchema.optional(),
});
export type TreatmentRecommendation = z.infer<typeof treatmentRecommendationSchema>;

/**
 * `GET /api/treatment-recommendations`: a page of `limit` recommendations (20 unless said), most pressing first,
 * from `cursor` (how many came before it).
 */
export const RECOMMENDATION_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

/** A position in the ranked list: the count of recommendations on the pages before. */
export const RECOMMENDATION_CURSOR_PATTERN = /^[1-9]\d{0,5}$/;

export const recommendationListQuerySchema = z.object({
  limit: pageLimit(RECOMMENDATION_PAGE),
  cursor: z.string().regex(RECOMMENDATION_CURSOR_PATTERN, { error: VALIDATION.invalidCursor }).optional(),
  /** The units the advice's temperatures read in first (imperial unless said). */
  units: z.enum(UNIT_SYSTEMS, { error: VALIDATION.invalidRequest }).default('imperial'),
});
export type RecommendationListQuery = z.output<typeof recommendationListQuerySchema>;
