/**
 * Access patterns on the admins' marketing content (`entities/marketing-content.ts`): the newest first a page at a
 * time, one piece, a set added in one transaction (a scheduled day's set with its run mark, at most once), an
 * image drawn for a piece, attached or removed, and a piece deleted.
 */
import type { EntityItem } from 'electrodb';
import { MARKETING_MESSAGES } from '../../../shared/marketing-messages';
import type { GeneratedContent, MarketingContent, MarketingGenerator } from '../../../shared/schemas/marketing';
import { NotFoundError } from '../errors';
import { presignDownload } from '../uploads/bucket';
import { MarketingContentEntity } from './entities/marketing-content';
import { MarketingRunEntity } from './entities/marketing-run';
import { WriteConflictError, retryOnWriteConflict, writeTransaction } from './transactions';

type MarketingContentRecord = EntityItem<typeof MarketingContentEntity>;

/** A piece to store: what the generator wrote, its id, and the image already drawn for it (a day's set has one). */
export interface NewMarketingPiece {
  contentId: string;
  generated: GeneratedContent;
  generator: MarketingGenerator;
  imageKey?: string;
}

/** The file name a downloaded image is saved under: the title's words and the image's own extension. */
function downloadName(record: Pick<MarketingContentRecord, 'title'>, key: string): string {
  const words = record.title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
  return `hivekeeper-${words.slice(0, 60) || 'image'}.${key.split('.').pop() ?? 'png'}`;
}

async function toMarketingContent(record: MarketingContentRecord): Promise<MarketingContent> {
  return {
    id: record.contentId,
    createdAt: record.createdAt,
    title: record.title,
    platform: record.platform,
    contentType: record.contentType,
    content: record.content,
    hashtags: record.hashtags,
    callToAction: record.callToAction,
    generatedDate: record.generatedDate,
    generator: record.generator,
    metadata: {
      imagePrompt: record.imagePrompt,
      imageSummary: record.imageSummary,
      imageUrl:
        record.imageKey === undefined
          ? null
          : await presignDownload(record.imageKey, downloadName(record, record.imageKey)),
      imageGeneratedAt: record.imageGeneratedAt ?? null,
      targetAudience: record.targetAudience,
      bestPostTime: record.bestPostTime,
      imageIdeas: record.imageIdeas,
      imageAspectRatio: record.imageAspectRatio,
    },
  };
}

/** The newest pieces first, `limit` of them after `cursor` (a content id): one Query. */
export async function listMarketingContent({
  limit,
  cursor,
}: {
  limit: number;
  cursor?: string | undefined;
}): Promise<{ content: MarketingContent[]; nextCursor: string | null }> {
  const query = MarketingContentEntity.query.marketingContent({});
  const { data } = await (cursor === undefined ? query : query.lt({ contentId: cursor })).go({
    order: 'desc',
    limit: limit + 1,
  });
  const records = data.slice(0, limit);
  const last = records.at(-1);
  return {
    content: await Promise.all(records.map(toMarketingContent)),
    nextCursor: data.length > limit && last ? last.contentId : null,
  };
}

/** One piece as stored (404 when there is none). */
export async function readMarketingContent(contentId: string): Promise<MarketingContentRecord> {
  const { data } = await MarketingContentEntity.get({ contentId }).go({ consistent: true });
  if (!data) throw new NotFoundError(MARKETING_MESSAGES.contentNotFound);
  return data;
}

function recordOf({ contentId, generated, generator, imageKey }: NewMarketingPiece, now: string) {
  const { metadata, ...fields } = generated;
  return {
    contentId,
    ...fields,
    generator,
    generatedDate: now,
    ...metadata,
    ...(imageKey === undefined ? {} : { imageKey, imageGeneratedAt: now, drawnImageKeys: [imageKey] }),
  };
}

/**
 * Stores the pieces in one transaction (a set is at most a handful). With `runDate`, the set is a scheduled day's:
 * the day's run mark goes in the same transaction on the condition that it isn't there yet, and when it is (a
 * repeated delivery) nothing is stored and null is answered.
 */
export async function addMarketingContent(
  pieces: readonly NewMarketingPiece[],
  { runDate }: { runDate?: string } = {},
): Promise<MarketingContent[] | null> {
  const now = new Date().toISOString();
  const records = pieces.map((piece) => recordOf(piece, now));
  const cancellation = await writeTransaction((entities) => ({
    run:
      runDate === undefined
        ? undefined
        : entities.marketingRun.create({ runDate, contentIds: pieces.map(({ contentId }) => contentId) }).commit(),
    content: records.map((record) => entities.marketingContent.create(record).commit()),
  }));
  if (cancellation?.conditionFailed('run')) return null;
  if (cancellation) throw cancellation.unexpected('Storing marketing content');
  return Promise.all(records.map((record) => toMarketingContent({ ...record, createdAt: now, updatedAt: now })));
}

/** Whether the scheduled set of this day was stored already. */
export async function hasMarketingRun(runDate: string): Promise<boolean> {
  const { data } = await MarketingRunEntity.get({ runDate }).go({ consistent: true });
  return data !== null;
}

/** Records an image drawn for a piece, so its object goes with the piece even if it is never attached. */
export async function recordDrawnImage(contentId: string, imageKey: string): Promise<void> {
  // patch never creates: a piece deleted meanwhile fails its condition.
  const cancellation = await writeTransaction((entities) => ({
    content: entities.marketingContent
      .patch({ contentId })
      .append({ drawnImageKeys: [imageKey] })
      .commit(),
  }));
  if (cancellation?.conditionFailed('content')) throw new NotFoundError(MARKETING_MESSAGES.contentNotFound);
  if (cancellation) throw cancellation.unexpected('Recording a drawn marketing image');
}

/**
 * Attaches a drawn image to its piece in place of the one before (conditioned on that one, so two attaches can't
 * both win); answers the previous image's key, whose object the caller deletes.
 */
export async function attachMarketingImage(contentId: string, imageKey: string): Promise<string | undefined> {
  return retryOnWriteConflict(async () => {
    const current = await readMarketingContent(contentId);
    const cancellation = await writeTransaction((entities) => ({
      content: entities.marketingContent
        .patch({ contentId })
        .set({ imageKey, imageGeneratedAt: new Date().toISOString() })
        .where(({ updatedAt }, { eq }) => eq(updatedAt, current.updatedAt))
        .commit(),
    }));
    if (cancellation?.conditionFailed('content')) throw new WriteConflictError('marketing content changed meanwhile');
    if (cancellation) throw cancellation.unexpected('Attaching a marketing image');
    return current.imageKey;
  });
}

/** Deletes a piece (404 when there is none); answers every image key drawn for it, for their objects to go. */
export async function deleteMarketingContent(contentId: string): Promise<string[]> {
  const { data } = await MarketingContentEntity.delete({ contentId }).go({ response: 'all_old' });
  if (!data) throw new NotFoundError(MARKETING_MESSAGES.contentNotFound);
  return [...new Set([...(data.drawnImageKeys ?? []), ...(data.imageKey === undefined ? [] : [data.imageKey])])];
}
