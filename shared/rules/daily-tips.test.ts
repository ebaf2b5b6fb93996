import { describe, expect, it } from 'vitest';
import { dailyTipSchema } from '../schemas/daily-tip';
import { DAILY_TIPS, dailyTipOn, dailyTips, tipSeasonsOn } from './daily-tips';

const july = new Date(2026, 6, 15, 9);
const august = new Date(2026, 7, 15, 9);
const january = new Date(2026, 0, 15, 9);

describe('DAILY_TIPS', () => {
  it('has 10 valid tips', () => {
    expect(DAILY_TIPS).toHaveLength(10);
    for (const tip of DAILY_TIPS) expect(dailyTipSchema.parse(tip)).toEqual(tip);
  });

  it("states the spec's figures", () => {
    const text = DAILY_TIPS.map((tip) => tip.tip).join('\n');
    for (const figure of ['40-60 lbs', '2:1', '(3%)', '(2%)', 'below 50 °F (10 °C)']) expect(text).toContain(figure);
  });

  it('reads in °C and kg first for a metric beekeeper', () => {
    const text = dailyTips('metric')
      .map((tip) => tip.tip)
      .join('\n');
    for (const figure of ['18-27 kg', 'below 10 °C (50 °F)']) expect(text).toContain(figure);
    expect(text).not.toMatch(/\d ?°F(?! ?\))|pounds|lbs/);
  });
});

describe('tipSeasonsOn', () => {
  it.each([
    ['July, north', july, 'northern', ['all', 'summer']],
    ['August, north', august, 'northern', ['all', 'summer', 'late_summer']],
    ['January, north', january, 'northern', ['all', 'winter']],
    ['July, south', july, 'southern', ['all', 'winter']],
    ['August, south', august, 'southern', ['all', 'winter']],
    ['January, south', january, 'southern', ['all', 'summer']],
    ['February, south (its August)', new Date(2026, 1, 10, 9), 'southern', ['all', 'summer', 'late_summer']],
  ] as const)(
    "%s: 'all' plus the season, and late summer in the season's last month",
    (_case, day, hemisphere, seasons) => {
      expect(tipSeasonsOn(day, hemisphere)).toEqual(seasons);
    },
  );
});

describe('dailyTipOn', () => {
  const tipsOf = (...seasons: string[]) => DAILY_TIPS.filter((tip) => seasons.includes(tip.season));
  /** The tips of 30 days in a row from `first`, in a hemisphere. */
  const month = (first: Date, hemisphere: 'northern' | 'southern') =>
    Array.from({ length: 30 }, (_, offset) =>
      dailyTipOn(new Date(first.getFullYear(), first.getMonth(), first.getDate() + offset, 9), hemisphere),
    );

  // Each row is 30 days of one month, so every tip of the season gets its day.
  it.each([
    ['January, north', new Date(2026, 0, 1, 9), 'northern', tipsOf('all', 'winter')],
    ['January, south', new Date(2026, 0, 1, 9), 'southern', tipsOf('all', 'summer')],
    ['July, north', new Date(2026, 6, 1, 9), 'northern', tipsOf('all', 'summer')],
    ['July, south', new Date(2026, 6, 1, 9), 'southern', tipsOf('all', 'winter')],
    ['August 1, north', new Date(2026, 7, 1, 9), 'northern', tipsOf('all', 'summer', 'late_summer')],
    ['April 1, north', new Date(2026, 3, 1, 9), 'northern', tipsOf('all', 'spring')],
    ['April 1, south', new Date(2026, 3, 1, 9), 'southern', tipsOf('all', 'fall')],
  ] as const)(
    '%s: picks each tip of the season and all year in turn, and no other',
    (_case, first, hemisphere, tips) => {
      const picks = month(first, hemisphere);
      expect(new Set(picks)).toEqual(new Set(tips));
      // One a day, in turn: the same tip comes back only after every other one of the season has had its day.
      for (let day = 1; day < tips.length; day += 1) expect(picks[day]).not.toBe(picks[day - 1]);
    },
  );

  it('stays the same all day long and changes the next day', () => {
    const morning = dailyTipOn(new Date(2026, 0, 15, 0, 0), 'northern');
    expect(dailyTipOn(new Date(2026, 0, 15, 23, 59), 'northern')).toBe(morning);
    expect(dailyTipOn(new Date(2026, 0, 16, 0, 0), 'northern')).not.toBe(morning);
  });

  it('gives nothing when no tip fits', () => {
    expect(dailyTipOn(january, 'northern', [])).toBeUndefined();
    expect(dailyTipOn(january, 'northern', tipsOf('spring'))).toBeUndefined();
  });
});
