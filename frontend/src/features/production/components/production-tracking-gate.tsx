import type { RecordAction } from '@shared/plan-rules';
import { usePlanGate, type ProFeature } from '@/components/pro-feature-gate';
import { useMessages } from '@/lib/i18n/catalog';
import { recordHarvestMessages } from '../record-harvest-messages';

/** What Pro gives on the production screen, in the language shown: the paywall and the Record Harvest prompt say the same. */
export function useProductionTracking(): { feature: string; description: string } {
  const t = useMessages(recordHarvestMessages);
  return { feature: t('pro.feature'), description: t('pro.description') };
}

/** The Record Harvest prompt, in place of the harvest form for a plan that may not record or edit harvests. */
export function useProductionTrackingPrompt(): ProFeature {
  const t = useMessages(recordHarvestMessages);
  return { title: t('pro.title'), description: t('pro.description') };
}

/** The harvest form for a plan that may `action` harvests (shared/plan-rules.ts), the upgrade prompt for anyone else. */
export function useProductionTrackingGate(action: RecordAction) {
  return usePlanGate('production', action, useProductionTrackingPrompt());
}
