/**
 * The demo beekeeper's history: records go back to last year and beyond, so her account, apiaries and hives must
 * too. The seed writes through the API, which stamps everything as created today ("Added Nov 27" on every hive,
 * "Member since" today, "+5 this month"); this notes the earliest day the seed records and then dates the account,
 * apiaries and hives before it, as if she had kept them all along.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { SeedingApi } from './seeding-api';
import { DAY_MS } from '../../../shared/domain/durations';

/** How long before her first record the beekeeper joined (and each hive was added before its own first record). */
export const DEMO_LEAD_DAYS = 30;

/** The record days of a body: inspection, application, harvest and transaction dates (never a future due date). */
const RECORD_DAY_FIELDS = ['inspectionDate', 'applicationDate', 'harvestDate', 'transactionDate'] as const;

/** The earliest record day the seed wrote, in all and per hive. */
export interface DemoHistory {
  /** The seeding API that notes the record days it writes. */
  api: SeedingApi;
  firstDay(): string | undefined;
  firstDayOfHive(hiveId: string): string | undefined;
}

export function noteHistory(api: SeedingApi): DemoHistory {
  let first: string | undefined;
  const firstOfHive = new Map<string, string>();
  const earlier = (a: string | undefined, b: string) => (a === undefined || b < a ? b : a);
  return {
    api: async (method, path, body) => {
      const fields = (body ?? {}) as Record<string, unknown>;
      for (const field of RECORD_DAY_FIELDS) {
        const day = fields[field];
        if (typeof day !== 'string') continue;
        first = earlier(first, day);
        if (typeof fields.hiveId === 'string') {
          firstOfHive.set(fields.hiveId, earlier(firstOfHive.get(fields.hiveId), day));
        }
      }
      return api(method, path, body);
    },
    firstDay: () => first,
    firstDayOfHive: (hiveId) => firstOfHive.get(hiveId),
  };
}

/** The moment `DEMO_LEAD_DAYS` before a record day (noon UTC, so it names the same day everywhere). */
export function leadTimeBefore(day: string): string {
  return new Date(Date.parse(`${day}T12:00:00Z`) - DEMO_LEAD_DAYS * DAY_MS).toISOString();
}

/**
 * Dates the demo beekeeper's account and apiaries before her first record and each hive before its own, then
 * recounts her dashboard tallies (the hives "added this month" follow the hives' dates). `createdAt` is read-only
 * to the data layer, which is right for the app: only the demo seed rewrites history, with one raw update an item.
 */
export async function backdateDemoAccount(userId: string, history: DemoHistory): Promise<void> {
  const firstDay = history.firstDay();
  if (firstDay === undefined) return;
  // Imported here, after the local stack has set the functions' environment that the data layer reads on load.
  const { documentClient, tableName } = await import('../../../functions/lib/data/client');
  const { UserEntity } = await import('../../../functions/lib/data/entities/user');
  const { ApiaryEntity } = await import('../../../functions/lib/data/entities/apiary');
  const { HiveEntity } = await import('../../../functions/lib/data/entities/hive');
  const { backfillUserTallies } = await import('../../../functions/lib/data/hive-tally-backfill');

  const joined = leadTimeBefore(firstDay);
  const setCreatedAt = (get: { params(): Record<string, unknown> }, createdAt: string) =>
    documentClient.send(
      new UpdateCommand({
        TableName: tableName,
        Key: (get.params() as { Key: Record<string, string> }).Key,
        UpdateExpression: 'SET createdAt = :createdAt',
        ExpressionAttributeValues: { ':createdAt': createdAt },
      }),
    );

  await setCreatedAt(UserEntity.get({ userId }), joined);
  const apiaries = await ApiaryEntity.query.apiariesOfUser({ userId }).go({ pages: 'all' });
  for (const { apiaryId } of apiaries.data) await setCreatedAt(ApiaryEntity.get({ userId, apiaryId }), joined);
  const hives = await HiveEntity.query.hivesOfUser({ userId }).go({ pages: 'all' });
  for (const { hiveId } of hives.data) {
    const hiveFirstDay = history.firstDayOfHive(hiveId);
    const added = hiveFirstDay === undefined ? joined : leadTimeBefore(hiveFirstDay);
    await setCreatedAt(HiveEntity.get({ userId, hiveId }), added < joined ? joined : added);
  }
  await backfillUserTallies(userId);
}
