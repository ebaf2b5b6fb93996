/**
 * What writes HiveKeeper's marketing content: Amazon Bedrock in the cloud, the built-in template generator offline.
 * `functions/lib/content/provider.ts` chooses one by configuration; handlers and jobs only see this interface.
 */
import * as z from 'zod';
import { fitsPlatform, PLATFORM_LABELS } from '../../../shared/rules/marketing';
import type { Season } from '../../../shared/schemas/daily-tip';
import {
  generatedContentSchema,
  type GeneratedContent,
  type MarketingContentType,
  type MarketingGenerator,
  type MarketingPlatform,
} from '../../../shared/schemas/marketing';

/** One piece to write: for a platform, of a type (a weekday theme or an ad), on a day, in a season. */
export interface ContentBrief {
  platform: MarketingPlatform;
  contentType: MarketingContentType;
  /** The UTC calendar day it is written for, `YYYY-MM-DD`. */
  date: string;
  season: Season;
}

export interface ImageRequest {
  prompt: string;
  /** `W:H`, e.g. `16:9`. */
  aspectRatio: string;
  season: Season;
  /** Varies the picture between pieces: the content's id. */
  seed: string;
}

/** An image model's PNG, or the template generator's drawn SVG. */
export interface DrawnImage {
  body: Uint8Array;
  contentType: DrawnImageType;
}

/** The image types a generator answers, with the extension their stored objects take. */
export const DRAWN_IMAGE_EXTENSIONS = { 'image/png': 'png', 'image/svg+xml': 'svg' } as const;
export type DrawnImageType = keyof typeof DRAWN_IMAGE_EXTENSIONS;

export interface ContentGenerator {
  readonly name: MarketingGenerator;
  /** The piece's text and image brief; throws `ContentGenerationError` when nothing usable came back. */
  writeContent(brief: ContentBrief): Promise<GeneratedContent>;
  /** The image, at the asked aspect ratio; throws `ContentGenerationError` when none was made. */
  drawImage(request: ImageRequest): Promise<DrawnImage>;
}

/** A generator made nothing usable (a refused or malformed model answer): the route answers 502, nothing is stored. */
export class ContentGenerationError extends Error {
  override readonly name = 'ContentGenerationError';
}

/**
 * A generator's answer for `brief` as HiveKeeper keeps it, or a `ContentGenerationError` saying what is wrong with
 * it: the shape of `generatedContentSchema`, the brief's platform and type, and copy within the platform's limit.
 */
export function checkedContent(brief: ContentBrief, answer: unknown): GeneratedContent {
  const parsed = generatedContentSchema.safeParse(answer);
  if (!parsed.success) throw new ContentGenerationError(`Malformed content: ${z.prettifyError(parsed.error)}`);
  const content = parsed.data;
  if (content.platform !== brief.platform || content.contentType !== brief.contentType) {
    throw new ContentGenerationError(
      `Wrote ${content.contentType} for ${content.platform}, not ${brief.contentType} for ${brief.platform}`,
    );
  }
  if (!fitsPlatform(content.platform, content.content)) {
    throw new ContentGenerationError(`The copy is longer than ${PLATFORM_LABELS[brief.platform]} allows`);
  }
  return content;
}
