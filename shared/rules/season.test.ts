import { describe, expect, it } from 'vitest';
import { beekeeperHemisphere, seasonAt, seasonForMonth, seasonOn } from './season';

describe('seasonForMonth', () => {
  it.each([
    [1, 'winter'],
    [2, 'winter'],
    [3, 'spring'],
    [5, 'spring'],
    [6, 'summer'],
    [8, 'summer'],
    [9, 'fall'],
    [11, 'fall'],
    [12, 'winter'],
  ])('month %i is %s', (month, season) => {
    expect(seasonForMonth(month)).toBe(season);
  });

  it('reads the local month of a moment', () => {
    expect(seasonOn(new Date(2026, 2, 1, 0, 0))).toBe('spring');
    expect(seasonOn(new Date(2026, 1, 28, 23, 59))).toBe('winter');
  });
});

describe('seasonAt', () => {
  it('reads the season in the southern hemisphere six months on', () => {
    expect(seasonAt(new Date(2026, 3, 10), 'northern')).toBe('spring');
    expect(seasonAt(new Date(2026, 3, 10), 'southern')).toBe('fall');
    expect(seasonAt(new Date(2026, 11, 1), 'southern')).toBe('summer');
  });
});

describe('beekeeperHemisphere', () => {
  const at = (...latitudes: (string | null)[]) => latitudes.map((latitude) => ({ latitude }));

  it.each([
    ['no apiary', at(), 'northern'],
    ['apiaries without a latitude', at(null, ''), 'northern'],
    ['one southern apiary', at('-41.2865'), 'southern'],
    ['one northern apiary', at('51.5'), 'northern'],
    ['a southern apiary beside unlocated ones', at('-33.8688', null, null), 'southern'],
    ['most apiaries southern', at('-33.8', '-37.8', '51.5'), 'southern'],
    ['most apiaries northern', at('-33.8', '40.7', '51.5'), 'northern'],
    ['a tie', at('-33.8', '51.5'), 'northern'],
  ] as const)('%s: %s', (_case, apiaries, hemisphere) => {
    expect(beekeeperHemisphere(apiaries)).toBe(hemisphere);
  });
});
