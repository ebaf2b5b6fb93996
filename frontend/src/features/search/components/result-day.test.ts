import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@shared/schemas/search';
import { activateLocale } from '@/lib/i18n/catalog';
import { dayInWords } from './result-day';

// Saturday 28 November 2026, mid-morning where the beekeeper is.
const NOW = new Date(2026, 10, 28, 10, 30);
const inWords = (kind: NonNullable<SearchResult['day']>['kind'], date: string) => dayInWords({ kind, date }, NOW);

describe("a search result's day", () => {
  it('says today, tomorrow and yesterday, else the weekday and date, with the year only when not this one', () => {
    expect(inWords('on', '2026-11-28')).toBe('Today');
    expect(inWords('on', '2026-11-29')).toBe('Tomorrow');
    expect(inWords('on', '2026-11-27')).toBe('Yesterday');
    expect(inWords('on', '2026-12-06')).toBe('Sun, Dec 6');
    expect(inWords('on', '2026-05-01')).toBe('Fri, May 1');
    expect(inWords('on', '2025-12-24')).toBe('Wed, Dec 24, 2025');
  });

  it("is an inspection's or treatment's day, a task's due day, or the day a done task was due", () => {
    expect(inWords('on', '2026-04-02')).toBe('Thu, Apr 2');
    expect(inWords('due', '2026-11-29')).toBe('due tomorrow');
    expect(inWords('wasDue', '2026-11-29')).toBe('done, was due tomorrow');
    expect(inWords('due', '2026-12-06')).toBe('due Sun, Dec 6');
    expect(dayInWords(null, NOW)).toBeNull();
  });

  it('is said in the language shown', async () => {
    await activateLocale('de');
    expect(inWords('on', '2026-11-28')).toBe('Heute');
    expect(inWords('due', '2026-12-06')).toBe('fällig So., 6. Dez.');
  });
});
