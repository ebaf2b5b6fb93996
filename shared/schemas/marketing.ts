import * as z from 'zod';
import { isoDateTimeSchema, recordFields } from './common';

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

export function isMarketingAd(contentType: string): boolean {
  return contentType.includes('_ad');
}

/** Amazon Bedrock in the cloud; the built-in template generator where Bedrock can't be reached (locally). */
export const MARKETING_GENERATORS = ['bedrock', 'template'] as const;
export type MarketingGenerator = (typeof MARKETING_GENERATORS)[number];

export const DEFAULT_IMAGE_ASPECT_RATIO = '16:9';

/** Width:height, for example 16:9 or 1:1. */
const aspectRatioSchema = z.string().regex(/^\d{1,2}:\d{1,2}$/);

/** The image side of a piece of content: what to draw (prompt) and, once made, where it is stored. */
export const marketingMetadataSchema = z.object({
  imagePrompt: z.string().nullable(),
  imageSummary: z.string().nullable(),
  imageUrl: z.string().nullable(),
  imageGeneratedAt: isoDateTimeSchema.nullable(),
  targetAudience: z.string().nullable(),
  bestPostTime: z.string().nullable(),
  imageIdeas: z.array(z.string()),
  imageAspectRatio: aspectRatioSchema.default(DEFAULT_IMAGE_ASPECT_RATIO),
});
export type MarketingMetadata = z.infer<typeof marketingMetadataSchema>;

/** A piece of generated marketing content as `GET /api/marketing-content` lists it. */
export const marketingContentSchema = z.object({
  ...recordFields,
  title: z.string(),
  platform: z.enum(MARKETING_PLATFORMS),
  contentType: z.enum(MARKETING_CONTENT_TYPES),
  content: z.string(),
  hashtags: z.array(z.string()),
  callToAction: z.string().nullable(),
  generatedDate: isoDateTimeSchema,
  generator: z.enum(MARKETING_GENERATORS),
  metadata: marketingMetadataSchema,
});
export type MarketingContent = z.infer<typeof marketingContentSchema>;
