import * as z from 'zod';
import { MARKETING_PLATFORMS, MARKETING_CONTENT_TYPES, MARKETING_GENERATORS } from '../domain/marketing';
import { VALIDATION } from '../messages';
import { isoDateTimeSchema, pageLimit, recordFields, ULID_PATTERN } from './common';

export {
  MARKETING_PLATFORMS,
  MARKETING_POST_TYPES,
  MARKETING_AD_TYPES,
  MARKETING_CONTENT_TYPES,
  MARKETING_GENERATORS,
  type MarketingPlatform,
  type MarketingContentType,
  type MarketingGenerator,
} from '../domain/marketing';

export function isMarketingAd(contentType: string): boolean {
  return contentType.includes('_ad');
}

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

const hashtagSchema = z.string().regex(/^#[\p{L}\p{N}_]{1,60}$/u, 'A hashtag is # and letters, digits or _');

/**
 * What a content generator answers for one piece (the Bedrock model's structured output, checked before anything is
 * stored; the template generator's output passes the same check). The server adds id, dates, generator and the
 * image fields; the copy's length is checked against its platform's limit in `shared/rules/marketing.ts`.
 */
export const generatedContentSchema = z.object({
  title: z.string().trim().min(1).max(120),
  platform: z.enum(MARKETING_PLATFORMS),
  contentType: z.enum(MARKETING_CONTENT_TYPES),
  content: z.string().trim().min(1),
  hashtags: z.array(hashtagSchema).max(30),
  callToAction: z.string().trim().min(1).max(200),
  metadata: z.object({
    imagePrompt: z.string().trim().min(1).max(1000),
    imageSummary: z.string().trim().min(1).max(300),
    targetAudience: z.string().trim().min(1).max(200),
    bestPostTime: z.string().trim().min(1).max(100),
    imageIdeas: z.array(z.string().trim().min(1).max(300)).max(10),
    imageAspectRatio: aspectRatioSchema,
  }),
});
export type GeneratedContent = z.infer<typeof generatedContentSchema>;

/** `POST /api/marketing-content/{id}/generate-image`: the image's brief, read from the content (spec section 7). */
export const imageBriefSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  imagePrompt: z.string(),
  imageSummary: z.string().nullable(),
  imageAspectRatio: aspectRatioSchema,
});
export type ImageBrief = z.infer<typeof imageBriefSchema>;

/** `POST /api/agent-generate-image`: draw the image of one of the content items. */
export const agentGenerateImageInputSchema = z.object({
  contentId: z.string().trim().min(1, 'Content is required').max(64),
  prompt: z.string().trim().min(1, 'No image prompt available for this content').max(1000),
  summary: z.string().trim().max(300).optional(),
  aspectRatio: aspectRatioSchema.default(DEFAULT_IMAGE_ASPECT_RATIO),
});
export type AgentGenerateImageInput = z.input<typeof agentGenerateImageInputSchema>;

/**
 * Its answer: the drawn image stored in S3 under the content's own prefix, `imageKey` naming it and `imageUrl` a
 * short-lived GET to show it. Nothing is attached to the content until update-image names the key.
 */
export const generatedImageSchema = z.object({
  success: z.literal(true),
  imageKey: z.string(),
  imageUrl: z.string(),
});
export type GeneratedImage = z.infer<typeof generatedImageSchema>;

/**
 * `POST /api/marketing-content/{id}/update-image`: attach a generated image. `imageUrl` carries the `imageKey` the
 * generation answered (as `PUT /api/profile-picture` names an upload by its key): only a key under the content's own
 * prefix is accepted, never an outside address.
 */
export const updateImageInputSchema = z.object({
  imageUrl: z.string().trim().min(1, 'Image is required').max(512),
});

/** The answer of update-image (and of the asynchronous generate): `{ success, message }`. */
export const marketingAckSchema = z.object({ success: z.literal(true), message: z.string() });
export type MarketingAck = z.infer<typeof marketingAckSchema>;

export const MARKETING_PAGE = { defaultLimit: 50, maxLimit: 100 } as const;

/** `GET /api/marketing-content`: a page of `limit` after `cursor` (the last id of the page before). */
export const marketingListQuerySchema = z.object({
  limit: pageLimit(MARKETING_PAGE),
  cursor: z.string().regex(ULID_PATTERN, { error: VALIDATION.invalidCursor }).optional(),
});
