import { Wallet } from 'lucide-react';
import { Link } from 'react-router-dom';
import type { FinancialRecord } from '@shared/schemas/finance';
import { DeleteRecordButton } from '@/components/delete-record-button';
import { RecordFormDialog } from '@/components/record-form-dialog';
import { buttonVariants } from '@/components/ui/button';
import { CardGridSkeleton } from '@/components/ui/card-grid-skeleton';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { NextPage } from '@/components/ui/next-page';
import { paths } from '@/config/paths';
import { useDeleteFinance } from '../api/delete-finance';
import { useFinances } from '../api/get-finances';
import { AddTransactionButton } from './add-transaction-button';
import { financeRecordLabel } from './finance-record';
import { useFinancialManagementGate } from './financial-management-gate';
import { FINANCE_RECORD } from './finance-record-kind';
import { LazyEditFinanceForm } from './lazy-finance-forms';
import { TransactionItem } from './transaction-item';

/**
 * Every financial record of the beekeeper, newest first, a page at a time, each with Edit and Delete; a treatment's
 * cost instead with the way to its treatment, which changes and deletes it (the API answers 409 otherwise).
 */
export function FinanceRecords() {
  const records = useFinances();
  // A retry after an error shows the loading state again, so the click visibly does something.
  if (records.isPending || (records.isError && !records.data && records.isFetching)) {
    return <CardGridSkeleton label="Loading transactions" />;
  }
  if (!records.data) return <LoadError what="your transactions" onRetry={() => void records.refetch()} />;
  const all = records.data.pages.flatMap((page) => page.items);
  if (all.length === 0) {
    return (
      <EmptyState
        icon={<Wallet aria-hidden="true" className="size-10 text-honey-700" />}
        title="No transactions recorded yet"
        description="Add your first sale or cost: the profit and loss above adds it up."
        action={<AddTransactionButton />}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label="Transactions" className="flex flex-col gap-2">
        {all.map((record) => (
          <li key={record.id}>
            <TransactionItem
              record={record}
              actions={
                record.treatmentId === null ? (
                  <RecordActions record={record} />
                ) : (
                  <TreatmentCostActions record={record} />
                )
              }
            />
          </li>
        ))}
      </ul>
      <NextPage query={records} what="transactions" />
    </div>
  );
}

function RecordActions({ record }: { record: FinancialRecord }) {
  const deleteFinance = useDeleteFinance();
  const { gate } = useFinancialManagementGate('edit');
  const name = financeRecordLabel(record);
  return (
    <>
      <RecordFormDialog kind={FINANCE_RECORD} record={{ name }} description={`Change what was recorded of ${name}.`}>
        {gate(<LazyEditFinanceForm record={record} />)}
      </RecordFormDialog>
      <DeleteRecordButton
        kind={FINANCE_RECORD}
        itemName={name}
        description="It comes off its year's profit and loss. This cannot be undone."
        remove={() => deleteFinance.mutateAsync(record.id)}
      />
    </>
  );
}

/** A treatment's cost is changed with the treatment: the hive's treatments, where its Edit and Delete are. */
function TreatmentCostActions({ record }: { record: FinancialRecord }) {
  return (
    <>
      <p className="w-full text-sm text-stone-700">Recorded with a treatment: edit or delete it there.</p>
      <Link
        to={paths.app.treatments.getHref({ hiveId: record.hiveId ?? undefined })}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        Open the treatment<span className="sr-only">: {financeRecordLabel(record)}</span>
      </Link>
    </>
  );
}
