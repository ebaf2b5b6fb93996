import { describe, expect, it } from 'vitest';
import { centsOf, dollarsOf, formatMoney } from './money';

describe('formatMoney', () => {
  it.each([
    [1234.5, '$1,234.50'],
    [0, '$0.00'],
    [9.99, '$9.99'],
    [1_000_000, '$1,000,000.00'],
    [-20, '-$20.00'],
  ])('formats %d as %s', (amount, text) => {
    expect(formatMoney(amount)).toBe(text);
  });
});

describe('cents and dollars', () => {
  it.each([
    [0.1 + 0.2, 30],
    [19.99, 1999],
    [1_234.5, 123_450],
    [10_000_000, 1_000_000_000],
  ])('keeps %d dollars as %d whole cents and answers them back', (dollars, cents) => {
    expect(centsOf(dollars)).toBe(cents);
    expect(dollarsOf(cents)).toBe(Math.round(dollars * 100) / 100);
  });
});
