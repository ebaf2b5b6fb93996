import type { ReactNode } from 'react';
import type { FinancialRecord } from '@shared/schemas/finance';
import { Badge } from '@/components/ui/badge';
import { useMessages } from '@/lib/i18n/catalog';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import { financesMessages } from '../messages';
import { financeCategoryLabel, financeLinkLabel, financeTypeLabel } from './finance-record';
import { QueuedEditBadge } from '@/components/outbox/queued-records';

/**
 * One transaction in a list: what it was, the day, income or expense (in words and a badge), its category, the
 * hive or apiary it belongs to, and the amount with cents; `actions` (Edit, Delete) under it.
 */
export function TransactionItem({ record, actions }: { record: FinancialRecord; actions?: ReactNode }) {
  const t = useMessages(financesMessages);
  const income = record.type === 'income';
  const linkedTo = financeLinkLabel(record);
  return (
    <article className="flex min-w-0 flex-col gap-2 rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <p translate="no" className="min-w-0 font-semibold break-words text-stone-900">
          {record.description}
        </p>
        <p
          className={income ? 'font-semibold text-green-800 tabular-nums' : 'font-semibold text-stone-900 tabular-nums'}
        >
          {income ? '+' : '-'}
          {formatMoney(record.amount)}
        </p>
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-700">
        <time dateTime={record.transactionDate}>{formatDate(record.transactionDate)}</time>
        <span aria-hidden="true">·</span>
        <Badge tone={income ? 'green' : 'amber'}>{financeTypeLabel(t, record.type)}</Badge>
        <span>{financeCategoryLabel(t, record.category)}</span>
        <span aria-hidden="true">·</span>
        {linkedTo ? (
          <span translate="no" className="min-w-0 break-words">
            {linkedTo}
          </span>
        ) : (
          <span>{t('record.unallocated')}</span>
        )}
        <QueuedEditBadge recordId={record.id} />
      </p>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </article>
  );
}
