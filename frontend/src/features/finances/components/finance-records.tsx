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
import { useMessages } from '@/lib/i18n/catalog';
import { financesMessages } from '../messages';
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
  const t = useMessages(financesMessages);
  const records = useFinances();
  // A retry after an error shows the loading state again, so the click visibly does something.
  if (records.isPending || (records.isError && !records.data && records.isFetching)) {
    return <CardGridSkeleton label={t('transactions.loading')} />;
  }
  if (!records.data) return <LoadError what={t('transactions.what')} onRetry={() => void records.refetch()} />;
  const all = records.data.pages.flatMap((page) => page.items);
  if (all.length === 0) {
    return (
      <EmptyState
        icon={<Wallet aria-hidden="true" className="size-10 text-honey-700" />}
        title={t('empty.title')}
        description={t('empty.description')}
        action={<AddTransactionButton />}
      />
    );
  }
  return (
    <div className="flex flex-col gap-4">
      <ul aria-label={t('transactions.title')} className="flex flex-col gap-2">
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
      <NextPage query={records} what={t('transactions.more')} />
    </div>
  );
}

function RecordActions({ record }: { record: FinancialRecord }) {
  const t = useMessages(financesMessages);
  const deleteFinance = useDeleteFinance();
  const { gate } = useFinancialManagementGate('edit');
  const name = financeRecordLabel(t, record);
  return (
    <>
      <RecordFormDialog kind={FINANCE_RECORD} record={{ name }} description={t('record.editDescription', { name })}>
        {gate(<LazyEditFinanceForm record={record} />)}
      </RecordFormDialog>
      <DeleteRecordButton
        kind={FINANCE_RECORD}
        itemName={name}
        description={t('record.deleteDescription')}
        remove={() => deleteFinance.mutateAsync(record.id)}
      />
    </>
  );
}

/** A treatment's cost is changed with the treatment: the hive's treatments, where its Edit and Delete are. */
function TreatmentCostActions({ record }: { record: FinancialRecord }) {
  const t = useMessages(financesMessages);
  return (
    <>
      <p className="w-full text-sm text-stone-700">{t('treatmentCost.note')}</p>
      <Link
        to={paths.app.treatments.getHref({ hiveId: record.hiveId ?? undefined })}
        className={buttonVariants({ variant: 'outline', size: 'sm' })}
      >
        {t('treatmentCost.open')}
        <span className="sr-only">: {financeRecordLabel(t, record)}</span>
      </Link>
    </>
  );
}
