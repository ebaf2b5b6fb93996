import { PRO_REQUIRED_MARK, TOASTS } from '@shared/messages';
import { ProRecordAddButton } from '@/components/pro-record-add-button';
import type { ApiError } from '@/lib/api-client';
import { useMessages } from '@/lib/i18n/catalog';
import { toast } from '@/lib/toast';
import { financesMessages } from '../messages';
import { FINANCE_RECORD } from './finance-record-kind';
import { useFinancialManagementPrompt } from './financial-management-gate';
import { LazyCreateFinanceForm, preloadFinanceForms } from './lazy-finance-forms';

/** The spec's toast for an add the server refuses for the plan (section 5), beside the prompt in the dialog. */
function reportProRequired(error: ApiError): void {
  if (error.serverMessage?.includes(PRO_REQUIRED_MARK)) {
    toast({ title: TOASTS.financeProRequiredTitle, description: TOASTS.financeProRequired, variant: 'destructive' });
  }
}

/** Add Transaction, with the Financial Management prompt for a plan that doesn't add transactions. */
export function AddTransactionButton() {
  const t = useMessages(financesMessages);
  return (
    <ProRecordAddButton
      label={t('addTransaction')}
      record="finances"
      kind={FINANCE_RECORD}
      title={t('addTransaction')}
      description={t('addTransaction.description')}
      feature={useFinancialManagementPrompt()}
      form={<LazyCreateFinanceForm />}
      preload={preloadFinanceForms}
      onRefused={reportProRequired}
    />
  );
}
