import type { RecordAction } from '@shared/plan-rules';
import { usePlanGate, type ProFeature } from '@/components/pro-feature-gate';
import { useMessages } from '@/lib/i18n/catalog';
import { financesMessages } from '../messages';

/** What Pro gives on the finance screen, in the language shown: the paywall and the Add Transaction prompt say the same. */
export function useFinancialManagement(): { feature: string; description: string } {
  const t = useMessages(financesMessages);
  return { feature: t('pro.feature'), description: t('pro.description') };
}

/** The Add Transaction prompt, in place of the form for a plan that may not add or edit transactions. */
export function useFinancialManagementPrompt(): ProFeature {
  const t = useMessages(financesMessages);
  return { title: t('pro.title'), description: t('pro.description') };
}

/** The transaction form for a plan that may `action` transactions (shared/plan-rules.ts), the prompt for anyone else. */
export function useFinancialManagementGate(action: RecordAction) {
  return usePlanGate('finances', action, useFinancialManagementPrompt());
}
