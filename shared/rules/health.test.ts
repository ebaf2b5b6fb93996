import { describe, expect, it } from 'vitest';
import {
  colonyHealthScore,
  healthStatusTone,
  hiveHealthStatus,
  inspectionHealthLabel,
  type HealthScores,
} from './health';

const scores = (broodPattern: number, temperament: number, population: number, foodStores: number): HealthScores => ({
  broodPattern,
  temperament,
  population,
  foodStores,
});

describe('inspectionHealthLabel', () => {
  it.each([
    [scores(5, 5, 5, 5), 'Excellent'],
    [scores(4, 4, 4, 4), 'Excellent'],
    [scores(4, 4, 4, 3), 'Good'], // mean 3.75
    [scores(3, 3, 3, 3), 'Good'],
    [scores(3, 3, 3, 2), 'Fair'], // mean 2.75
    [scores(2, 2, 2, 2), 'Fair'],
    [scores(2, 2, 2, 1), 'Poor'], // mean 1.75
    [scores(1, 1, 1, 1), 'Poor'],
  ])('labels %o as %s', (inspection, label) => {
    expect(inspectionHealthLabel(inspection)).toBe(label);
  });
});

describe('inspectionHealthLabel with a mite count', () => {
  const strong = scores(5, 5, 5, 5);
  const wash = (varroaMites: number, inspectionDate: string) => ({
    ...strong,
    inspectionDate,
    varroaMethod: 'alcohol_wash' as const,
    varroaMites,
    varroaSampleBees: 300,
  });

  it('reads Fair at best at or over the treatment threshold, whatever the frames look like', () => {
    // 30 mites in 300 bees is 10 per 100, five times July's threshold of 2.
    expect(inspectionHealthLabel(wash(30, '2026-07-10'))).toBe('Fair');
    expect(hiveHealthStatus(wash(30, '2026-07-10'))).toBe('Fair');
    expect(inspectionHealthLabel({ ...wash(30, '2026-07-10'), ...scores(1, 1, 1, 1) })).toBe('Poor');
  });

  it('keeps the scores label below the threshold or without a count', () => {
    // 3 in 300 is 1 per 100: in the watch band in July, not over it.
    expect(inspectionHealthLabel(wash(3, '2026-07-10'))).toBe('Excellent');
    expect(inspectionHealthLabel({ ...strong, inspectionDate: '2026-07-10', varroaMethod: 'none' })).toBe('Excellent');
  });

  it("follows the apiary's season: 1 per 100 is the threshold in a southern July, while the colony is dormant", () => {
    expect(inspectionHealthLabel(wash(3, '2026-07-10'), { latitude: -33.9 })).toBe('Fair');
  });
});

describe('hiveHealthStatus', () => {
  it('is the latest inspection label, or Not inspected', () => {
    expect(hiveHealthStatus(scores(5, 4, 4, 4))).toBe('Excellent');
    expect(hiveHealthStatus(null)).toBe('Not inspected');
  });
});

describe('colonyHealthScore', () => {
  const counts = (Excellent: number, Good: number, Fair: number, Poor: number) => ({ Excellent, Good, Fair, Poor });

  it('is the share of inspected hives labelled Good or Excellent, in whole percent', () => {
    expect(colonyHealthScore(counts(1, 0, 0, 0))).toBe(100);
    expect(colonyHealthScore(counts(1, 1, 1, 1))).toBe(50);
    expect(colonyHealthScore(counts(0, 2, 1, 0))).toBe(67);
    expect(colonyHealthScore(counts(0, 0, 3, 4))).toBe(0);
  });

  it('leaves hives never inspected out, and is null before any inspection', () => {
    const withUninspected = { ...counts(0, 1, 1, 0), 'Not inspected': 8 };
    expect(colonyHealthScore(withUninspected)).toBe(50);
    expect(colonyHealthScore(counts(0, 0, 0, 0))).toBeNull();
  });
});

describe('healthStatusTone', () => {
  it.each([
    ['Excellent', 'good'],
    ['Healthy', 'good'],
    ['Good', 'good'],
    ['Needs Attention', 'warning'],
    ['Fair', 'warning'],
    ['Poor', 'neutral'],
    ['Not inspected', 'neutral'],
    ['excellent', 'neutral'],
    ['toString', 'neutral'],
  ])('colours %s as %s', (status, tone) => {
    expect(healthStatusTone(status)).toBe(tone);
  });
});
