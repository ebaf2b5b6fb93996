import { Entity } from 'electrodb';
import {
  MARKETING_CONTENT_TYPES,
  MARKETING_GENERATORS,
  MARKETING_PLATFORMS,
} from '../../../../shared/domain/marketing';
import { documentClient, tableName } from '../client';
import { timestampAttributes } from './timestamps';

/**
 * A piece of generated marketing content. It belongs to HiveKeeper, not to a beekeeper: one partition holds it all,
 * sorted by its id, a ULID, so a descending Query lists the newest first and one Get reads a piece by its id. A few
 * pieces a day are written, far below a partition's throughput.
 */
export const MarketingContentEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'marketingContent', version: '1' },
    attributes: {
      contentId: { type: 'string', required: true, readOnly: true },
      title: { type: 'string', required: true },
      platform: { type: MARKETING_PLATFORMS, required: true },
      contentType: { type: MARKETING_CONTENT_TYPES, required: true },
      content: { type: 'string', required: true },
      hashtags: { type: 'list', items: { type: 'string' }, required: true },
      callToAction: { type: 'string', required: true },
      generator: { type: MARKETING_GENERATORS, required: true, readOnly: true },
      /** When it was written: the day's run or an admin's request. */
      generatedDate: { type: 'string', required: true, readOnly: true },
      imagePrompt: { type: 'string', required: true },
      imageSummary: { type: 'string', required: true },
      targetAudience: { type: 'string', required: true },
      bestPostTime: { type: 'string', required: true },
      imageIdeas: { type: 'list', items: { type: 'string' }, required: true },
      imageAspectRatio: { type: 'string', required: true },
      /** The stored image's key in the uploads bucket (`marketing/<contentId>/...`), once one is attached. */
      imageKey: { type: 'string' },
      imageGeneratedAt: { type: 'string' },
      /** Every image drawn for it, attached or not: what goes from the bucket when the piece is deleted. */
      drawnImageKeys: { type: 'list', items: { type: 'string' } },
      ...timestampAttributes,
    },
    indexes: {
      /** All marketing content, newest first with `order: 'desc'`; one piece by its id. */
      marketingContent: {
        pk: { field: 'pk', composite: [] },
        sk: { field: 'sk', composite: ['contentId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
