/**
 * `PRO_PLAN.features` (shared/plans.ts, the server's English) in order, by their keys in the plans catalogue
 * (`feature.<key>`): the paywall (plan-messages.ts) and the visitor's pages (lib/visitor-words.ts) list them so.
 * A module of its own, so the landing page has the list without Lingui; `upgrade-modal.test.tsx` holds the two equal.
 */
export const PRO_FEATURE_KEYS = [
  'unlimited',
  'treatments',
  'production',
  'finances',
  'analytics',
  'photos',
  'voice',
  'scales',
  'team',
  'exports',
  'support',
] as const;
