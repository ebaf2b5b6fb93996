import { describe, expect, it } from 'vitest';
import { QUEEN_AGE_MONTHS } from '../domain/hive';
import {
  introductionMonthFromAge,
  introductionYear,
  isPossibleIntroduction,
  markingColourForYear,
  queenAgeInMonths,
  queenAgeInWords,
  queenAgeLabel,
} from './queen-age';

describe("a queen's age", () => {
  it('counts whole months from the month she was introduced', () => {
    expect(queenAgeInMonths('2025-04', '2026-06-20')).toBe(14);
    expect(queenAgeInMonths('2026-06', '2026-06-01')).toBe(0);
    expect(queenAgeInMonths('2025-12', '2026-01-01')).toBe(1);
  });

  it('waits for the day of the month she came when the day is known', () => {
    expect(queenAgeInMonths('2025-04-15', '2026-06-14')).toBe(13);
    expect(queenAgeInMonths('2025-04-15', '2026-06-15')).toBe(14);
    expect(queenAgeInMonths('2024-02-29', '2025-02-28')).toBe(11);
  });

  it('grows by itself: the same introduction is a month older a month later', () => {
    expect(queenAgeInMonths('2025-04-15', '2026-07-15')).toBe(queenAgeInMonths('2025-04-15', '2026-06-15') + 1);
  });

  it('is never negative, for an introduction a clock ahead has dated tomorrow', () => {
    expect(queenAgeInMonths('2026-06-21', '2026-06-20')).toBe(0);
    expect(queenAgeInMonths('2026-07', '2026-06-30')).toBe(0);
  });

  it('turns an age in months today into the month she was introduced, across years', () => {
    expect(introductionMonthFromAge(14, '2026-06-20')).toBe('2025-04');
    expect(introductionMonthFromAge(0, '2026-06-20')).toBe('2026-06');
    expect(introductionMonthFromAge(6, '2026-06-20')).toBe('2025-12');
    expect(introductionMonthFromAge(5, '2026-06-20')).toBe('2026-01');
    expect(introductionMonthFromAge(240, '2026-01-05')).toBe('2006-01');
    // And back: the month found gives the same age.
    for (const age of [0, 1, 11, 12, 13, 35, 240]) {
      expect(queenAgeInMonths(introductionMonthFromAge(age, '2026-03-09'), '2026-03-09')).toBe(age);
    }
  });

  it('reads as years and months', () => {
    expect(queenAgeLabel(0)).toBe('under 1 mo');
    expect(queenAgeLabel(1)).toBe('1 mo');
    expect(queenAgeLabel(11)).toBe('11 mo');
    expect(queenAgeLabel(12)).toBe('1 yr');
    expect(queenAgeLabel(15)).toBe('1 yr 3 mo');
    expect(queenAgeLabel(26)).toBe('2 yr 2 mo');
  });
});

describe('the international queen-marking colours', () => {
  it('give each year the colour of its last digit', () => {
    const colours = [2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027, 2028, 2029].map(markingColourForYear);
    expect(colours).toEqual(['blue', 'white', 'yellow', 'red', 'green', 'blue', 'white', 'yellow', 'red', 'green']);
    expect(markingColourForYear(2030)).toBe('blue');
    expect(markingColourForYear(1999)).toBe('green');
  });

  it('are suggested for the year she was introduced, from a month or a day', () => {
    expect(markingColourForYear(introductionYear('2025-06'))).toBe('blue');
    expect(markingColourForYear(introductionYear('2026-03-14'))).toBe('white');
  });
});

describe('a possible introduction date', () => {
  const now = new Date('2026-06-20T12:00:00Z');

  it('is today or earlier, a day of slack for time zones already in tomorrow', () => {
    expect(isPossibleIntroduction('2026-06-20', now)).toBe(true);
    expect(isPossibleIntroduction('2026-06-21', now)).toBe(true);
    expect(isPossibleIntroduction('2026-06-22', now)).toBe(false);
    expect(isPossibleIntroduction('2026-06', now)).toBe(true);
    expect(isPossibleIntroduction('2026-07', now)).toBe(false);
  });

  it('is within the oldest age a queen can be given', () => {
    expect(isPossibleIntroduction(introductionMonthFromAge(QUEEN_AGE_MONTHS.max, '2026-06-21'), now)).toBe(true);
    expect(isPossibleIntroduction(introductionMonthFromAge(QUEEN_AGE_MONTHS.max + 1, '2026-06-21'), now)).toBe(false);
  });
});

describe('queenAgeInWords', () => {
  it('says her months once in her first year, and years and months with the months after it', () => {
    expect(queenAgeInWords(1)).toBe('1 month');
    expect(queenAgeInWords(6)).toBe('6 months');
    expect(queenAgeInWords(12)).toBe('1 yr (12 months)');
    expect(queenAgeInWords(15)).toBe('1 yr 3 mo (15 months)');
  });
});
