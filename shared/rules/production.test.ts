import { describe, expect, it } from 'vitest';
import {
  honeyByApiary,
  honeyByHive,
  honeyByMonth,
  honeyByYear,
  honeyThisYearAgainstLast,
  productionSummary,
  totalsByProduct,
} from './production';

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

type HarvestRecord = Parameters<typeof honeyByHive>[0][number] & { harvestDate: string };

function record(overrides: Partial<HarvestRecord> = {}): HarvestRecord {
  return {
    hiveId: 'hive-1',
    hiveName: 'Hive 1',
    productType: 'honey',
    quantity: 10,
    unit: 'lbs',
    harvestDate: '2026-07-14',
    ...overrides,
  };
}

describe('totalsByProduct', () => {
  it.each([
    { case: 'no records', records: [], totals: [] },
    {
      case: 'weights converted to lbs and jars counted apart',
      records: [
        record({ quantity: 10, unit: 'kg' }),
        record({ quantity: 8, unit: 'oz' }),
        record({ quantity: 1.5, unit: 'lbs' }),
        record({ quantity: 12, unit: 'jars' }),
      ],
      totals: [{ productType: 'honey', weightLbs: 24.05, jars: 12 }],
    },
    {
      case: 'each product apart, in the product list order',
      records: [
        record({ productType: 'pollen', quantity: 4, unit: 'oz' }),
        record({ productType: 'wax', quantity: 2, unit: 'lbs' }),
        record({ productType: 'honey', quantity: 6, unit: 'jars' }),
        record({ productType: 'wax', quantity: 1, unit: 'kg' }),
      ],
      totals: [
        { productType: 'honey', weightLbs: 0, jars: 6 },
        { productType: 'wax', weightLbs: 4.2, jars: 0 },
        { productType: 'pollen', weightLbs: 0.25, jars: 0 },
      ],
    },
    {
      case: 'tenths of a jar without float noise',
      records: [record({ quantity: 0.1, unit: 'jars' }), record({ quantity: 0.2, unit: 'jars' })],
      totals: [{ productType: 'honey', weightLbs: 0, jars: 0.3 }],
    },
  ] as const)('totals $case', ({ records, totals }) => {
    expect(totalsByProduct(records)).toEqual(totals);
  });
});

describe('honey by hive, apiary and year', () => {
  const records = [
    record({ hiveId: 'a', hiveName: 'Alder', quantity: 20, harvestDate: '2025-08-02' }),
    record({ hiveId: 'b', hiveName: 'Birch', quantity: 15, unit: 'kg', harvestDate: '2026-06-20' }),
    record({ hiveId: 'a', hiveName: 'Alder', quantity: 5, unit: 'jars', harvestDate: '2026-07-01' }),
    record({ hiveId: 'a', hiveName: 'Alder', productType: 'wax', quantity: 50, harvestDate: '2026-07-01' }),
    record({ hiveId: 'gone', hiveName: 'Old hive', quantity: 3, harvestDate: '2024-05-30' }),
  ];
  const hives = [
    { id: 'a', apiaryId: 'home', apiaryName: 'Home yard' },
    { id: 'b', apiaryId: 'orchard', apiaryName: 'Orchard' },
  ];

  it('totals honey per hive, the most productive first, wax left out', () => {
    expect(honeyByHive(records)).toEqual([
      { hiveId: 'b', hiveName: 'Birch', weightLbs: 33.07, jars: 0 },
      { hiveId: 'a', hiveName: 'Alder', weightLbs: 20, jars: 5 },
      { hiveId: 'gone', hiveName: 'Old hive', weightLbs: 3, jars: 0 },
    ]);
  });

  it("totals honey per apiary through each record's hive, keeping a hive no longer listed", () => {
    expect(honeyByApiary(records, hives)).toEqual([
      { apiaryId: 'orchard', apiaryName: 'Orchard', weightLbs: 33.07, jars: 0 },
      { apiaryId: 'home', apiaryName: 'Home yard', weightLbs: 20, jars: 5 },
      { apiaryId: null, apiaryName: null, weightLbs: 3, jars: 0 },
    ]);
  });

  it('totals honey per harvest year, oldest first', () => {
    expect(honeyByYear(records)).toEqual([
      { year: 2024, weightLbs: 3, jars: 0 },
      { year: 2025, weightLbs: 20, jars: 0 },
      { year: 2026, weightLbs: 33.07, jars: 5 },
    ]);
  });

  it('answers empty lists without records', () => {
    expect(honeyByHive([])).toEqual([]);
    expect(honeyByApiary([], hives)).toEqual([]);
    expect(honeyByYear([])).toEqual([]);
  });
});

describe('honey charts', () => {
  const records = [
    record({ quantity: 10, harvestDate: '2026-06-03' }),
    record({ quantity: 2, unit: 'kg', harvestDate: '2026-06-28' }),
    record({ quantity: 30, harvestDate: '2026-08-15' }),
    record({ quantity: 12, unit: 'jars', harvestDate: '2026-08-20' }),
    record({ productType: 'wax', quantity: 4, harvestDate: '2026-08-20' }),
    record({ quantity: 25, harvestDate: '2025-08-10' }),
    record({ quantity: 99, harvestDate: '2024-08-10' }),
  ];

  it('puts honey weight in each month of a year, months without harvest at 0', () => {
    const months = honeyByMonth(records, 2026);
    expect(months).toHaveLength(12);
    expect(months.map(({ month }) => month)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(months[5]).toEqual({ month: 6, weightLbs: 14.41 });
    expect(months[7]).toEqual({ month: 8, weightLbs: 30 });
    expect(months.filter(({ weightLbs }) => weightLbs > 0)).toHaveLength(2);
  });

  it("sets this year's months beside last year's, older years left out", () => {
    const comparison = honeyThisYearAgainstLast(records, '2026-11-23');
    expect(comparison).toHaveLength(12);
    expect(comparison[7]).toEqual({ month: 8, thisYearLbs: 30, lastYearLbs: 25 });
    expect(comparison[5]).toEqual({ month: 6, thisYearLbs: 14.41, lastYearLbs: 0 });
    expect(comparison.reduce((sum, { lastYearLbs }) => sum + lastYearLbs, 0)).toBe(25);
  });

  it('draws empty years as twelve zero months', () => {
    expect(honeyThisYearAgainstLast([], '2026-01-01').every((m) => m.thisYearLbs === 0 && m.lastYearLbs === 0)).toBe(
      true,
    );
  });
});
