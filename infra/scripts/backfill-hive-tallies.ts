/**
 * Counts the hives recorded before HiveKeeper kept the dashboard's tallies (active hives by health label), and this
 * year's inspections recorded before the profile counted them, so every beekeeper's dashboard shows all their hives
 * and their profile all this year's inspections. Run it once on each stage deployed before the tallies or the
 * profile's statistics, right after deploying them: it is safe while beekeepers use the app, and running it again
 * does nothing.
 *
 *   npm run migrate:hive-tallies -- [--stage prod] [--dry-run]
 *
 * `--dry-run` only counts the beekeepers whose tallies differ from their hives. The table and its region are the
 * stage's `TableName` and `Region` outputs in cdk-outputs.json (written by `npx cdk deploy`); `.env` is read as by
 * the CDK app. AWS credentials come from the usual AWS environment or profile.
 */
import { backfillScript } from './backfill';
import { runScript } from './operator';

runScript(
  import.meta.url,
  backfillScript({
    command: 'migrate:hive-tallies',
    run: async ({ dryRun }) =>
      (await import('../../functions/lib/data/hive-tally-backfill')).backfillHiveTallies({ dryRun }),
    report: ({ users, corrected }, { table, dryRun }) =>
      dryRun
        ? `Dry run on ${table}: ${corrected} of ${users} beekeepers' tallies differ from their hives; nothing written.`
        : `${table}: ${users} beekeepers' tallies recounted, ${corrected} corrected.`,
  }),
);
