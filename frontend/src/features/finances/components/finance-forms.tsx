import type { ReactNode } from 'react';
import { toCalendarDate } from '@shared/rules/calendar';
import type { Apiary } from '@shared/schemas/apiary';
import { FINANCE_DEFAULTS, type FinancialRecord, type FinancialRecordInput } from '@shared/schemas/finance';
import { useApiaries } from '@/api/get-apiaries';
import { QueryContent } from '@/components/query-content';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/catalog';
import { financesMessages } from '../messages';
import { useCreateFinance } from '../api/create-finance';
import { useUpdateFinance } from '../api/update-finance';
import { FinanceForm } from './finance-form';
import { versionOf } from '@/lib/offline/queued-write';

/** The add dialog's form: an equipment expense of today, linked to nothing (the spec's defaults). */
export function CreateFinanceForm() {
  const createFinance = useCreateFinance();
  return (
    <WithLinks>
      {(apiaries) => (
        <FinanceForm apiaries={apiaries} defaultValues={newFinanceValues()} save={createFinance.mutateAsync} />
      )}
    </WithLinks>
  );
}

/** The edit dialog's form, prefilled with the record as recorded. */
export function EditFinanceForm({ record }: { record: FinancialRecord }) {
  const updateFinance = useUpdateFinance();
  return (
    <WithLinks>
      {(apiaries) => (
        <FinanceForm
          hiveName={record.hiveName ?? undefined}
          apiaries={apiaries}
          defaultValues={recordedValues(record)}
          save={(input) => updateFinance.mutateAsync({ id: record.id, version: versionOf(record), input })}
        />
      )}
    </WithLinks>
  );
}

/** The apiaries a record can be linked to: the form waits for them (its hive picker pages the hives itself). */
function WithLinks({ children }: { children: (apiaries: Apiary[]) => ReactNode }) {
  const t = useMessages(financesMessages);
  const apiaries = useApiaries();
  const loading = <Spinner label={t('form.loadingApiaries')} className="py-6" />;
  return (
    <QueryContent query={apiaries} loading={loading} what={t('form.yourApiaries')}>
      {(loadedApiaries) => children(loadedApiaries)}
    </QueryContent>
  );
}

function newFinanceValues(): FinancialRecordInput {
  return {
    type: FINANCE_DEFAULTS.type,
    category: FINANCE_DEFAULTS.category,
    amount: '',
    description: '',
    transactionDate: toCalendarDate(new Date()),
    hiveId: '',
    apiaryId: '',
  };
}

function recordedValues(record: FinancialRecord): FinancialRecordInput {
  return {
    type: record.type,
    category: record.category,
    amount: record.amount.toFixed(2),
    description: record.description,
    transactionDate: record.transactionDate,
    hiveId: record.hiveId ?? '',
    apiaryId: record.apiaryId ?? '',
  };
}
