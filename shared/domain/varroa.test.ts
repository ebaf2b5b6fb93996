import { describe, expect, it } from 'vitest';
import { formatVarroaFigure, mitesPer100Bees, type VarroaFigure } from './varroa';

describe('formatVarroaFigure', () => {
  it.each<[VarroaFigure, string]>([
    [{ unit: 'per100Bees', value: 7 / 3 }, '2.3 mites/100 bees'],
    [{ unit: 'per100Bees', value: 0 }, '0.0 mites/100 bees'],
    [{ unit: 'perDay', value: 4.5 }, '4.5 mites/day'],
  ])('writes %o as %s', (figure, text) => {
    expect(formatVarroaFigure(figure)).toBe(text);
  });
});

describe('mitesPer100Bees', () => {
  it('speaks of one mite, or of mites', () => {
    expect(mitesPer100Bees(1)).toBe('1 mite/100 bees');
    expect(mitesPer100Bees(3)).toBe('3 mites/100 bees');
  });
});
