/**
 * The Pro export's reports: one CSV per record type, the profit and loss by month and by category, the photos by
 * link, and a README.txt saying what each file is, zipped with fflate. Pure: made from an `AccountData`, its headers
 * and README in the language of the beekeeper's profile (`catalogs/export`; American English until they choose one).
 * Values a beekeeper picks from a list stay codes and dates stay ISO, the same in every language, as a spreadsheet or
 * a script reads them; the file names stay too, so the README and the files name each other alike everywhere.
 */
import { strToU8, zipSync } from 'fflate';
import { SOURCE_LOCALE, type Locale } from '../../../shared/i18n/locales';
import { centsOf } from '../../../shared/rules/money';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { FinancialRecord } from '../../../shared/schemas/finance';
import type { Hive } from '../../../shared/schemas/hive';
import type { Inspection } from '../../../shared/schemas/inspection';
import type { ProductionRecord } from '../../../shared/schemas/production';
import type { Task } from '../../../shared/schemas/task';
import type { Treatment } from '../../../shared/schemas/treatment';
import type { TranslateOf } from '../i18n/server-catalog';
import type { AccountData, ExportedPhoto } from './account-data';
import { csvOf, decimalOfCents, listCell, money, type Cell } from './csv';
import { exportMessages } from './export-messages';

type Translate = TranslateOf<typeof exportMessages>;
type ExportMessage = Parameters<Translate>[0];

/** A report's column: its header's message (en-US: the header every export had before languages) and its cell. */
interface ReportColumn<T> {
  header: Extract<ExportMessage, `column.${string}`>;
  cell: (record: T) => Cell;
}

/** Treatments' feed and sugar are stored in lbs. */
const FEED_UNIT = 'lbs';

const apiaryColumns: ReportColumn<Apiary>[] = [
  { header: 'column.id', cell: (a) => a.id },
  { header: 'column.name', cell: (a) => a.name },
  { header: 'column.location', cell: (a) => a.location },
  { header: 'column.latitude', cell: (a) => a.latitude },
  { header: 'column.longitude', cell: (a) => a.longitude },
  { header: 'column.description', cell: (a) => a.description },
  { header: 'column.hives', cell: (a) => a.hiveCount },
  { header: 'column.createdAt', cell: (a) => a.createdAt },
];

const hiveColumns: ReportColumn<Hive>[] = [
  { header: 'column.id', cell: (h) => h.id },
  { header: 'column.name', cell: (h) => h.name },
  { header: 'column.apiaryId', cell: (h) => h.apiaryId },
  { header: 'column.apiary', cell: (h) => h.apiaryName },
  { header: 'column.status', cell: (h) => h.status },
  { header: 'column.hiveType', cell: (h) => h.hiveType },
  { header: 'column.frames', cell: (h) => h.frameCount },
  { header: 'column.queenId', cell: (h) => h.queenId },
  { header: 'column.queenIntroducedOn', cell: (h) => h.queenIntroducedOn },
  { header: 'column.queenMarking', cell: (h) => h.queenMarking },
  { header: 'column.health', cell: (h) => h.healthStatus },
  { header: 'column.lastInspectionDate', cell: (h) => h.lastInspectionDate },
  { header: 'column.inspections', cell: (h) => h.inspectionCount },
  { header: 'column.notes', cell: (h) => h.notes },
  { header: 'column.createdAt', cell: (h) => h.createdAt },
];

const inspectionColumns: ReportColumn<Inspection>[] = [
  { header: 'column.id', cell: (i) => i.id },
  { header: 'column.inspectionDate', cell: (i) => i.inspectionDate },
  { header: 'column.hiveId', cell: (i) => i.hiveId },
  { header: 'column.hive', cell: (i) => i.hiveName },
  { header: 'column.queenSeen', cell: (i) => i.queenSeen },
  { header: 'column.queenCells', cell: (i) => i.queenCells },
  { header: 'column.eggsPresent', cell: (i) => i.eggsPresent },
  { header: 'column.openBrood', cell: (i) => i.openBrood },
  { header: 'column.cappedBrood', cell: (i) => i.cappedBrood },
  { header: 'column.broodPattern', cell: (i) => i.broodPattern },
  { header: 'column.temperament', cell: (i) => i.temperament },
  { header: 'column.population', cell: (i) => i.population },
  { header: 'column.foodStores', cell: (i) => i.foodStores },
  { header: 'column.smallHiveBeetle', cell: (i) => i.smallHiveBeetle },
  { header: 'column.varroaMethod', cell: (i) => i.varroaMethod },
  { header: 'column.varroaMites', cell: (i) => i.varroaMites },
  { header: 'column.varroaSampleBees', cell: (i) => i.varroaSampleBees },
  { header: 'column.varroaBoardDays', cell: (i) => i.varroaBoardDays },
  { header: 'column.diseases', cell: (i) => listCell(i.diseases) },
  { header: 'column.treatments', cell: (i) => listCell(i.treatments) },
  { header: 'column.notes', cell: (i) => i.notes },
  { header: 'column.photos', cell: (i) => i.photos.length },
  { header: 'column.createdAt', cell: (i) => i.createdAt },
];

const treatmentColumns: ReportColumn<Treatment>[] = [
  { header: 'column.id', cell: (t) => t.id },
  { header: 'column.applicationDate', cell: (t) => t.applicationDate },
  { header: 'column.hiveId', cell: (t) => t.hiveId },
  { header: 'column.hive', cell: (t) => t.hiveName },
  { header: 'column.treatmentType', cell: (t) => t.treatmentType },
  { header: 'column.treatment', cell: (t) => t.treatmentName },
  { header: 'column.productId', cell: (t) => t.productId },
  { header: 'column.dosage', cell: (t) => t.dosage },
  { header: 'column.nextDueDate', cell: (t) => t.nextDueDate },
  { header: 'column.cost', cell: (t) => money(t.cost) },
  { header: 'column.feedType', cell: (t) => t.feedType },
  { header: 'column.feedAmount', cell: (t) => t.feedAmount },
  { header: 'column.syrupRatio', cell: (t) => t.syrupRatio },
  { header: 'column.sugar', cell: (t) => t.sugarLbs },
  { header: 'column.weightUnit', cell: () => FEED_UNIT },
  { header: 'column.varroaBefore', cell: (t) => t.varroaBefore },
  { header: 'column.varroaAfter', cell: (t) => t.varroaAfter },
  { header: 'column.efficacyPercent', cell: (t) => t.efficacyPercent },
  { header: 'column.notes', cell: (t) => t.notes },
  { header: 'column.createdAt', cell: (t) => t.createdAt },
];

const taskColumns: ReportColumn<Task>[] = [
  { header: 'column.id', cell: (t) => t.id },
  { header: 'column.title', cell: (t) => t.title },
  { header: 'column.description', cell: (t) => t.description },
  { header: 'column.dueDate', cell: (t) => t.dueDate },
  { header: 'column.priority', cell: (t) => t.priority },
  { header: 'column.type', cell: (t) => t.type },
  { header: 'column.status', cell: (t) => (t.completed ? 'completed' : 'pending') },
  { header: 'column.hiveId', cell: (t) => t.hiveId },
  { header: 'column.hive', cell: (t) => t.hiveName },
  { header: 'column.apiaryId', cell: (t) => t.apiaryId },
  { header: 'column.apiary', cell: (t) => t.apiaryName },
  { header: 'column.repeat', cell: (t) => t.repeat },
  { header: 'column.repeatEveryDays', cell: (t) => t.repeatEveryDays },
  { header: 'column.treatmentId', cell: (t) => t.treatmentId },
  { header: 'column.createdAt', cell: (t) => t.createdAt },
];

const productionColumns: ReportColumn<ProductionRecord>[] = [
  { header: 'column.id', cell: (p) => p.id },
  { header: 'column.harvestDate', cell: (p) => p.harvestDate },
  { header: 'column.hiveId', cell: (p) => p.hiveId },
  { header: 'column.hive', cell: (p) => p.hiveName },
  { header: 'column.product', cell: (p) => p.productType },
  { header: 'column.quantity', cell: (p) => p.quantity },
  { header: 'column.unit', cell: (p) => p.unit },
  { header: 'column.quality', cell: (p) => p.quality },
  { header: 'column.notes', cell: (p) => p.notes },
  { header: 'column.createdAt', cell: (p) => p.createdAt },
];

const financeColumns: ReportColumn<FinancialRecord>[] = [
  { header: 'column.id', cell: (f) => f.id },
  { header: 'column.transactionDate', cell: (f) => f.transactionDate },
  { header: 'column.type', cell: (f) => f.type },
  { header: 'column.category', cell: (f) => f.category },
  { header: 'column.amount', cell: (f) => money(f.amount) },
  { header: 'column.description', cell: (f) => f.description },
  { header: 'column.hiveId', cell: (f) => f.hiveId },
  { header: 'column.hive', cell: (f) => f.hiveName },
  { header: 'column.apiaryId', cell: (f) => f.apiaryId },
  { header: 'column.apiary', cell: (f) => f.apiaryName },
  { header: 'column.createdAt', cell: (f) => f.createdAt },
];

const photoColumns: ReportColumn<ExportedPhoto>[] = [
  { header: 'column.inspectionId', cell: (p) => p.inspectionId },
  { header: 'column.inspectionDate', cell: (p) => p.inspectionDate },
  { header: 'column.hiveId', cell: (p) => p.hiveId },
  { header: 'column.hive', cell: (p) => p.hiveName },
  { header: 'column.key', cell: (p) => p.key },
  { header: 'column.link', cell: (p) => p.url },
];

/** What the profit and loss's "every" rows hold in place of a month or a category (in words: `all`). */
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

const profitAndLossColumns: ReportColumn<ProfitAndLossRow>[] = [
  { header: 'column.year', cell: (r) => r.year },
  { header: 'column.month', cell: (r) => r.month },
  { header: 'column.category', cell: (r) => r.category },
  { header: 'column.income', cell: (r) => decimalOfCents(r.incomeCents) },
  { header: 'column.expenses', cell: (r) => decimalOfCents(r.expenseCents) },
  { header: 'column.profit', cell: (r) => decimalOfCents(r.incomeCents - r.expenseCents) },
];

/** The ZIP's files with the message saying what each is, in the order README.txt lists them. */
export const REPORT_FILES = {
  'apiaries.csv': 'file.apiaries',
  'hives.csv': 'file.hives',
  'inspections.csv': 'file.inspections',
  'treatments.csv': 'file.treatments',
  'production.csv': 'file.production',
  'finances.csv': 'file.finances',
  'profit-and-loss.csv': 'file.profitAndLoss',
  'tasks.csv': 'file.tasks',
  'photos.csv': 'file.photos',
} as const satisfies Record<string, ExportMessage>;
export type ReportFile = keyof typeof REPORT_FILES;

/** The language the beekeeper's export speaks: their profile's. */
function exportLocaleOf(data: Pick<AccountData, 'preferences'>): Locale {
  return data.preferences.language ?? SOURCE_LOCALE;
}

/** The CSV of `records` under headers in the export's language. */
function reportCsv<T>(t: Translate, columns: readonly ReportColumn<T>[], records: readonly T[]): string {
  return csvOf(
    columns.map(({ header, cell }) => ({ header: t(header), cell })),
    records,
  );
}

/** A profit and loss row whose "every" month or category is written in the export's language. */
function namingAll({ month, category, ...sums }: ProfitAndLossRow, all: string): ProfitAndLossRow {
  return {
    ...sums,
    month: month === ALL_MONTHS ? all : month,
    category: category === ALL_CATEGORIES ? all : category,
  };
}

/** README.txt of the ZIP. */
export function readmeOf(data: Pick<AccountData, 'exportedAt' | 'profile' | 'preferences'>): string {
  const t = exportMessages(exportLocaleOf(data));
  const names = { category: t('column.category'), month: t('column.month'), all: t('all') };
  const lines = [
    t('readme.title', { email: data.profile.email, exportedAt: data.exportedAt }),
    '',
    t('readme.format'),
    t('readme.codes'),
    t('readme.links', { hiveId: t('column.hiveId'), id: t('column.id') }),
    '',
    ...Object.entries(REPORT_FILES).map(([file, what]) => `${file}: ${t(what, names)}`),
    '',
  ];
  return lines.join('\r\n');
}

/** The CSV text of each report file. */
export function reportFiles(data: AccountData): Record<ReportFile, string> {
  const t = exportMessages(exportLocaleOf(data));
  const all = t('all');
  return {
    'apiaries.csv': reportCsv(t, apiaryColumns, data.apiaries),
    'hives.csv': reportCsv(t, hiveColumns, data.hives),
    'inspections.csv': reportCsv(t, inspectionColumns, data.inspections),
    'treatments.csv': reportCsv(t, treatmentColumns, data.treatments),
    'production.csv': reportCsv(t, productionColumns, data.production),
    'finances.csv': reportCsv(t, financeColumns, data.finances),
    'profit-and-loss.csv': reportCsv(
      t,
      profitAndLossColumns,
      profitAndLoss(data.finances).map((row) => namingAll(row, all)),
    ),
    'tasks.csv': reportCsv(t, taskColumns, data.tasks),
    'photos.csv': reportCsv(t, photoColumns, data.photos),
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
