import * as z from 'zod';
import {
  FINANCE_TYPES,
  FINANCE_CATEGORIES_BY_TYPE,
  FINANCE_CATEGORIES,
  type FinanceType,
  type FinanceCategory,
} from '../domain/finance';
import { VALIDATION } from '../messages';
import {
  DATED_CURSOR_PATTERN,
  calendarDateSchema,
  numberFromText,
  optionalId,
  pageLimit,
  offlineRecordFields,
  requiredChoice,
  requiredDate,
  requiredMoney,
  requiredText,
  whenFieldsValid,
  type NumberField,
  withClientId,
} from './common';

export {
  FINANCE_TYPES,
  INCOME_CATEGORIES,
  EXPENSE_CATEGORIES,
  FINANCE_CATEGORIES_BY_TYPE,
  FINANCE_CATEGORIES,
  type FinanceType,
  type FinanceCategory,
} from '../domain/finance';

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

/**
 * What POST /api/finances takes: the form's fields and the id the app made for the money record, if any
 * (`withClientId`).
 */
export const financialRecordCreateSchema = withClientId(financialRecordInputSchema);

/** A financial record as `GET /api/finances` lists it. */
export const financialRecordSchema = z.object({
  ...offlineRecordFields,
  type: z.enum(FINANCE_TYPES),
  category: z.enum(FINANCE_CATEGORIES),
  amount: z.number().nonnegative(),
  description: z.string(),
  transactionDate: calendarDateSchema,
  hiveId: z.string().nullable(),
  hiveName: z.string().nullable(),
  apiaryId: z.string().nullable(),
  apiaryName: z.string().nullable(),
  /** The treatment or feeding whose cost this expense is: changed and deleted with it, not on its own. */
  treatmentId: z.string().nullable(),
});
export type FinancialRecord = z.infer<typeof financialRecordSchema>;

/** `GET /api/finances`: 20 records a page unless `?limit=` says, at most 100. */
export const FINANCE_PAGE = { defaultLimit: 20, maxLimit: 100 } as const;

export const financeListQuerySchema = z.object({
  limit: pageLimit(FINANCE_PAGE),
  /** `<transactionDate>_<id>` of the last record of the page before. */
  cursor: z.string().regex(DATED_CURSOR_PATTERN, { error: VALIDATION.invalidCursor }).optional(),
});
export type FinanceListQuery = z.output<typeof financeListQuerySchema>;

/** `GET /api/finances/summary?year=`: one calendar year's profit and loss (this year unless said). */
export const financeSummaryQuerySchema = z.object({
  year: z.preprocess(
    (value: NumberField) => numberFromText(value),
    z.number({ error: VALIDATION.invalidRequest }).int().min(2000).max(2100).optional(),
  ),
});

/** The recent transactions the summary shows (spec: "recent transactions (first 10)"). */
export const RECENT_TRANSACTIONS = 10;

/** Income, expense and net (income - expense) in US dollars with cents. */
const profitAndLossFields = { income: z.number(), expense: z.number(), net: z.number() };

/**
 * A year's profit and loss: totals, each month (`YYYY-MM`, all twelve), each category that has records, each hive
 * and apiary records are linked to; records linked to neither (shared costs) are `unallocated`, never spread.
 * A record linked to a hive counts for the hive and, through the hive, for its apiary.
 */
export const financeSummarySchema = z.object({
  year: z.number().int(),
  ...profitAndLossFields,
  byMonth: z.array(z.object({ month: z.string(), ...profitAndLossFields })),
  byCategory: z.array(
    z.object({ type: z.enum(FINANCE_TYPES), category: z.enum(FINANCE_CATEGORIES), amount: z.number() }),
  ),
  byHive: z.array(z.object({ hiveId: z.string(), hiveName: z.string(), ...profitAndLossFields })),
  byApiary: z.array(z.object({ apiaryId: z.string(), apiaryName: z.string(), ...profitAndLossFields })),
  unallocated: z.object(profitAndLossFields),
  recentTransactions: z.array(financialRecordSchema),
  /** The year of the oldest record (null with none): the Year selector offers every year from it. */
  firstYear: z.number().int().nullable(),
});
export type FinanceSummary = z.infer<typeof financeSummarySchema>;
