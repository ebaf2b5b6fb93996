/**
 * Gives the hives inspected before HiveKeeper kept their latest findings and last mite count on the hive item
 * (what the treatment recommendations read) those two, from their inspections, so no hive with a recorded count
 * looks never counted. Run it once on each stage deployed before them, right after deploying: it is safe while
 * beekeepers use the app, and running it again writes nothing new.
 *
 *   npm run migrate:hive-findings -- [--stage prod] [--dry-run]
 *
 * `--dry-run` only counts the hives that lack them. The table and its region are the stage's `TableName` and
 * `Region` outputs in cdk-outputs.json (written by `npx cdk deploy`); `.env` is read as by the CDK app. AWS
 * credentials come from the usual AWS environment or profile.
 */
import { backfillScript } from './backfill';
import { runScript } from './operator';

runScript(
  import.meta.url,
  backfillScript({
    command: 'migrate:hive-findings',
    run: async ({ dryRun }) =>
      (await import('../../functions/lib/data/hive-findings-backfill')).backfillAllHiveFindings({ dryRun }),
    report: ({ hives, updated }, { table, dryRun }) =>
      dryRun
        ? `Dry run on ${table}: ${updated} of ${hives} hives lack their latest findings or last mite count; nothing written.`
        : `${table}: ${hives} hives read, ${updated} given their latest findings or last mite count.`,
  }),
);
