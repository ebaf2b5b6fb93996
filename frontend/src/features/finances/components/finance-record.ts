import { format } from 'date-fns';
import { toDate } from '@shared/rules/calendar';
import { formatMoney } from '@shared/rules/money';
import type { FinanceCategory, FinanceType, FinancialRecord } from '@shared/schemas/finance';

export const FINANCE_TYPE_LABELS: Readonly<Record<FinanceType, string>> = {
  income: 'Income',
  expense: 'Expense',
};

export const FINANCE_CATEGORY_LABELS: Readonly<Record<FinanceCategory, string>> = {
  honey_sales: 'Honey sales',
  wax_sales: 'Wax sales',
  equipment_sales: 'Equipment sales',
  consulting: 'Consulting',
  other_income: 'Other income',
  equipment: 'Equipment',
  medication: 'Medication',
  feed: 'Feed',
  maintenance: 'Maintenance',
  transportation: 'Transportation',
  education: 'Education',
  other_expense: 'Other expense',
};

export const transactionDateLabel = (date: string) => format(toDate(date), 'd MMM yyyy');

/** "Honey sales of $120.00 on 3 Jun 2026": how buttons and dialogs name a record. */
export const financeRecordLabel = (record: FinancialRecord) =>
  `${FINANCE_CATEGORY_LABELS[record.category]} of ${formatMoney(record.amount)} on ${transactionDateLabel(record.transactionDate)}`;

/** Where a record's money counts: its hive (and the hive's apiary), its apiary, or shared by the operation. */
export function financeLinkLabel(record: Pick<FinancialRecord, 'hiveName' | 'apiaryName'>): string {
  if (record.hiveName) return record.apiaryName ? `${record.hiveName} (${record.apiaryName})` : record.hiveName;
  return record.apiaryName ?? 'Unallocated';
}
