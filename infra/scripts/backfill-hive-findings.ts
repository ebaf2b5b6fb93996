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
import { stackName } from '../config';
import { CDK_OUTPUTS_FILE, OperatorError, runScript, stackOutput, stageArgument } from './operator';

async function main(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const unknown = args.filter((arg, index) => !['--dry-run', '--stage'].includes(arg) && args[index - 1] !== '--stage');
  if (unknown.length > 0) {
    throw new OperatorError('Usage: npm run migrate:hive-findings -- [--stage <stage>] [--dry-run]');
  }
  const stage = stageArgument(args, env);
  const table = stackOutput(stage, 'TableName');
  const region = stackOutput(stage, 'Region');
  if (!table || !region) {
    throw new OperatorError(
      `No table for stack ${stackName(stage)}: deploy that stage first (npx cdk deploy writes ${CDK_OUTPUTS_FILE}).`,
    );
  }
  // The functions' modules read their environment contract when they load, as in a Lambda.
  env.TABLE_NAME = table;
  env.AWS_REGION = region;
  const { backfillAllHiveFindings } = await import('../../functions/lib/data/hive-findings-backfill');

  const dryRun = args.includes('--dry-run');
  const { hives, updated } = await backfillAllHiveFindings({ dryRun });
  console.log(
    dryRun
      ? `Dry run on ${table}: ${updated} of ${hives} hives lack their latest findings or last mite count; nothing written.`
      : `${table}: ${hives} hives read, ${updated} given their latest findings or last mite count.`,
  );
}

runScript(import.meta.url, main);
