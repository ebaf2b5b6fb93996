import * as z from 'zod';
import { VALIDATION } from '../messages';
import {
  calendarDateSchema,
  optionalId,
  recordFields,
  requiredChoice,
  requiredDate,
  requiredMoney,
  requiredText,
  whenFieldsValid,
} from './common';

export const FINANCE_TYPES = ['income', 'expense'] as const;
export type FinanceType = (typeof FINANCE_TYPES)[number];

export const INCOME_CATEGORIES = ['honey_sales', 'wax_sales', 'equipment_sales', 'consulting', 'other_income'] as const;
export const EXPENSE_CATEGORIES = [
  'equipment',
  'medication',
  'feed',
  'maintenance',
  'transportation',
  'education',
  'other_expense',
] as const;

/** The categories each type offers; a record's category must be one of its type's. */
export const FINANCE_CATEGORIES_BY_TYPE = {
  income: INCOME_CATEGORIES,
  expense: EXPENSE_CATEGORIES,
} as const satisfies Record<FinanceType, readonly string[]>;

export const FINANCE_CATEGORIES = [...INCOME_CATEGORIES, ...EXPENSE_CATEGORIES] as const;
export type FinanceCategory = (typeof FINANCE_CATEGORIES)[number];

/** What the add form starts with. */
export const FINANCE_DEFAULTS = { type: 'expense', category: 'equipment' } as const satisfies {
  type: FinanceType;
  category: FinanceCategory;
};

export function isCategoryOfType(type: FinanceType, category: FinanceCategory): boolean {
  return (FINANCE_CATEGORIES_BY_TYPE[type] as readonly FinanceCategory[]).includes(category);
}

/** What the add form sends (POST /api/finances). Amount is in US dollars; hive and apiary are optional links. */
export const financialRecordInputSchema = z
  .object({
    type: requiredChoice(FINANCE_TYPES, VALIDATION.typeRequired, 'Type'),
    category: requiredChoice(FINANCE_CATEGORIES, VALIDATION.categoryRequired, 'Category'),
    amount: requiredMoney({ missing: VALIDATION.amountRequired, range: VALIDATION.amountPositive }, 'Amount'),
    description: requiredText(VALIDATION.descriptionRequired, 200, 'Description'),
    transactionDate: requiredDate(VALIDATION.dateRequired),
    hiveId: optionalId(),
    apiaryId: optionalId(),
  })
  .refine(({ type, category }) => isCategoryOfType(type, category), {
    path: ['category'],
    error: VALIDATION.categoryTypeMismatch,
    when: whenFieldsValid('type', 'category'),
  });
export type FinancialRecordInput = z.input<typeof financialRecordInputSchema>;
export type ParsedFinancialRecordInput = z.output<typeof financialRecordInputSchema>;

/** A financial record as `GET /api/finances` lists it. */
export const financialRecordSchema = z.object({
  ...recordFields,
  type: z.enum(FINANCE_TYPES),
  category: z.enum(FINANCE_CATEGORIES),
  amount: z.number().nonnegative(),
  description: z.string(),
  transactionDate: calendarDateSchema,
  hiveId: z.string().nullable(),
  hiveName: z.string().nullable(),
  apiaryId: z.string().nullable(),
  apiaryName: z.string().nullable(),
});
export type FinancialRecord = z.infer<typeof financialRecordSchema>;
