import { describe, expect, it } from 'vitest';
import { SEASONS } from '../schemas/daily-tip';
import words from '../i18n/catalogs/community/en-US.json';
import { EXPERT_TIPS, expertTipsOn, RESOURCE_GROUPS } from './community';

const message = (key: string): string | undefined => (words as Record<string, string>)[key];

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
    expect(RESOURCE_GROUPS.map(({ key }) => key)).toEqual(['associations', 'forums', 'education', 'events']);
    for (const { key } of RESOURCE_GROUPS) {
      expect(message(`group.${key}.title`), key).toBeDefined();
      expect(message(`group.${key}.description`), key).toBeDefined();
    }
    const links = RESOURCE_GROUPS.flatMap((group) => group.links);
    expect(new Set(links.map(({ url }) => url)).size).toBe(links.length);
    for (const { key, name } of links) {
      expect(name.length).toBeGreaterThan(0);
      const description = message(`resource.${key}.description`) ?? '';
      expect(description, name).not.toContain('\n');
      expect(description.length, name).toBeGreaterThan(20);
    }
  });

  it('has expert tips for every season, each with its title and text in the catalogue', () => {
    for (const season of SEASONS) {
      expect(EXPERT_TIPS[season].length, season).toBeGreaterThanOrEqual(3);
      for (const { key } of EXPERT_TIPS[season]) {
        expect(message(`tip.${season}.${key}.title`), key).toBeDefined();
        expect(message(`tip.${season}.${key}.text`), key).toBeDefined();
      }
    }
  });

  it("states the spec's figures, each where its tip's text places it", () => {
    const tips = SEASONS.flatMap((season) => EXPERT_TIPS[season].map((tip) => ({ season, ...tip })));
    for (const { season, key, figures = {} } of tips) {
      for (const name of Object.keys(figures)) expect(message(`tip.${season}.${key}.text`)).toContain(`{${name}`);
    }
    const stated = tips.flatMap(({ figures = {} }) => Object.values(figures));
    for (const figure of [{ lbs: { min: 40, max: 60 } }, '2:1', '1:1', { fahrenheit: 50 }, 2]) {
      expect(stated).toContainEqual(figure);
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
