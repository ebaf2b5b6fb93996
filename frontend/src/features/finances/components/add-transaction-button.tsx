import { PRO_REQUIRED_MARK, TOASTS } from '@shared/messages';
import { ProRecordAddButton } from '@/components/pro-record-add-button';
import type { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { FINANCE_RECORD } from './finance-record-kind';
import { FINANCIAL_MANAGEMENT_PROMPT } from './financial-management-gate';
import { LazyCreateFinanceForm, preloadFinanceForms } from './lazy-finance-forms';

/** The spec's toast for an add the server refuses for the plan (section 5), beside the prompt in the dialog. */
function reportProRequired(error: ApiError): void {
  if (error.serverMessage?.includes(PRO_REQUIRED_MARK)) {
    toast({ title: TOASTS.financeProRequiredTitle, description: TOASTS.financeProRequired, variant: 'destructive' });
  }
}

/** Add Transaction, with the Financial Management prompt for a plan that doesn't add transactions. */
export function AddTransactionButton() {
  return (
    <ProRecordAddButton
      label="Add Transaction"
      record="finances"
      kind={FINANCE_RECORD}
      title="Add Transaction"
      description="Money in or out: what it was, when, and the hive or apiary it belongs to if any."
      feature={FINANCIAL_MANAGEMENT_PROMPT}
      form={<LazyCreateFinanceForm />}
      preload={preloadFinanceForms}
      onRefused={reportProRequired}
    />
  );
}
