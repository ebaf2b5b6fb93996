import type { RecordAction } from '@shared/plan-rules';
import { usePlanGate } from '@/components/pro-feature-gate';

/** What Pro gives on the production screen: the paywall and the Record Harvest prompt say the same. */
export const PRODUCTION_TRACKING = {
  feature: 'Production Tracking',
  description:
    'Record every harvest of honey, wax, propolis, pollen and royal jelly, and see what each hive and apiary gives, month by month and against last year.',
} as const;

/** The Record Harvest prompt, in place of the harvest form for a plan that may not record or edit harvests. */
export const PRODUCTION_TRACKING_PROMPT = {
  title: `${PRODUCTION_TRACKING.feature} is a Pro feature`,
  description: PRODUCTION_TRACKING.description,
};

/** The harvest form for a plan that may `action` harvests (shared/plan-rules.ts), the upgrade prompt for anyone else. */
export function useProductionTrackingGate(action: RecordAction) {
  return usePlanGate('production', action, PRODUCTION_TRACKING_PROMPT);
}
