/**
 * What the admins' marketing routes and the daily job do: ask the configured content generator for pieces and
 * images, check what it answers, store it (pieces in the table, images under `marketing/<contentId>/` in the uploads
 * bucket) and answer it. A generator's failure is a 502 with the spec's message; its detail goes to the log, and
 * nothing is stored.
 */
import { ulid } from 'ulid';
import { MARKETING_MESSAGES } from '../../../shared/marketing-messages';
import { AD_PLATFORMS, DAILY_PLATFORMS, themeOfDay } from '../../../shared/rules/marketing';
import { seasonForMonth } from '../../../shared/rules/season';
import type {
  GeneratedImage,
  ImageBrief,
  MarketingAck,
  MarketingContent,
  MarketingContentType,
  MarketingPlatform,
} from '../../../shared/schemas/marketing';
import { checkedContent, type ContentBrief, type ContentGenerator } from '../content/content-generator';
import { contentGenerator } from '../content/provider';
import {
  addMarketingContent,
  attachMarketingImage,
  deleteMarketingContent,
  hasMarketingRun,
  readMarketingContent,
  recordDrawnImage,
  type NewMarketingPiece,
} from '../data/marketing-content';
import { BadGatewayError, BadRequestError } from '../errors';
import { logger } from '../logger';
import { deleteSaved, objectExists, presignDownload, putObject } from '../uploads/bucket';
import { isMarketingImageKeyOf, newMarketingImageKey } from '../uploads/marketing-keys';

/** The brief of a piece for a platform, of a type, on a UTC day, in that day's (northern) season. */
function briefOf(platform: MarketingPlatform, contentType: MarketingContentType, date: string): ContentBrief {
  return { platform, contentType, date, season: seasonForMonth(Number(date.slice(5, 7))) };
}

/** Runs a generator call; any failure is logged in full and answered as a 502 with `message`. */
async function generating<Result>(message: string, call: () => Promise<Result>): Promise<Result> {
  try {
    return await call();
  } catch (error) {
    logger.error('The content generator failed', { error: error as Error, answered: message });
    throw new BadGatewayError(message);
  }
}

async function writePieces(
  generator: ContentGenerator,
  briefs: readonly ContentBrief[],
  message: string,
): Promise<NewMarketingPiece[]> {
  return generating(message, () =>
    Promise.all(
      briefs.map(async (brief) => ({
        contentId: ulid(),
        generated: checkedContent(brief, await generator.writeContent(brief)),
        generator: generator.name,
      })),
    ),
  );
}

/** Generate New Ads: one ad of each type for its platform, stored together; no images yet (the image flow adds them). */
export async function generateAds(generator = contentGenerator()): Promise<MarketingContent[]> {
  const today = new Date().toISOString().slice(0, 10);
  const briefs = Object.entries(AD_PLATFORMS).map(([type, platform]) =>
    briefOf(platform, type as MarketingContentType, today),
  );
  const pieces = await writePieces(generator, briefs, MARKETING_MESSAGES.adsFailed);
  return (await addMarketingContent(pieces)) ?? [];
}

/**
 * A day's set: one piece per platform on the weekday's theme, each with its image drawn and stored. A scheduled
 * run makes the day's set at most once (null when it was made already, nothing drawn or stored); a requested run
 * always makes a new one. Images drawn for a set that isn't stored are deleted again.
 */
export async function generateDaySet(
  { date, scheduled }: { date: string; scheduled: boolean },
  generator = contentGenerator(),
): Promise<MarketingContent[] | null> {
  if (scheduled && (await hasMarketingRun(date))) return null;
  const theme = themeOfDay(date);
  const briefs = DAILY_PLATFORMS.map((platform) => briefOf(platform, theme, date));
  const written = await writePieces(generator, briefs, MARKETING_MESSAGES.contentFailed);
  const pieces = await generating(MARKETING_MESSAGES.contentFailed, () =>
    Promise.all(
      written.map(async (piece, index) => {
        const image = await generator.drawImage({
          prompt: piece.generated.metadata.imagePrompt,
          aspectRatio: piece.generated.metadata.imageAspectRatio,
          season: briefs[index]?.season ?? 'spring',
          seed: piece.contentId,
        });
        const imageKey = newMarketingImageKey(piece.contentId, image.contentType);
        await putObject(imageKey, image.body, image.contentType);
        return { ...piece, imageKey };
      }),
    ),
  );
  const drawn = pieces.map(({ imageKey }) => imageKey);
  try {
    const stored = await addMarketingContent(pieces, scheduled ? { runDate: date } : {});
    if (stored === null) await deleteSaved(drawn);
    return stored;
  } catch (error) {
    await deleteSaved(drawn);
    throw error;
  }
}

/** The image brief of a piece (POST .../generate-image): 404 unknown, 400 without a prompt. */
export async function imageBriefOf(contentId: string): Promise<ImageBrief> {
  const content = await readMarketingContent(contentId);
  if (!content.imagePrompt.trim()) {
    throw new BadRequestError({ imagePrompt: [MARKETING_MESSAGES.noImagePrompt] });
  }
  return {
    success: true,
    message: 'Image generation prepared',
    imagePrompt: content.imagePrompt,
    imageSummary: content.imageSummary,
    imageAspectRatio: content.imageAspectRatio,
  };
}

/**
 * Draws the image of a piece with the configured generator and stores it under the piece's prefix (POST
 * /api/agent-generate-image), recorded on the piece so it goes with it; attaching it is the next step.
 */
export async function drawMarketingImage(
  { contentId, prompt, aspectRatio }: { contentId: string; prompt: string; aspectRatio: string },
  generator = contentGenerator(),
): Promise<GeneratedImage> {
  const content = await readMarketingContent(contentId);
  const image = await generating(MARKETING_MESSAGES.imageFailed, () =>
    generator.drawImage({
      prompt,
      aspectRatio,
      seed: ulid(),
      season: seasonForMonth(Number(content.generatedDate.slice(5, 7))),
    }),
  );
  const imageKey = newMarketingImageKey(contentId, image.contentType);
  await putObject(imageKey, image.body, image.contentType);
  try {
    await recordDrawnImage(contentId, imageKey);
  } catch (error) {
    await deleteSaved([imageKey]);
    throw error;
  }
  return { success: true, imageKey, imageUrl: await presignDownload(imageKey) };
}

/**
 * Attaches an image drawn for the piece (POST .../update-image with its key): only a key under the piece's own
 * prefix that exists is taken (400 otherwise); the image it replaces is deleted.
 */
export async function attachImage(contentId: string, imageKey: string): Promise<MarketingAck> {
  await readMarketingContent(contentId);
  if (!isMarketingImageKeyOf(contentId, imageKey) || !(await objectExists(imageKey))) {
    throw new BadRequestError({ imageUrl: [MARKETING_MESSAGES.imageSaveFailed] });
  }
  const previous = await attachMarketingImage(contentId, imageKey);
  if (previous !== undefined && previous !== imageKey) await deleteSaved([previous]);
  return { success: true, message: MARKETING_MESSAGES.imageGenerated };
}

/** Deletes a piece and every image drawn for it. */
export async function removeMarketingContent(contentId: string): Promise<void> {
  const keys = await deleteMarketingContent(contentId);
  if (keys.length > 0) await deleteSaved(keys);
}
