/**
 * QR hive labels without zod (the label sheet and the scanner load them, the API checks codes with them): the label
 * stocks a sheet prints on, the short code under each QR and the address the QR holds.
 */
import { LABEL_CODE } from './label-codes';

/** A sheet of labels as its maker's template lays it out, in millimetres from the page's top left corner. */
export interface LabelStock {
  id: string;
  /** The maker's product line, as printed on the box of labels. */
  product: string;
  /** One label's size, in the maker's units. */
  size: string;
  page: 'A4' | 'Letter';
  pageWidthMm: number;
  pageHeightMm: number;
  columns: number;
  rows: number;
  labelWidthMm: number;
  labelHeightMm: number;
  /** From the page's top edge to the first row, and from its left edge to the first column. */
  topMarginMm: number;
  leftMarginMm: number;
  /** From one label's left (top) edge to the next one's: the label plus the gap between labels. */
  horizontalPitchMm: number;
  verticalPitchMm: number;
}

const INCH_MM = 25.4;

/**
 * The stocks a label sheet prints on. Figures from the makers' templates: Avery L7160 and L7163 (avery.co.uk,
 * "Template L7160" and "Template L7163": top margin 15.15 mm, side margins 7.21 mm and 4.65 mm, pitches 66.04 x 38.1 mm
 * and 101.6 x 38.1 mm), Avery 5160 (avery.com, "Template 5160": top margin 1/2 in, side margin 3/16 in, pitch
 * 2 3/4 x 1 in). Each adds up to its page: 7.21 x 2 + 66.04 x 2 + 63.5 = 210 mm.
 */
export const LABEL_STOCKS = [
  {
    id: 'avery-l7160',
    product: 'Avery L7160',
    size: '63.5 x 38.1 mm',
    page: 'A4',
    pageWidthMm: 210,
    pageHeightMm: 297,
    columns: 3,
    rows: 7,
    labelWidthMm: 63.5,
    labelHeightMm: 38.1,
    topMarginMm: 15.15,
    leftMarginMm: 7.21,
    horizontalPitchMm: 66.04,
    verticalPitchMm: 38.1,
  },
  {
    id: 'avery-l7163',
    product: 'Avery L7163',
    size: '99.1 x 38.1 mm',
    page: 'A4',
    pageWidthMm: 210,
    pageHeightMm: 297,
    columns: 2,
    rows: 7,
    labelWidthMm: 99.1,
    labelHeightMm: 38.1,
    topMarginMm: 15.15,
    leftMarginMm: 4.65,
    horizontalPitchMm: 101.6,
    verticalPitchMm: 38.1,
  },
  {
    id: 'avery-5160',
    product: 'Avery 5160',
    size: '2 5/8 x 1 in',
    page: 'Letter',
    pageWidthMm: 8.5 * INCH_MM,
    pageHeightMm: 11 * INCH_MM,
    columns: 3,
    rows: 10,
    labelWidthMm: 2.625 * INCH_MM,
    labelHeightMm: 1 * INCH_MM,
    topMarginMm: 0.5 * INCH_MM,
    leftMarginMm: 0.1875 * INCH_MM,
    horizontalPitchMm: 2.75 * INCH_MM,
    verticalPitchMm: 1 * INCH_MM,
  },
] as const satisfies readonly LabelStock[];
export type LabelStockId = (typeof LABEL_STOCKS)[number]['id'];
export const LABEL_STOCK_IDS = LABEL_STOCKS.map((stock) => stock.id) as [LabelStockId, ...LabelStockId[]];

export function labelStockOf(id: string): LabelStock | undefined {
  return LABEL_STOCKS.find((stock) => stock.id === id);
}

export function labelsPerSheet(stock: LabelStock): number {
  return stock.columns * stock.rows;
}

/** Where label `index` of a sheet sits (left to right, then down), in millimetres from the page's top left. */
export function labelPosition(stock: LabelStock, index: number): { leftMm: number; topMm: number } {
  const column = index % stock.columns;
  const row = Math.floor(index / stock.columns) % stock.rows;
  return {
    leftMm: stock.leftMarginMm + column * stock.horizontalPitchMm,
    topMm: stock.topMarginMm + row * stock.verticalPitchMm,
  };
}

/** `items` cut into sheets of `stock`: the last one may be part full. */
export function sheetsOf<T>(items: readonly T[], stock: LabelStock): T[][] {
  const perSheet = labelsPerSheet(stock);
  const sheets: T[][] = [];
  for (let start = 0; start < items.length; start += perSheet) sheets.push(items.slice(start, start + perSheet));
  return sheets;
}

export { LABEL_CODE, LABELS_PER_REQUEST } from './label-codes';
export const LABEL_CODE_PATTERN = /^[0-9A-HJKMNP-TV-Z]{6}$/;

/** A page of the labels list: the app keeps every page for resolving codes offline. */
export const HIVE_LABEL_PAGE = { defaultLimit: 100, maxLimit: 100 } as const;

/** The code as a label and the app show it: `K7Q-4MX`. */
export function formatLabelCode(code: string): string {
  return `${code.slice(0, LABEL_CODE.group)}-${code.slice(LABEL_CODE.group)}`;
}

/** A typed or scanned code as stored (`K7Q4MX`), or null when it can't be one. */
export function normalizeLabelCode(typed: string): string | null {
  const code = typed.toUpperCase().replace(/[\s-]/g, '').replace(/O/g, '0').replace(/[IL]/g, '1');
  return LABEL_CODE_PATTERN.test(code) ? code : null;
}

/** The path a label's QR opens in the web app (the phone's own camera app opens it too). */
export const LABEL_PATH_PREFIX = '/l/';

/** What a label's QR holds: the web app's address of the code. */
export function labelUrl(origin: string, code: string): string {
  return `${origin}${LABEL_PATH_PREFIX}${code}`;
}

/**
 * The code a scanned QR (or typed text) names: a label's address (on any origin, the app may run on another one
 * than printed the label) or the code alone; null for anything else.
 */
export function codeOfScannedText(text: string): string | null {
  const trimmed = text.trim();
  const addressed = /\/l\/([0-9A-Za-z-]{6,7})\/?(?:[?#].*)?$/.exec(trimmed);
  if (addressed?.[1] !== undefined) return normalizeLabelCode(addressed[1]);
  return trimmed.length <= 8 ? normalizeLabelCode(trimmed) : null;
}
