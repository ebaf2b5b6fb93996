import { describe, expect, it } from 'vitest';
import { TREATMENT_PRODUCTS, TREATMENT_PRODUCT_IDS } from '../domain/treatment-catalogue';
import {
  productNote,
  recountDueDate,
  sugarInFeedLbs,
  supersAllowedFrom,
  treatmentEfficacyPercent,
  treatmentEndDate,
  treatmentWarnings,
  type TreatmentWarningInput,
} from './treatments';

describe('the treatment catalogue', () => {
  it.each(TREATMENT_PRODUCT_IDS)('names where the figures of %s come from, with a length and a withdrawal', (id) => {
    const product = TREATMENT_PRODUCTS[id];
    expect(product.source.trim()).not.toBe('');
    expect(product.lengthDays).toBeGreaterThan(0);
    expect(Number.isInteger(product.lengthDays)).toBe(true);
    expect(typeof product.withdrawalDays).toBe('number');
    expect(product.withdrawalDays).toBeGreaterThanOrEqual(0);
  });

  it('holds the common varroa treatments of every mode-of-action class', () => {
    const classes = new Set(TREATMENT_PRODUCT_IDS.map((id) => TREATMENT_PRODUCTS[id].modeOfAction));
    expect(classes).toEqual(new Set(['formic_acid', 'oxalic_acid', 'amitraz', 'thymol', 'hop_beta_acids']));
  });
});

describe('treatment dates', () => {
  it.each([
    ['apivar', '2026-08-01', '2026-09-12'],
    ['formic_pro', '2026-08-01', '2026-08-15'],
    ['maqs', '2026-12-28', '2027-01-04'],
    ['oxalic_dribble', '2026-02-28', '2026-03-01'],
  ] as const)('%s applied on %s ends on %s', (productId, applied, end) => {
    expect(treatmentEndDate(productId, applied)).toBe(end);
  });

  it.each([
    // Apivar: 42 days, then 14 before supers go back on.
    ['apivar', '2026-08-01', '2026-09-26'],
    // Apiguard: no supers during its 42 days, none to wait after.
    ['apiguard', '2026-08-01', '2026-09-12'],
    // Formic Pro and HopGuard allow supers throughout.
    ['formic_pro', '2026-08-01', null],
    ['hopguard', '2026-08-01', null],
  ] as const)('%s applied on %s allows supers from %s', (productId, applied, from) => {
    expect(supersAllowedFrom(productId, applied)).toBe(from);
  });

  it('counts mites again 10 days after a treatment ends', () => {
    expect(recountDueDate('2026-09-12')).toBe('2026-09-22');
    expect(recountDueDate('2026-12-25')).toBe('2027-01-04');
  });
});

describe('treatment efficacy', () => {
  it.each([
    [4, 1, 75],
    [3, 0, 100],
    [2, 2, 0],
    // Mites went up: the treatment failed.
    [2, 3, -50],
    [3, 2, 33],
    [null, 1, null],
    [4, null, null],
    [0, 0, null],
  ])('from %s to %s mites per 100 bees is %s%', (before, after, percent) => {
    expect(treatmentEfficacyPercent(before, after)).toBe(percent);
  });
});

describe('sugar in a feed', () => {
  it.each([
    ['sugar_syrup', 30, '2:1', 20],
    ['sugar_syrup', 10, '1:1', 5],
    ['dry_sugar', 4, null, 4],
    ['fondant', 2.5, null, 2.5],
    ['pollen_patty', 1, null, 0],
    [null, 10, null, 0],
    ['sugar_syrup', null, '2:1', 0],
  ] as const)('%s, %s lbs at %s, holds %s lbs of sugar', (feedType, feedAmount, syrupRatio, sugar) => {
    expect(sugarInFeedLbs({ feedType, feedAmount, syrupRatio })).toBeCloseTo(sugar);
  });
});

describe('treatment warnings', () => {
  const calm: TreatmentWarningInput = {
    productId: 'formic_pro',
    applicationDate: '2026-08-01',
    forecastHighsF: [
      { date: '2026-08-01', highF: 75 },
      { date: '2026-08-02', highF: 80 },
    ],
    supersOn: false,
    previousProductId: 'apivar',
  };

  it('say nothing inside the window, without supers, after another class', () => {
    expect(treatmentWarnings(calm)).toEqual([]);
    expect(treatmentWarnings({ ...calm, forecastHighsF: [] })).toEqual([]);
  });

  it('name the forecast days outside the temperature window, within the treatment only', () => {
    const warnings = treatmentWarnings({
      ...calm,
      forecastHighsF: [
        { date: '2026-07-31', highF: 95 },
        { date: '2026-08-01', highF: 90 },
        { date: '2026-08-02', highF: 70 },
        { date: '2026-08-03', highF: 45 },
        // Formic Pro's 14 days end on 2026-08-15.
        { date: '2026-08-15', highF: 99 },
      ],
    });
    expect(warnings).toEqual([{ kind: 'temperature', dates: ['2026-08-01', '2026-08-03'] }]);
  });

  it('warn of supers on only when the label forbids them', () => {
    expect(treatmentWarnings({ ...calm, supersOn: true })).toEqual([]);
    expect(treatmentWarnings({ ...calm, productId: 'apivar', previousProductId: null, supersOn: true })).toEqual([
      { kind: 'supers' },
    ]);
  });

  it('warn when the same mode-of-action class repeats back to back', () => {
    expect(treatmentWarnings({ ...calm, previousProductId: 'maqs' })).toEqual([
      { kind: 'same_class', previousProductId: 'maqs' },
    ]);
    expect(treatmentWarnings({ ...calm, previousProductId: null })).toEqual([]);
  });
});

describe('productNote', () => {
  it("names a label's temperature in the beekeeper's scale first", () => {
    expect(productNote(TREATMENT_PRODUCTS.formic_pro, 'imperial')).toContain('above 92 °F (33 °C) in the first 3 days');
    expect(productNote(TREATMENT_PRODUCTS.formic_pro, 'metric')).toContain('above 33 °C (92 °F) in the first 3 days');
    expect(productNote(TREATMENT_PRODUCTS.apiguard, 'metric')).toBe(
      'Works by evaporation: needs daytime highs above 15 °C (59 °F).',
    );
    expect(productNote(TREATMENT_PRODUCTS.apivar, 'metric')).toBe(TREATMENT_PRODUCTS.apivar.note);
  });
});
