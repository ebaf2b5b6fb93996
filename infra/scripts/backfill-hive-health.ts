/**
 * Relabels the hives whose latest inspection counted mites at the varroa treatment threshold but were labelled
 * from their scores alone, before the health rule capped such a colony at Fair, with the dashboard's tallies. Run
 * it once on each stage deployed before the cap, right after deploying: it is safe while beekeepers use the app,
 * and running it again writes nothing new.
 *
 *   npm run migrate:hive-health -- [--stage prod] [--dry-run]
 *
 * `--dry-run` only counts the hives to relabel. The table and its region are the stage's `TableName` and `Region`
 * outputs in cdk-outputs.json (written by `npx cdk deploy`); `.env` is read as by the CDK app. AWS credentials come
 * from the usual AWS environment or profile.
 */
import { backfillScript } from './backfill';
import { runScript } from './operator';

runScript(
  import.meta.url,
  backfillScript({
    command: 'migrate:hive-health',
    run: async ({ dryRun }) =>
      (await import('../../functions/lib/data/hive-health-backfill')).backfillAllHiveHealth({ dryRun }),
    report: ({ hives, relabelled }, { table, dryRun }) =>
      dryRun
        ? `Dry run on ${table}: ${relabelled} of ${hives} hives would read Fair under the varroa cap; nothing written.`
        : `${table}: ${hives} hives read, ${relabelled} relabelled under the varroa cap.`,
  }),
);
