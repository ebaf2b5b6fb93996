import { describe, expect, it } from 'vitest';
import { productionSummary } from './production';

describe('productionSummary', () => {
  it('totals honey only and averages it per hive to one decimal', () => {
    const summary = productionSummary(
      [
        { productType: 'honey', quantity: 40, unit: 'lbs' },
        { productType: 'honey', quantity: 25.5, unit: 'lbs' },
        { productType: 'wax', quantity: 3, unit: 'lbs' },
        { productType: 'propolis', quantity: 8, unit: 'oz' },
      ],
      3,
    );
    expect(summary).toEqual({ totalHoneyLbs: 65.5, averageHoneyPerHiveLbs: 21.8 });
  });

  it('converts honey in kg and oz to lbs and leaves jars out', () => {
    const summary = productionSummary(
      [
        { productType: 'honey', quantity: 10, unit: 'kg' },
        { productType: 'honey', quantity: 8, unit: 'oz' },
        { productType: 'honey', quantity: 24, unit: 'jars' },
      ],
      2,
    );
    expect(summary).toEqual({ totalHoneyLbs: 22.55, averageHoneyPerHiveLbs: 11.3 });
  });

  it('averages 0 without hives or harvests', () => {
    expect(productionSummary([{ productType: 'honey', quantity: 5, unit: 'lbs' }], 0)).toEqual({
      totalHoneyLbs: 5,
      averageHoneyPerHiveLbs: 0,
    });
    expect(productionSummary([], 4)).toEqual({ totalHoneyLbs: 0, averageHoneyPerHiveLbs: 0 });
  });
});
