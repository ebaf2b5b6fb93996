/**
 * The Pro export's reports: one CSV per record type, the profit and loss by month and by category, the photos by
 * link, and a README.txt saying what each file is, zipped with fflate. Pure: made from an `AccountData`.
 */
import { strToU8, zipSync } from 'fflate';
import { centsOf } from '../../../shared/rules/money';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { FinancialRecord } from '../../../shared/schemas/finance';
import type { Hive } from '../../../shared/schemas/hive';
import type { Inspection } from '../../../shared/schemas/inspection';
import type { ProductionRecord } from '../../../shared/schemas/production';
import type { Task } from '../../../shared/schemas/task';
import type { Treatment } from '../../../shared/schemas/treatment';
import type { AccountData, ExportedPhoto } from './account-data';
import { csvOf, decimalOfCents, listCell, money, type Column } from './csv';

/** Treatments' feed and sugar are stored in lbs. */
const FEED_UNIT = 'lbs';

const apiaryColumns: Column<Apiary>[] = [
  { header: 'id', cell: (a) => a.id },
  { header: 'name', cell: (a) => a.name },
  { header: 'location', cell: (a) => a.location },
  { header: 'latitude', cell: (a) => a.latitude },
  { header: 'longitude', cell: (a) => a.longitude },
  { header: 'description', cell: (a) => a.description },
  { header: 'hives', cell: (a) => a.hiveCount },
  { header: 'created_at', cell: (a) => a.createdAt },
];

const hiveColumns: Column<Hive>[] = [
  { header: 'id', cell: (h) => h.id },
  { header: 'name', cell: (h) => h.name },
  { header: 'apiary_id', cell: (h) => h.apiaryId },
  { header: 'apiary', cell: (h) => h.apiaryName },
  { header: 'status', cell: (h) => h.status },
  { header: 'hive_type', cell: (h) => h.hiveType },
  { header: 'frames', cell: (h) => h.frameCount },
  { header: 'queen_id', cell: (h) => h.queenId },
  { header: 'queen_introduced_on', cell: (h) => h.queenIntroducedOn },
  { header: 'queen_marking', cell: (h) => h.queenMarking },
  { header: 'health', cell: (h) => h.healthStatus },
  { header: 'last_inspection_date', cell: (h) => h.lastInspectionDate },
  { header: 'inspections', cell: (h) => h.inspectionCount },
  { header: 'notes', cell: (h) => h.notes },
  { header: 'created_at', cell: (h) => h.createdAt },
];

const inspectionColumns: Column<Inspection>[] = [
  { header: 'id', cell: (i) => i.id },
  { header: 'inspection_date', cell: (i) => i.inspectionDate },
  { header: 'hive_id', cell: (i) => i.hiveId },
  { header: 'hive', cell: (i) => i.hiveName },
  { header: 'queen_seen', cell: (i) => i.queenSeen },
  { header: 'queen_cells', cell: (i) => i.queenCells },
  { header: 'eggs_present', cell: (i) => i.eggsPresent },
  { header: 'open_brood', cell: (i) => i.openBrood },
  { header: 'capped_brood', cell: (i) => i.cappedBrood },
  { header: 'brood_pattern', cell: (i) => i.broodPattern },
  { header: 'temperament', cell: (i) => i.temperament },
  { header: 'population', cell: (i) => i.population },
  { header: 'food_stores', cell: (i) => i.foodStores },
  { header: 'small_hive_beetle', cell: (i) => i.smallHiveBeetle },
  { header: 'varroa_method', cell: (i) => i.varroaMethod },
  { header: 'varroa_mites', cell: (i) => i.varroaMites },
  { header: 'varroa_sample_bees', cell: (i) => i.varroaSampleBees },
  { header: 'varroa_board_days', cell: (i) => i.varroaBoardDays },
  { header: 'diseases', cell: (i) => listCell(i.diseases) },
  { header: 'treatments', cell: (i) => listCell(i.treatments) },
  { header: 'notes', cell: (i) => i.notes },
  { header: 'photos', cell: (i) => i.photos.length },
  { header: 'created_at', cell: (i) => i.createdAt },
];

const treatmentColumns: Column<Treatment>[] = [
  { header: 'id', cell: (t) => t.id },
  { header: 'application_date', cell: (t) => t.applicationDate },
  { header: 'hive_id', cell: (t) => t.hiveId },
  { header: 'hive', cell: (t) => t.hiveName },
  { header: 'treatment_type', cell: (t) => t.treatmentType },
  { header: 'treatment', cell: (t) => t.treatmentName },
  { header: 'product_id', cell: (t) => t.productId },
  { header: 'dosage', cell: (t) => t.dosage },
  { header: 'next_due_date', cell: (t) => t.nextDueDate },
  { header: 'cost', cell: (t) => money(t.cost) },
  { header: 'feed_type', cell: (t) => t.feedType },
  { header: 'feed_amount', cell: (t) => t.feedAmount },
  { header: 'syrup_ratio', cell: (t) => t.syrupRatio },
  { header: 'sugar', cell: (t) => t.sugarLbs },
  { header: 'weight_unit', cell: () => FEED_UNIT },
  { header: 'varroa_before', cell: (t) => t.varroaBefore },
  { header: 'varroa_after', cell: (t) => t.varroaAfter },
  { header: 'efficacy_percent', cell: (t) => t.efficacyPercent },
  { header: 'notes', cell: (t) => t.notes },
  { header: 'created_at', cell: (t) => t.createdAt },
];

const taskColumns: Column<Task>[] = [
  { header: 'id', cell: (t) => t.id },
  { header: 'title', cell: (t) => t.title },
  { header: 'description', cell: (t) => t.description },
  { header: 'due_date', cell: (t) => t.dueDate },
  { header: 'priority', cell: (t) => t.priority },
  { header: 'type', cell: (t) => t.type },
  { header: 'status', cell: (t) => (t.completed ? 'completed' : 'pending') },
  { header: 'hive_id', cell: (t) => t.hiveId },
  { header: 'hive', cell: (t) => t.hiveName },
  { header: 'apiary_id', cell: (t) => t.apiaryId },
  { header: 'apiary', cell: (t) => t.apiaryName },
  { header: 'repeat', cell: (t) => t.repeat },
  { header: 'repeat_every_days', cell: (t) => t.repeatEveryDays },
  { header: 'treatment_id', cell: (t) => t.treatmentId },
  { header: 'created_at', cell: (t) => t.createdAt },
];

const productionColumns: Column<ProductionRecord>[] = [
  { header: 'id', cell: (p) => p.id },
  { header: 'harvest_date', cell: (p) => p.harvestDate },
  { header: 'hive_id', cell: (p) => p.hiveId },
  { header: 'hive', cell: (p) => p.hiveName },
  { header: 'product', cell: (p) => p.productType },
  { header: 'quantity', cell: (p) => p.quantity },
  { header: 'unit', cell: (p) => p.unit },
  { header: 'quality', cell: (p) => p.quality },
  { header: 'notes', cell: (p) => p.notes },
  { header: 'created_at', cell: (p) => p.createdAt },
];

const financeColumns: Column<FinancialRecord>[] = [
  { header: 'id', cell: (f) => f.id },
  { header: 'transaction_date', cell: (f) => f.transactionDate },
  { header: 'type', cell: (f) => f.type },
  { header: 'category', cell: (f) => f.category },
  { header: 'amount', cell: (f) => money(f.amount) },
  { header: 'description', cell: (f) => f.description },
  { header: 'hive_id', cell: (f) => f.hiveId },
  { header: 'hive', cell: (f) => f.hiveName },
  { header: 'apiary_id', cell: (f) => f.apiaryId },
  { header: 'apiary', cell: (f) => f.apiaryName },
  { header: 'created_at', cell: (f) => f.createdAt },
];

const photoColumns: Column<ExportedPhoto>[] = [
  { header: 'inspection_id', cell: (p) => p.inspectionId },
  { header: 'inspection_date', cell: (p) => p.inspectionDate },
  { header: 'hive_id', cell: (p) => p.hiveId },
  { header: 'hive', cell: (p) => p.hiveName },
  { header: 'key', cell: (p) => p.key },
  { header: 'link', cell: (p) => p.url },
];

/** What the profit and loss's "every" rows say in place of a month or a category. */
export const ALL_MONTHS = 'all';
export const ALL_CATEGORIES = 'all';

/** One row of the profit and loss: a year's month (or the year) and a category (or all), in cents. */
export interface ProfitAndLossRow {
  year: string;
  month: string;
  category: string;
  incomeCents: number;
  expenseCents: number;
}

/**
 * The profit and loss of these records: for each year (oldest first) its months, then its categories, then the
 * year's total; every row with its income, expenses and profit. Added up in whole cents, so sums never drift.
 */
export function profitAndLoss(finances: readonly FinancialRecord[]): ProfitAndLossRow[] {
  const rows = new Map<string, ProfitAndLossRow>();
  const addTo = (year: string, month: string, category: string, record: FinancialRecord) => {
    const key = `${year}|${month}|${category}`;
    const row = rows.get(key) ?? { year, month, category, incomeCents: 0, expenseCents: 0 };
    if (record.type === 'income') row.incomeCents += centsOf(record.amount);
    else row.expenseCents += centsOf(record.amount);
    rows.set(key, row);
  };
  for (const record of finances) {
    const year = record.transactionDate.slice(0, 4);
    addTo(year, record.transactionDate.slice(5, 7), ALL_CATEGORIES, record);
    addTo(year, ALL_MONTHS, record.category, record);
    addTo(year, ALL_MONTHS, ALL_CATEGORIES, record);
  }
  /** Months first, then categories, then the year: `all` sorts after both ("all" > "12", and last of categories). */
  const order = (row: ProfitAndLossRow) =>
    `${row.year}|${row.month === ALL_MONTHS ? (row.category === ALL_CATEGORIES ? '3' : '2') : '1'}|${row.month}|${row.category}`;
  return [...rows.values()].sort((a, b) => order(a).localeCompare(order(b)));
}

const profitAndLossColumns: Column<ProfitAndLossRow>[] = [
  { header: 'year', cell: (r) => r.year },
  { header: 'month', cell: (r) => r.month },
  { header: 'category', cell: (r) => r.category },
  { header: 'income', cell: (r) => decimalOfCents(r.incomeCents) },
  { header: 'expenses', cell: (r) => decimalOfCents(r.expenseCents) },
  { header: 'profit', cell: (r) => decimalOfCents(r.incomeCents - r.expenseCents) },
];

/** The ZIP's files with what each is, in the order README.txt lists them. */
export const REPORT_FILES = {
  'apiaries.csv': 'Your apiaries, with where they are and how many hives stand there.',
  'hives.csv': 'Your hives, with their apiary, queen, health and latest inspection.',
  'inspections.csv': 'Every inspection, newest first, with its findings, mite count and number of photos.',
  'treatments.csv': 'Every treatment and feeding, newest first; costs in dollars, feed and sugar in lbs.',
  'production.csv': 'Every harvest, newest first, with its quantity in the unit it was recorded in.',
  'finances.csv': 'Every income and expense, newest first, in dollars.',
  'profit-and-loss.csv':
    'Income, expenses and profit by year: each month (category "all"), each category (month "all"), and the ' +
    'year (both "all").',
  'tasks.csv': 'Your tasks, pending and completed.',
  'photos.csv': "Your inspections' photos: the inspection, the hive and a link that works while the export is kept.",
} as const;
export type ReportFile = keyof typeof REPORT_FILES;

/** README.txt of the ZIP. */
export function readmeOf(data: Pick<AccountData, 'exportedAt' | 'profile'>): string {
  const lines = [
    `HiveKeeper export of ${data.profile.email}, made ${data.exportedAt}.`,
    '',
    'Each CSV opens in a spreadsheet: one row per record after a header row, dates as YYYY-MM-DD (times in UTC),',
    'money as dollars with two decimals. Ids link the files: hive_id in inspections.csv is id in hives.csv.',
    '',
    ...Object.entries(REPORT_FILES).map(([file, what]) => `${file}: ${what}`),
    '',
  ];
  return lines.join('\r\n');
}

/** The CSV text of each report file. */
export function reportFiles(data: AccountData): Record<ReportFile, string> {
  return {
    'apiaries.csv': csvOf(apiaryColumns, data.apiaries),
    'hives.csv': csvOf(hiveColumns, data.hives),
    'inspections.csv': csvOf(inspectionColumns, data.inspections),
    'treatments.csv': csvOf(treatmentColumns, data.treatments),
    'production.csv': csvOf(productionColumns, data.production),
    'finances.csv': csvOf(financeColumns, data.finances),
    'profit-and-loss.csv': csvOf(profitAndLossColumns, profitAndLoss(data.finances)),
    'tasks.csv': csvOf(taskColumns, data.tasks),
    'photos.csv': csvOf(photoColumns, data.photos),
  };
}

/** The Pro export: README.txt and the report files, zipped. */
export function reportsZip(data: AccountData): Uint8Array {
  const files: Record<string, Uint8Array> = { 'README.txt': strToU8(readmeOf(data)) };
  for (const [name, text] of Object.entries(reportFiles(data))) files[name] = strToU8(text);
  return zipSync(files, { level: 6, mtime: new Date(data.exportedAt) });
}

/** The export for everyone: the whole account as one JSON document. */
export function accountJson(data: AccountData): Uint8Array {
  return strToU8(JSON.stringify(data, null, 2));
}
