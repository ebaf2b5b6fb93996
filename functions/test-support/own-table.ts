/**
 * A data test file's own table in the run's DynamoDB Local, for files whose work reads the whole table: the
 * operator backfills Scan it, and the commercial accounts' 21,000 items would swell every other file's Scan. Called
 * from `vi.hoisted`, before the handlers' modules load, since they read their table's name when they do, as in a
 * Lambda:
 *
 *   await vi.hoisted(async () => (await import('../test-support/own-table')).useOwnTable('hivekeeper-x-test'));
 */
import { ensureTable } from '../../infra/local/dynamodb';

export async function useOwnTable(name: string): Promise<string> {
  process.env.TABLE_NAME = name;
  await ensureTable(String(process.env.DYNAMODB_ENDPOINT), name);
  return name;
}
