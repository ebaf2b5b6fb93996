import { describe, expect, it } from 'vitest';
import { SEASONS } from '../schemas/daily-tip';
import { EXPERT_TIPS, expertTipsOn, RESOURCE_GROUPS } from './community';

const allLinks = [
  ...RESOURCE_GROUPS.flatMap(({ links }) => links),
  ...SEASONS.flatMap((season) => EXPERT_TIPS[season].map(({ source }) => source)),
];

describe('community content', () => {
  it('links only to absolute https addresses of real hosts, never a placeholder', () => {
    for (const { url } of allLinks) {
      const address = new URL(url);
      expect(address.protocol, url).toBe('https:');
      expect(address.hostname, url).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
      expect(address.hash, url).toBe('');
      expect(address.hostname, url).not.toMatch(/example|localhost/);
    }
  });

  it("has the spec's four resource groups, each link once, each with a one-line description", () => {
    expect(RESOURCE_GROUPS.map(({ title }) => title)).toEqual(['Local associations', 'Forums', 'Education', 'Events']);
    const links = RESOURCE_GROUPS.flatMap((group) => group.links);
    expect(new Set(links.map(({ url }) => url)).size).toBe(links.length);
    for (const { name, description } of links) {
      expect(name.length).toBeGreaterThan(0);
      expect(description, name).not.toContain('\n');
      expect(description.length, name).toBeGreaterThan(20);
    }
  });

  it('has expert tips for every season', () => {
    for (const season of SEASONS) expect(EXPERT_TIPS[season].length, season).toBeGreaterThanOrEqual(3);
  });

  it("states the spec's figures", () => {
    const text = SEASONS.flatMap((season) => EXPERT_TIPS[season].map(({ tip }) => tip)).join('\n');
    for (const figure of ['40-60 lb', '2:1 syrup', '1:1 syrup', 'below 50°F', '2 mites per 100 bees']) {
      expect(text).toContain(figure);
    }
  });
});

describe('expertTipsOn', () => {
  it.each([
    ['January', new Date(2026, 0, 15), 'northern', 'winter'],
    ['January', new Date(2026, 0, 15), 'southern', 'summer'],
    ['April', new Date(2026, 3, 15), 'northern', 'spring'],
    ['April', new Date(2026, 3, 15), 'southern', 'fall'],
    ['July', new Date(2026, 6, 15), 'northern', 'summer'],
    ['July', new Date(2026, 6, 15), 'southern', 'winter'],
    ['October', new Date(2026, 9, 15), 'northern', 'fall'],
    ['October', new Date(2026, 9, 15), 'southern', 'spring'],
  ] as const)('%s in the %s hemisphere is %s, with its tips', (_month, today, hemisphere, season) => {
    expect(expertTipsOn(today, hemisphere)).toEqual({ season, tips: EXPERT_TIPS[season] });
  });
});
