import { describe, expect, it } from 'vitest';
import { fitsPlatform } from './marketing';
import { assetText, MARKETING_ASSETS } from './marketing-assets';

describe('the ready-to-post marketing assets', () => {
  it('has a set for Instagram posts and stories, Facebook, LinkedIn, Twitter and YouTube', () => {
    expect(MARKETING_ASSETS.map(({ platform, format }) => `${platform} ${format}`)).toEqual([
      'instagram Post',
      'instagram Story',
      'facebook Post',
      'linkedin Post',
      'twitter Post',
      'youtube Video description',
    ]);
  });

  it('keeps each set within its platform’s limit, hashtags included, with unique ids', () => {
    for (const asset of MARKETING_ASSETS) expect(fitsPlatform(asset.platform, assetText(asset)), asset.id).toBe(true);
    expect(new Set(MARKETING_ASSETS.map(({ id }) => id)).size).toBe(MARKETING_ASSETS.length);
  });

  it('quotes the plans as they are', () => {
    const linkedin = MARKETING_ASSETS.find(({ platform }) => platform === 'linkedin');
    expect(linkedin?.copy).toContain('$9.99 a month with a 30-day free trial');
  });
});
