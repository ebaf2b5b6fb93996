import type { ReactNode } from 'react';
import { formatMoney } from '@shared/rules/money';
import type { FinancialRecord } from '@shared/schemas/finance';
import { Badge } from '@/components/ui/badge';
import { FINANCE_CATEGORY_LABELS, FINANCE_TYPE_LABELS, financeLinkLabel, transactionDateLabel } from './finance-record';
import { QueuedEditBadge } from '@/components/outbox/queued-records';

/**
 * One transaction in a list: what it was, the day, income or expense (in words and a badge), its category, the
 * hive or apiary it belongs to, and the amount with cents; `actions` (Edit, Delete) under it.
 */
export function TransactionItem({ record, actions }: { record: FinancialRecord; actions?: ReactNode }) {
  const income = record.type === 'income';
  return (
    <article className="flex min-w-0 flex-col gap-2 rounded-lg border border-stone-200 bg-white p-4">
      <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-1">
        <p className="min-w-0 font-semibold break-words text-stone-900">{record.description}</p>
        <p
          className={income ? 'font-semibold text-green-800 tabular-nums' : 'font-semibold text-stone-900 tabular-nums'}
        >
          {income ? '+' : '-'}
          {formatMoney(record.amount)}
        </p>
      </div>
      <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-stone-700">
        <time dateTime={record.transactionDate}>{transactionDateLabel(record.transactionDate)}</time>
        <span aria-hidden="true">·</span>
        <Badge tone={income ? 'green' : 'amber'}>{FINANCE_TYPE_LABELS[record.type]}</Badge>
        <span>{FINANCE_CATEGORY_LABELS[record.category]}</span>
        <span aria-hidden="true">·</span>
        <span className="min-w-0 break-words">{financeLinkLabel(record)}</span>
        <QueuedEditBadge recordId={record.id} />
      </p>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </article>
  );
}
