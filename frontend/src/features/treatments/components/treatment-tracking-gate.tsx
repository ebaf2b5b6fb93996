import type { RecordAction } from '@shared/plan-rules';
import { usePlanGate, type ProFeature } from '@/components/pro-feature-gate';
import { useMessages } from '@/lib/i18n/catalog';
import { treatmentRemindersMessages } from '../reminder-messages';

/**
 * What Pro gives with treatments, in the language shown: adding and editing them (decisions.md: a free user gets the
 * upgrade prompt for Treatment Tracking); listing and deleting are everyone's (shared/plan-rules.ts). The server
 * refuses anyway (402).
 */
export function useTreatmentTracking(): ProFeature {
  const t = useMessages(treatmentRemindersMessages);
  return { title: t('pro.title'), description: t('pro.description') };
}

/** The treatment form for a plan that may `action` treatments, the upgrade prompt for anyone else. */
export function useTreatmentTrackingGate(action: RecordAction) {
  return usePlanGate('treatments', action, useTreatmentTracking());
}
