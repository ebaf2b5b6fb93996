/**
 * Indexes by apiary the hives recorded before HiveKeeper had that index (`hivesOfApiary`), so beekeepers can move
 * all the hives of an apiary to another and delete it. Run it once on each stage deployed before the index, after
 * deploying it: it is safe while beekeepers use the app, and running it again does nothing.
 *
 *   npm run migrate:hive-index -- [--stage prod] [--dry-run]
 *
 * `--dry-run` only counts the hives to index. The table and its region are the stage's `TableName` and `Region`
 * outputs in cdk-outputs.json (written by `npx cdk deploy`); `.env` is read as by the CDK app. AWS credentials
 * come from the usual AWS environment or profile.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { backfillScript } from './backfill';
import { runScript } from './operator';

runScript(
  import.meta.url,
  backfillScript({
    command: 'migrate:hive-index',
    run: async ({ table, dryRun }, env) => {
      const { backfillHiveIndex } = await import('../../functions/lib/data/hive-index-backfill');
      const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: env.AWS_REGION }));
      return backfillHiveIndex(client, table, { dryRun });
    },
    report: ({ scanned, indexed, skipped }, { table, dryRun }) =>
      dryRun
        ? `Dry run on ${table}: ${scanned} hives to index by apiary; nothing written.`
        : `${table}: ${scanned} hives without the apiary index scanned, ${indexed} indexed, ` +
          `${skipped} skipped (moved or deleted meanwhile).`,
  }),
);
