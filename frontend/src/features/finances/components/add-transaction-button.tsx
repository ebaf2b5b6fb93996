import { Plus } from 'lucide-react';
import { useRef, useState } from 'react';
import { PRO_REQUIRED_MARK, TOASTS } from '@shared/messages';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { Button } from '@/components/ui/button';
import type { ApiError } from '@/lib/api-client';
import { toastError } from '@/lib/outcome-toasts';
import { toast } from '@/lib/toast';
import { FINANCE_RECORD } from './finance-record-kind';
import { LazyCreateFinanceForm, preloadFinanceForms } from './lazy-finance-forms';

/** The spec's toasts for a refused add (section 5): Pro is required, or the add failed. */
function reportRefusedAdd(error: ApiError): void {
  if (error.serverMessage?.includes(PRO_REQUIRED_MARK)) {
    toast({ title: TOASTS.financeProRequiredTitle, description: TOASTS.financeProRequired, variant: 'destructive' });
  } else {
    toastError(TOASTS.financeCreateFailed);
  }
}

/** Add Transaction: the dialog opens at once, with the form arriving in its own chunk. */
export function AddTransactionButton() {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={buttonRef}
        onClick={() => setOpen(true)}
        onPointerEnter={preloadFinanceForms}
        onFocus={preloadFinanceForms}
      >
        <Plus aria-hidden="true" />
        Add Transaction
      </Button>
      <RecordFormDialog
        kind={FINANCE_RECORD}
        title="Add Transaction"
        description="Money in or out: what it was, when, and the hive or apiary it belongs to if any."
        open={open}
        onOpenChange={setOpen}
        returnFocus={buttonRef}
        onLimitReached={reportRefusedAdd}
      >
        <LazyCreateFinanceForm />
      </RecordFormDialog>
    </>
  );
}
