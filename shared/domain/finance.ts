/** Money vocabulary without zod: types and categories, for the entity, the summaries and the forms. */
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
