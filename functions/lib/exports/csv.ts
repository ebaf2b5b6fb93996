/**
 * CSV files of an export, written with csv-stringify: a header row, then one row per record; a UTF-8 byte order
 * mark first so Excel reads accents right; dates as ISO; money as a decimal with two places; empty cells for none;
 * texts that would start a formula neutralised.
 */
import { stringify } from 'csv-stringify/sync';
import { centsOf } from '../../../shared/rules/money';

export type Cell = string | number | boolean | null | undefined;

/** One CSV column: its header and how a record fills it. */
export interface Column<T> {
  header: string;
  cell: (record: T) => Cell;
}

/** The CSV of `records`: a header row, then a row per record, as a spreadsheet opens it. */
export function csvOf<T>(columns: readonly Column<T>[], records: readonly T[]): string {
  return stringify(
    records.map((record) => columns.map(({ cell }) => cell(record))),
    {
      bom: true,
      header: true,
      columns: columns.map(({ header }) => header),
      record_delimiter: 'windows',
      // A note's line break inside quotes, or a spreadsheet starts a new row at it.
      quoted_match: /[\r\n]/,
      cast: { boolean: (value) => (value ? 'true' : 'false'), string: neutralised },
    },
  );
}

/** What a spreadsheet reads as the start of a formula in a cell (OWASP, "CSV Injection"). */
const FORMULA_START = /^[=+\-@\t\r]/;
/** A plain number, as the money and figure cells write them: `-12.50` is a loss, not a formula. */
const PLAIN_NUMBER = /^-?\d+(\.\d+)?$/;

/**
 * A text cell a spreadsheet shows as the text it is: one starting like a formula (a hive named
 * `=HYPERLINK(...)`, a note starting with `+` or `@`) gets a leading apostrophe, which Excel, LibreOffice and
 * Google Sheets take as "text follows", so opening an export never runs what a beekeeper typed.
 */
export function neutralised(text: string): string {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text) ? `'${text}` : text;
}

/** Cents as a decimal with two places (`1234` → `12.34`, `-5` → `-0.05`). */
export function decimalOfCents(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const whole = Math.abs(Math.round(cents));
  return `${sign}${String(Math.floor(whole / 100))}.${String(whole % 100).padStart(2, '0')}`;
}

/** A dollar amount as the API answers it (from stored cents), as a decimal with two places; empty for none. */
export function money(dollars: number | null | undefined): string {
  return dollars === null || dollars === undefined ? '' : decimalOfCents(centsOf(dollars));
}

/** A list of texts in one cell. */
export function listCell(values: readonly string[]): string {
  return values.join('; ');
}
