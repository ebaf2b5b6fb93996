/**
 * Hashes the calendar links' tokens a stage stored in plain text before HiveKeeper kept only their hashes. Run it
 * right after deploying that change: until it has run, links made before it answer 404 to calendar apps. Safe while
 * beekeepers use the app, and running it again does nothing.
 *
 *   npm run migrate:calendar-tokens -- [--stage prod] [--dry-run]
 *
 * `--dry-run` only counts the tokens to hash. The table and its region are the stage's `TableName` and `Region`
 * outputs in cdk-outputs.json (written by `npx cdk deploy`); `.env` is read as by the CDK app. AWS credentials come
 * from the usual AWS environment or profile.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { backfillScript } from './backfill';
import { runScript } from './operator';

runScript(
  import.meta.url,
  backfillScript({
    command: 'migrate:calendar-tokens',
    run: async ({ table, dryRun }, env) => {
      const { backfillCalendarTokens } = await import('../../functions/lib/data/calendar-token-backfill');
      const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: env.AWS_REGION }));
      return backfillCalendarTokens(client, table, { dryRun });
    },
    report: ({ scanned, hashed, skipped }, { table, dryRun }) =>
      dryRun
        ? `Dry run on ${table}: ${scanned} calendar tokens to hash; nothing written.`
        : `${table}: ${scanned} calendar tokens found in plain text, ${hashed} hashed, ` +
          `${skipped} skipped (changed meanwhile).`,
  }),
);
