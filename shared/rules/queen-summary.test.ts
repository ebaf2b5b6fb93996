import { describe, expect, it } from 'vitest';
import { queenSummary } from './queen-summary';

describe("a hive's queen in one line", () => {
  it('gives the queen id and her age in months', () => {
    expect(queenSummary({ queenId: 'QN-24', queenAge: 14 })).toBe('QN-24 · 14 months old');
    expect(queenSummary({ queenId: 'QN-24', queenAge: 1 })).toBe('QN-24 · 1 month old');
  });

  it('gives either part alone', () => {
    expect(queenSummary({ queenId: 'QN-24', queenAge: null })).toBe('QN-24');
    expect(queenSummary({ queenId: null, queenAge: 0 })).toBe('0 months old');
  });

  it('says when nothing is recorded', () => {
    expect(queenSummary({ queenId: null, queenAge: null })).toBe('No queen data');
    expect(queenSummary({ queenId: '', queenAge: null })).toBe('No queen data');
  });
});
