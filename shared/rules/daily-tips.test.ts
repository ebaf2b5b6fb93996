import { describe, expect, it } from 'vitest';
import { dailyTipSchema } from '../schemas/daily-tip';
import { DAILY_TIPS, isDailyTipDue, pickDailyTip, tipSeasonsOn } from './daily-tips';

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
    for (const figure of ['40-60 pounds', '2:1', '(3%)', '(2%)', 'below 50°F']) expect(text).toContain(figure);
  });
});

describe('tipSeasonsOn', () => {
  it("is 'all' plus the season, and late summer in August", () => {
    expect(tipSeasonsOn(july)).toEqual(['all', 'summer']);
    expect(tipSeasonsOn(august)).toEqual(['all', 'summer', 'late_summer']);
    expect(tipSeasonsOn(january)).toEqual(['all', 'winter']);
  });
});

describe('pickDailyTip', () => {
  it('picks among the tips of the season and all year, by the random number', () => {
    const candidates = DAILY_TIPS.filter(({ season }) => season === 'all' || season === 'winter');
    expect(candidates.length).toBeGreaterThan(1);
    expect(pickDailyTip(january, () => 0)).toEqual(candidates[0]);
    expect(pickDailyTip(january, () => 0.999_999)).toEqual(candidates.at(-1));
    for (let step = 0; step < 20; step += 1) {
      expect(['all', 'winter']).toContain(pickDailyTip(january, () => step / 20)?.season);
    }
  });

  it('can pick the late-summer tip in August only', () => {
    const picks = (moment: Date) => new Set(Array.from({ length: 50 }, (_, i) => pickDailyTip(moment, () => i / 50)));
    expect([...picks(august)].some((tip) => tip?.season === 'late_summer')).toBe(true);
    expect([...picks(july)].some((tip) => tip?.season === 'late_summer')).toBe(false);
  });

  it('gives nothing when no tip fits', () => {
    expect(pickDailyTip(january, () => 0.5, [])).toBeUndefined();
  });
});

describe('isDailyTipDue', () => {
  it('is due unless it was already shown today', () => {
    expect(isDailyTipDue(null, january)).toBe(true);
    expect(isDailyTipDue('2026-01-14', january)).toBe(true);
    expect(isDailyTipDue('2026-01-15', january)).toBe(false);
  });
});
