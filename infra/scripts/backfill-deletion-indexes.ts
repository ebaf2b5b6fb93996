/**
 * Lets account deletion find what a stage stored before its indexes: admins' notices that name a beekeeper only by
 * e-mail, billing events without their per-user index, visitors' feedback by the e-mail it carries; and gives notices written before their expiry one. Run it
 * once on each stage deployed before those indexes, after deploying them: it is safe while beekeepers use the app,
 * and running it again does nothing.
 *
 *   npm run migrate:deletion-indexes -- [--stage prod] [--dry-run]
 *
 * `--dry-run` only counts. The table and its region are the stage's `TableName` and `Region` outputs in
 * cdk-outputs.json (written by `npx cdk deploy`); `.env` is read as by the CDK app. AWS credentials come from the
 * usual AWS environment or profile.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { backfillScript } from './backfill';
import { runScript } from './operator';

runScript(
  import.meta.url,
  backfillScript({
    command: 'migrate:deletion-indexes',
    run: async ({ table, dryRun }, env) => {
      const { backfillDeletionIndexes } = await import('../../functions/lib/data/deletion-index-backfill');
      const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: env.AWS_REGION }));
      return backfillDeletionIndexes(client, table, { dryRun });
    },
    report: (counts, { table, dryRun }) =>
      `${dryRun ? 'Dry run on ' : ''}${table}: ${counts.notificationsScanned} notifications scanned, ` +
      `${counts.notificationsLinked} matched by e-mail to their beekeeper, ${counts.notificationsExpiring} given ` +
      `their expiry; ${counts.billingEventsIndexed} billing events indexed by beekeeper; ` +
      `${counts.visitorFeedbackIndexed} visitors' feedback found by their e-mail` +
      (dryRun ? ' (to do; nothing written).' : `; ${counts.skipped} skipped (changed or deleted meanwhile).`),
  }),
);
