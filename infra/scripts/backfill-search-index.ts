/**
 * Indexes the hives, apiaries, inspections, treatments and tasks recorded before HiveKeeper's header search by their
 * words (the term items `GET /api/search` queries), so they are found without being edited first. Run it once on
 * each stage deployed before the search, right after deploying: it is safe while beekeepers use the app, and
 * running it again writes the same items again.
 *
 *   npm run migrate:search-index -- [--stage prod] [--dry-run]
 *
 * `--dry-run` only counts the records and their words. The table and its region are the stage's `TableName` and
 * `Region` outputs in cdk-outputs.json (written by `npx cdk deploy`); `.env` is read as by the CDK app. AWS
 * credentials come from the usual AWS environment or profile.
 */
import { backfillScript } from './backfill';
import { runScript } from './operator';

runScript(
  import.meta.url,
  backfillScript({
    command: 'migrate:search-index',
    run: async ({ dryRun }) =>
      (await import('../../functions/lib/data/search-index-backfill')).backfillAllSearchTerms({ dryRun }),
    report: ({ records, terms }, { table, dryRun }) =>
      dryRun
        ? `Dry run on ${table}: ${records} hives, apiaries, inspections, treatments and tasks would get ${terms} search words; nothing written.`
        : `${table}: ${records} hives, apiaries, inspections, treatments and tasks read, ${terms} search words written.`,
  }),
);
