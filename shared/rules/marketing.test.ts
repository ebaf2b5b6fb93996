import { describe, expect, it } from 'vitest';
import { MARKETING_AD_TYPES, MARKETING_PLATFORMS } from '../schemas/marketing';
import { AD_PLATFORMS, fitsPlatform, PLATFORM_CHARACTER_LIMITS, themeOfDay, WEEKDAY_THEMES } from './marketing';

describe('marketing rules', () => {
  it("gives the spec's weekday themes and one for every day of the week", () => {
    expect(WEEKDAY_THEMES).toHaveLength(7);
    expect(themeOfDay('2026-11-23')).toBe('feature'); // a Monday
    expect(themeOfDay('2026-11-24')).toBe('educational');
    expect(themeOfDay('2026-11-25')).toBe('testimonial');
    expect(themeOfDay('2026-11-29')).toBe('seasonal'); // a Sunday
  });

  it('counts characters as the platforms do, so an emoji is one', () => {
    expect(fitsPlatform('twitter', '🐝'.repeat(280))).toBe(true);
    expect(fitsPlatform('twitter', 'a'.repeat(281))).toBe(false);
    for (const platform of MARKETING_PLATFORMS) expect(PLATFORM_CHARACTER_LIMITS[platform]).toBeGreaterThan(0);
  });

  it('writes each ad type for a platform', () => {
    expect(Object.keys(AD_PLATFORMS).sort()).toEqual([...MARKETING_AD_TYPES].sort());
  });
});
