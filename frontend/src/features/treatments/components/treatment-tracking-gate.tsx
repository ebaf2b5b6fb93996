import type { ReactNode } from 'react';
import { useProFeatureGate } from '@/components/pro-feature-gate';

/**
 * Adding and editing treatments is Pro (decisions.md: a free user gets the upgrade prompt for Treatment Tracking);
 * listing and deleting are free. The server refuses anyway (402).
 */
const TREATMENT_TRACKING = {
  title: 'Treatment Tracking is a Pro feature',
  description:
    'Log every treatment and feeding: the varroa product catalogue with its warnings, mite counts before and after with the efficacy, recount reminders, and the sugar each colony got this year.',
};

/**
 * The treatment form for a beekeeper with Pro access, the upgrade prompt for anyone else, and for anyone the server
 * refuses with 402 (`refuse` is the dialog's `onLimitReached`).
 */
export function useTreatmentTrackingGate(): { gate: (form: ReactNode) => ReactNode; refuse: () => void } {
  return useProFeatureGate(TREATMENT_TRACKING);
}
