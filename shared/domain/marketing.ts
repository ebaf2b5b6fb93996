/** Marketing vocabulary without zod: platforms, content types and generators, for the entities. */
export const MARKETING_PLATFORMS = ['instagram', 'facebook', 'linkedin', 'twitter', 'youtube', 'general'] as const;
export type MarketingPlatform = (typeof MARKETING_PLATFORMS)[number];

/** Posts by theme, and ads (every type containing `_ad`, made by Generate New Ads). */
export const MARKETING_POST_TYPES = [
  'tip',
  'feature',
  'testimonial',
  'seasonal',
  'educational',
  'promotional',
] as const;
export const MARKETING_AD_TYPES = ['feature_ad', 'testimonial_ad', 'seasonal_ad', 'promotional_ad'] as const;
export const MARKETING_CONTENT_TYPES = [...MARKETING_POST_TYPES, ...MARKETING_AD_TYPES] as const;
export type MarketingContentType = (typeof MARKETING_CONTENT_TYPES)[number];

/** Amazon Bedrock in the cloud; the built-in template generator where Bedrock can't be reached (locally). */
export const MARKETING_GENERATORS = ['bedrock', 'template'] as const;
export type MarketingGenerator = (typeof MARKETING_GENERATORS)[number];
