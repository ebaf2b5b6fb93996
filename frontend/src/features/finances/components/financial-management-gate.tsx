import type { RecordAction } from '@shared/plan-rules';
import { usePlanGate } from '@/components/pro-feature-gate';

/** What Pro gives on the finance screen: the paywall and the Add Transaction prompt say the same. */
export const FINANCIAL_MANAGEMENT = {
  feature: 'Financial Management',
  description: 'Pro keeps your income and expenses and shows your profit and loss by month, category, hive and apiary.',
} as const;

/** The Add Transaction prompt, in place of the form for a plan that may not add or edit transactions. */
export const FINANCIAL_MANAGEMENT_PROMPT = {
  title: `${FINANCIAL_MANAGEMENT.feature} is a Pro feature`,
  description: FINANCIAL_MANAGEMENT.description,
};

/** The transaction form for a plan that may `action` transactions (shared/plan-rules.ts), the prompt for anyone else. */
export function useFinancialManagementGate(action: RecordAction) {
  return usePlanGate('finances', action, FINANCIAL_MANAGEMENT_PROMPT);
}
