import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

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
