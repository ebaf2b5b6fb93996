import { useProFeatureGate } from '@/components/pro-feature-gate';

/** What Pro gives on the production screen: the paywall and the Record Harvest prompt say the same. */
export const PRODUCTION_TRACKING = {
  feature: 'Production Tracking',
  description:
    'Record every harvest of honey, wax, propolis, pollen and royal jelly, and see what each hive and apiary gives, month by month and against last year.',
} as const;

/**
 * The harvest form for a beekeeper with Pro access (spec: Production Tracking is Pro), the upgrade prompt for
 * anyone else, and for anyone the server refuses with 402 (`refuse` is the dialog's `onLimitReached`).
 */
export function useProductionTrackingGate() {
  return useProFeatureGate({
    title: `${PRODUCTION_TRACKING.feature} is a Pro feature`,
    description: PRODUCTION_TRACKING.description,
  });
}
