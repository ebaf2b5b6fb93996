import { describe, expect, it } from 'vitest';
import {
  DEFAULT_IMAGE_ASPECT_RATIO,
  isMarketingAd,
  MARKETING_CONTENT_TYPES,
  marketingContentSchema,
} from './marketing';

describe('marketing content', () => {
  it('counts the types containing _ad as ads', () => {
    expect(MARKETING_CONTENT_TYPES.filter(isMarketingAd)).toEqual([
      'feature_ad',
      'testimonial_ad',
      'seasonal_ad',
      'promotional_ad',
    ]);
  });

  it('defaults the image aspect ratio to 16:9', () => {
    const content = marketingContentSchema.parse({
      id: '01ARZ3NDEKTSV4RRFFQ69G5FAV',
      createdAt: '2026-05-01T00:00:00.000Z',
      title: 'Spring is here',
      platform: 'instagram',
      contentType: 'seasonal',
      content: 'Colonies are building up.',
      hashtags: ['#beekeeping'],
      callToAction: null,
      generatedDate: '2026-05-01T00:00:00.000Z',
      generator: 'template',
      metadata: {
        imagePrompt: 'A hive in spring blossom',
        imageSummary: null,
        imageUrl: null,
        imageGeneratedAt: null,
        targetAudience: null,
        bestPostTime: null,
        imageIdeas: [],
      },
    });
    expect(content.metadata.imageAspectRatio).toBe(DEFAULT_IMAGE_ASPECT_RATIO);
    expect(DEFAULT_IMAGE_ASPECT_RATIO).toBe('16:9');
  });
});
