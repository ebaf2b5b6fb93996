import { describe, expect, it } from 'vitest';
import { queenSummary } from './queen-summary';

const noQueenData = { queenId: null, queenAge: null, queenMarking: null };

describe("a hive's queen in one line", () => {
  it('gives the queen id, her age in years and months, and her mark', () => {
    expect(queenSummary({ queenId: 'QN-24', queenAge: 14, queenMarking: 'blue' })).toBe(
      'QN-24 · 1 yr 2 mo old · Blue mark',
    );
    expect(queenSummary({ ...noQueenData, queenId: 'QN-24', queenAge: 1 })).toBe('QN-24 · 1 mo old');
    expect(queenSummary({ ...noQueenData, queenMarking: 'unmarked' })).toBe('Unmarked');
  });

  it('gives either part alone', () => {
    expect(queenSummary({ ...noQueenData, queenId: 'QN-24' })).toBe('QN-24');
    expect(queenSummary({ ...noQueenData, queenAge: 0 })).toBe('under 1 mo old');
  });

  it('says when nothing is recorded', () => {
    expect(queenSummary(noQueenData)).toBe('No queen data');
    expect(queenSummary({ ...noQueenData, queenId: '' })).toBe('No queen data');
  });
});
