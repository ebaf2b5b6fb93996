/**
 * Books the cost of every treatment and feeding recorded before costs became their hive's expenses in Finance: an
 * expense of the same hive, day and amount recorded by hand becomes the treatment's rather than a second one. Run it
 * once on each stage deployed before, right after deploying: it is safe while beekeepers use the app, and running it
 * again writes nothing new.
 *
 *   npm run migrate:treatment-expenses -- [--stage prod] [--dry-run]
 *
 * `--dry-run` only counts. The table and its region are the stage's `TableName` and `Region` outputs in
 * cdk-outputs.json (written by `npx cdk deploy`); `.env` is read as by the CDK app. AWS credentials come from the
 * usual AWS environment or profile.
 */
import { backfillScript } from './backfill';
import { runScript } from './operator';

runScript(
  import.meta.url,
  backfillScript({
    command: 'migrate:treatment-expenses',
    run: async ({ dryRun }) =>
      (await import('../../functions/lib/data/treatment-expense-backfill')).backfillAllTreatmentExpenses({ dryRun }),
    report: ({ costed, booked, adopted }, { table, dryRun }) =>
      dryRun
        ? `Dry run on ${table}: ${booked} of ${costed} treatment costs would be booked (${adopted} taking over an expense recorded by hand); nothing written.`
        : `${table}: ${costed} treatment costs read, ${booked} booked in Finance (${adopted} took over an expense recorded by hand).`,
  }),
);
