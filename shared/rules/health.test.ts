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

describe('hiveHealthStatus', () => {
  it('is the latest inspection label, or Not inspected', () => {
    expect(hiveHealthStatus(scores(5, 4, 4, 4))).toBe('Excellent');
    expect(hiveHealthStatus(null)).toBe('Not inspected');
  });
});

describe('colonyHealthScore', () => {
  it('averages the latest inspections as a percentage of the top score', () => {
    expect(colonyHealthScore([scores(5, 5, 5, 5)])).toBe(100);
    expect(colonyHealthScore([scores(5, 5, 5, 5), scores(1, 1, 1, 1)])).toBe(60);
    expect(colonyHealthScore([scores(4, 3, 3, 3)])).toBe(65);
  });

  it('is null before any inspection', () => {
    expect(colonyHealthScore([])).toBeNull();
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
