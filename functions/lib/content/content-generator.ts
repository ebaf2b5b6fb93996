/**
 * What writes HiveKeeper's marketing content: Amazon Bedrock in the cloud, the built-in template generator offline.
 * `functions/lib/content/provider.ts` chooses one by configuration; handlers and jobs only see this interface.
 */
import type { Season } from '../../../shared/schemas/daily-tip';
import type {
  GeneratedContent,
  MarketingContentType,
  MarketingGenerator,
  MarketingPlatform,
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

export interface DrawnImage {
  body: Uint8Array;
  contentType: 'image/png' | 'image/jpeg';
}

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
