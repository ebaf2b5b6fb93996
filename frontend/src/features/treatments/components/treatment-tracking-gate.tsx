import type { RecordAction } from '@shared/plan-rules';
import { usePlanGate } from '@/components/pro-feature-gate';

/**
 * What Pro gives with treatments: adding and editing them (decisions.md: a free user gets the upgrade prompt for
 * Treatment Tracking); listing and deleting are everyone's (shared/plan-rules.ts). The server refuses anyway (402).
 */
export const TREATMENT_TRACKING = {
  title: 'Treatment Tracking is a Pro feature',
  description:
    'Log every treatment and feeding: the varroa product catalogue with its warnings, mite counts before and after with the efficacy, recount reminders, and the sugar each colony got this year.',
};

/** The treatment form for a plan that may `action` treatments, the upgrade prompt for anyone else. */
export function useTreatmentTrackingGate(action: RecordAction) {
  return usePlanGate('treatments', action, TREATMENT_TRACKING);
}
