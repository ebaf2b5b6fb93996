import { describe, expect, it } from 'vitest';
import { yearChoices } from './year-choices';

describe('yearChoices', () => {
  it('offers this year and the years of the records, newest first, each once', () => {
    expect(yearChoices(2026, [], ['2026-03-01', '2025-07-14', '2025-01-02', '2023-05-05'])).toEqual([2026, 2025, 2023]);
  });

  it('keeps the year shown and the years asked for, but never a year the summary cannot answer', () => {
    expect(yearChoices(2026, [2024, 2025], ['1999-12-31', '2027-01-01'])).toEqual([2026, 2025, 2024]);
  });
});
