import { describe, expect, it } from 'vitest';
import {
  LABEL_STOCKS,
  LABELS_PER_REQUEST,
  codeOfScannedText,
  formatLabelCode,
  labelPosition,
  labelUrl,
  labelsPerSheet,
  normalizeLabelCode,
  sheetsOf,
} from './hive-labels';

describe('label stocks', () => {
  it.each([
    ['avery-l7160', 21],
    ['avery-l7163', 14],
    ['avery-5160', 30],
  ])('%s holds %i labels a sheet', (id, count) => {
    const stock = LABEL_STOCKS.find((candidate) => candidate.id === id);
    expect(stock && labelsPerSheet(stock)).toBe(count);
  });

  it.each(LABEL_STOCKS.map((stock) => [stock.id, stock] as const))(
    '%s lays its labels out within the page, the margins the same on both sides',
    (_id, stock) => {
      const last = labelPosition(stock, labelsPerSheet(stock) - 1);
      const rightMargin = stock.pageWidthMm - (last.leftMm + stock.labelWidthMm);
      const bottomMargin = stock.pageHeightMm - (last.topMm + stock.labelHeightMm);
      expect(rightMargin).toBeCloseTo(stock.leftMarginMm, 1);
      expect(bottomMargin).toBeCloseTo(stock.topMarginMm, 1);
      // Labels never overlap: the pitch is the label and a gap (none between rows of these stocks).
      expect(stock.horizontalPitchMm).toBeGreaterThanOrEqual(stock.labelWidthMm);
      expect(stock.verticalPitchMm).toBeGreaterThanOrEqual(stock.labelHeightMm);
    },
  );

  it('cuts labels into full sheets and a last part-full one, starting each sheet at its top left', () => {
    const [l7160] = LABEL_STOCKS;
    const sheets = sheetsOf(
      Array.from({ length: 50 }, (_, index) => index),
      l7160,
    );
    expect(sheets.map((sheet) => sheet.length)).toEqual([21, 21, 8]);
    expect(labelPosition(l7160, 21)).toEqual(labelPosition(l7160, 0));
    expect(LABELS_PER_REQUEST).toBe(3 * Math.max(...LABEL_STOCKS.map(labelsPerSheet)));
  });
});

describe('label codes', () => {
  it('shows a code in two groups of three and reads it back however it is typed', () => {
    expect(formatLabelCode('K7Q4MX')).toBe('K7Q-4MX');
    expect(normalizeLabelCode('k7q-4mx')).toBe('K7Q4MX');
    expect(normalizeLabelCode(' K7Q 4MX ')).toBe('K7Q4MX');
    // Crockford's decoding: O is 0, I and L are 1.
    expect(normalizeLabelCode('OIL-234')).toBe('011234');
    expect(normalizeLabelCode('K7Q-4MU')).toBeNull();
    expect(normalizeLabelCode('K7Q4M')).toBeNull();
  });

  it("reads a label's address from any origin, or a bare code, and nothing else", () => {
    expect(labelUrl('https://hivekeeper.app', 'K7Q4MX')).toBe('https://hivekeeper.app/l/K7Q4MX');
    expect(codeOfScannedText('https://hivekeeper.app/l/K7Q4MX')).toBe('K7Q4MX');
    expect(codeOfScannedText('http://localhost:5173/l/k7q-4mx?from=qr')).toBe('K7Q4MX');
    expect(codeOfScannedText('K7Q-4MX')).toBe('K7Q4MX');
    expect(codeOfScannedText('https://example.com/menu')).toBeNull();
    expect(codeOfScannedText('WIFI:S:apiary;T:WPA;P:secret;;')).toBeNull();
  });
});
