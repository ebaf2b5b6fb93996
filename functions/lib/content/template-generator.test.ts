import { describe, expect, it } from 'vitest';
import { DAILY_PLATFORMS, fitsPlatform, PLATFORM_ASPECT_RATIOS } from '../../../shared/rules/marketing';
import {
  generatedContentSchema,
  MARKETING_CONTENT_TYPES,
  MARKETING_PLATFORMS,
} from '../../../shared/schemas/marketing';
import { createTemplateGenerator } from './template-generator';

const generator = createTemplateGenerator();

describe('the template content generator', () => {
  it('writes every type for every platform within its limit, passing the check Bedrock output passes', async () => {
    for (const platform of MARKETING_PLATFORMS) {
      for (const contentType of MARKETING_CONTENT_TYPES) {
        for (const season of ['spring', 'summer', 'fall', 'winter'] as const) {
          const piece = await generator.writeContent({ platform, contentType, date: '2026-11-23', season });
          expect(generatedContentSchema.parse(piece)).toEqual(piece);
          expect(fitsPlatform(platform, piece.content), `${platform} ${contentType} ${season}`).toBe(true);
          expect(piece.platform).toBe(platform);
          expect(piece.contentType).toBe(contentType);
          expect(piece.metadata.imageAspectRatio).toBe(PLATFORM_ASPECT_RATIOS[platform]);
          for (const hashtag of piece.hashtags) expect(piece.content).toContain(hashtag);
        }
      }
    }
  });

  it('varies a day’s pieces between platforms and days, and gives a brief the same piece again', async () => {
    const day = (date: string) =>
      Promise.all(
        DAILY_PLATFORMS.map((platform) =>
          generator.writeContent({ platform, contentType: 'feature', date, season: 'fall' }),
        ),
      );
    const monday = await day('2026-11-23');
    expect(new Set(monday.map(({ title }) => title)).size).toBeGreaterThan(1);
    const nextMonday = await day('2026-11-30');
    expect(nextMonday.map(({ content }) => content)).not.toEqual(monday.map(({ content }) => content));
    expect(await day('2026-11-23')).toEqual(monday);
  });

  it('speaks of the season and of real HiveKeeper features and prices', async () => {
    const seasonal = await generator.writeContent({
      platform: 'facebook',
      contentType: 'seasonal',
      date: '2026-04-01',
      season: 'spring',
    });
    expect(seasonal.title).toBe('Spring in the apiary');
    expect(seasonal.content).toContain('Spring build-up');
    const promotional = await generator.writeContent({
      platform: 'linkedin',
      contentType: 'promotional_ad',
      date: '2026-04-01',
      season: 'spring',
    });
    expect(promotional.content).toContain('$9.99 a month with a 30-day free trial');
  });

  it('draws the artwork at the asked aspect ratio as an SVG image', async () => {
    const image = await generator.drawImage({ prompt: 'A hive', aspectRatio: '9:16', season: 'summer', seed: 'c-1' });
    expect(image.contentType).toBe('image/svg+xml');
    expect(new TextDecoder().decode(image.body)).toMatch(/^<svg [^>]*width="675" height="1200"/);
  });
});
