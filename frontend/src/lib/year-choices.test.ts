import { describe, expect, it } from 'vitest';
import { yearChoices } from './year-choices';

describe('yearChoices', () => {
  it('offers every year from the oldest record to this one, newest first', () => {
    expect(yearChoices(2026, 2026, 2023)).toEqual([2026, 2025, 2024, 2023]);
  });

  it('offers this year alone before anything is recorded, and keeps an older year shown', () => {
    expect(yearChoices(2026, 2026, null)).toEqual([2026]);
    expect(yearChoices(2026, 2024, undefined)).toEqual([2026, 2025, 2024]);
  });

  it('never offers a year the summary cannot answer', () => {
    expect(yearChoices(2026, 2026, 1990)).toHaveLength(2026 - 2000 + 1);
    expect(yearChoices(2026, 2026, 2027)).toEqual([2026]);
  });
});
