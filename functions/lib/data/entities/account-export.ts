import { Entity } from 'electrodb';
import {
  EXPORT_FORMATS,
  EXPORT_STATUSES,
  UNFINISHED_EXPORT_STATUSES,
  type ExportStatus,
} from '../../../../shared/domain/account-export';
import { documentClient, tableName } from '../client';
import { TABLE_DESIGN } from '../table-design';
import { timestampAttributes } from './timestamps';

/**
 * A beekeeper's export of their account in their partition, by its id (a ULID). The `buildAccountExports` job
 * writes its file to `users/<userId>/exports/<id>.<format>` and keeps its progress here.
 *
 * - `unfinishedExports` (gsi1, sparse: only while pending or building): what the sweeper resumes, oldest first.
 * - `exportsByExpiry` (gsi2): every export by when it expires, so the sweeper deletes the day-old ones.
 * Each is one partition of every beekeeper's exports, so the sweeper needs no Scan: exports are asked for by hand and limited per beekeeper and day, so it stays far below
 * DynamoDB's per-partition throughput, as the feedback partition does.
 */
export const AccountExportEntity = new Entity(
  {
    model: { service: 'hivekeeper', entity: 'accountExport', version: '1' },
    attributes: {
      userId: { type: 'string', required: true, readOnly: true },
      exportId: { type: 'string', required: true, readOnly: true },
      format: { type: EXPORT_FORMATS, required: true, readOnly: true },
      status: { type: EXPORT_STATUSES, required: true, default: 'pending' },
      /** Records written so far, of `total` expected (from the beekeeper's counters and tallies). */
      done: { type: 'number', required: true, default: 0 },
      total: { type: 'number', required: true, default: 0 },
      /** The file's key in the uploads bucket once it is written. */
      objectKey: { type: 'string' },
      /** When a build last claimed the export or wrote its progress: a build silent for long has died. */
      heartbeatAt: { type: 'string' },
      /** Builds started: an export that failed this many times is given up as failed. */
      attempts: { type: 'number', required: true, default: 0 },
      /** Seconds since the epoch: when the sweeper deletes the file and this record; DynamoDB's TTL after it. */
      expiresAt: { type: 'number', required: true, readOnly: true, field: TABLE_DESIGN.timeToLiveAttribute },
      ...timestampAttributes,
    },
    indexes: {
      /** The beekeeper's exports, oldest first; one by its id. */
      exportsOfUser: {
        pk: { field: 'pk', composite: ['userId'] },
        sk: { field: 'sk', composite: ['exportId'] },
      },
      unfinishedExports: {
        index: 'gsi1',
        condition: ({ status }) => status === undefined || UNFINISHED_EXPORT_STATUSES.includes(status as ExportStatus),
        pk: { field: 'gsi1pk', composite: [] },
        sk: { field: 'gsi1sk', composite: ['exportId'] },
      },
      exportsByExpiry: {
        index: 'gsi2',
        condition: () => true,
        pk: { field: 'gsi2pk', composite: [] },
        sk: { field: 'gsi2sk', composite: ['expiresAt', 'exportId'] },
      },
    },
  },
  { client: documentClient, table: tableName },
);
