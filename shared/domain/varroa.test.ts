import { describe, expect, it } from 'vitest';
import { formatVarroaFigure, type VarroaFigure } from './varroa';

describe('formatVarroaFigure', () => {
  it.each<[VarroaFigure, string]>([
    [{ unit: 'per100Bees', value: 7 / 3 }, '2.3 mites/100 bees'],
    [{ unit: 'per100Bees', value: 0 }, '0.0 mites/100 bees'],
    [{ unit: 'perDay', value: 4.5 }, '4.5 mites/day'],
  ])('writes %o as %s', (figure, text) => {
    expect(formatVarroaFigure(figure)).toBe(text);
  });
});
