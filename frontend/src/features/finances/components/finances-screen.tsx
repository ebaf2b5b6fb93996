import { useId, useState } from 'react';
import { PageHeader } from '@/components/page-header';
import { QueryContent } from '@/components/query-content';
import { Label, Select } from '@/components/ui/input';
import { Spinner } from '@/components/ui/spinner';
import { useMessages } from '@/lib/i18n/catalog';
import { yearChoices } from '@/lib/year-choices';
import { financesMessages } from '../messages';
import { useFinanceSummary } from '../api/get-finance-summary';
import { AddTransactionButton } from './add-transaction-button';
import { FinanceRecords } from './finance-records';
import { ProfitAndLoss } from './profit-and-loss';

/**
 * The finance screen (`/finance`, Pro): the profit and loss of a year (this one unless chosen) with its charts and
 * breakdowns, then every record newest first, a page at a time, with Edit and Delete: one list of transactions.
 */
export function FinancesScreen() {
  const t = useMessages(financesMessages);
  const [thisYear] = useState(() => new Date().getFullYear());
  const [year, setYear] = useState(thisYear);
  const summary = useFinanceSummary(year);
  const yearId = useId();
  const years = yearChoices(thisYear, year, summary.data?.firstYear);
  return (
    <div className="flex flex-col gap-6">
      <PageHeader title={t('screen.title')} description={t('screen.description')} action={<AddTransactionButton />} />
      <section aria-labelledby="profit-and-loss-title" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <h2 id="profit-and-loss-title" className="text-xl font-semibold text-stone-900">
            {t('profitAndLoss.title', { year: String(year) })}
          </h2>
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={yearId}>{t('profitAndLoss.year')}</Label>
            <Select id={yearId} value={year} onChange={(event) => setYear(Number(event.target.value))}>
              {years.map((each) => (
                <option key={each} value={each}>
                  {each}
                </option>
              ))}
            </Select>
          </div>
        </div>
        <QueryContent
          query={summary}
          loading={<Spinner label={t('profitAndLoss.loading')} className="py-8" />}
          what={t('profitAndLoss.what', { year: String(year) })}
        >
          {(loaded) => <ProfitAndLoss summary={loaded} />}
        </QueryContent>
      </section>
      <section aria-labelledby="transactions-title" className="flex flex-col gap-4">
        <h2 id="transactions-title" className="text-xl font-semibold text-stone-900">
          {t('transactions.title')}
        </h2>
        <FinanceRecords />
      </section>
    </div>
  );
}
