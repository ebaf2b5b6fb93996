import type { Translate } from '@/lib/i18n/catalog';
import { formatDate, formatMoney } from '@/lib/i18n/format';
import type { FinanceCategory, FinanceType, FinancialRecord } from '@shared/schemas/finance';
import type { financesMessages } from '../messages';

/** The finances area's translate function (`useMessages(financesMessages)`). */
export type FinanceWords = Translate<NonNullable<typeof financesMessages.keys>>;

export const financeTypeLabel = (t: FinanceWords, type: FinanceType) => t(`type.${type}`);

export const financeCategoryLabel = (t: FinanceWords, category: FinanceCategory) => t(`category.${category}`);

/** A type or category choice's labels, keyed by value, for the form's selects and the summary's tables. */
export const financeLabels = <Value extends string>(
  values: readonly Value[],
  label: (value: Value) => string,
): Record<Value, string> => Object.fromEntries(values.map((value) => [value, label(value)])) as Record<Value, string>;

/** "Honey sales of $120.00 on Jun 3, 2026": how buttons and dialogs name a record. */
export const financeRecordLabel = (t: FinanceWords, record: FinancialRecord) =>
  t('record.label', {
    category: financeCategoryLabel(t, record.category),
    amount: formatMoney(record.amount),
    date: formatDate(record.transactionDate),
  });

/** Where a record's money counts: its hive (and the hive's apiary), its apiary, or shared by the operation. */
export function financeLinkLabel(record: Pick<FinancialRecord, 'hiveName' | 'apiaryName'>): string | null {
  if (record.hiveName) return record.apiaryName ? `${record.hiveName} (${record.apiaryName})` : record.hiveName;
  return record.apiaryName;
}
