/**
 * What HiveKeeper's operator scripts share: the stage they act on, its stack's outputs (which `npx cdk deploy`
 * writes to cdk-outputs.json), and how they start: `.env` read as by the CDK app, AWS credentials from the usual
 * AWS environment or profile.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { SETTINGS, stackName } from '../config';
import { REPO_ROOT } from '../paths';

export const CDK_OUTPUTS_FILE = join(REPO_ROOT, 'cdk-outputs.json');

/** A mistake the operator can fix (usage, a stage not deployed): printed as its message alone. */
export class OperatorError extends Error {}

/** The stage: `--stage <stage>`, else HIVEKEEPER_STAGE as for the CDK app, else dev. */
export function stageArgument(args: string[], env: NodeJS.ProcessEnv): string {
  const stageFlag = args.indexOf('--stage');
  return (stageFlag >= 0 ? args[stageFlag + 1] : env[SETTINGS.stage.env]) || 'dev';
}

/** One output of the stage's stack; undefined when the stage was not deployed from here or has no such output. */
export function stackOutput(stage: string, name: string, outputsFile = CDK_OUTPUTS_FILE): string | undefined {
  let outputs: Record<string, Record<string, string> | undefined>;
  try {
    outputs = JSON.parse(readFileSync(outputsFile, 'utf8'));
  } catch {
    return undefined;
  }
  return outputs[stackName(stage)]?.[name];
}

/** Runs `main` with the command-line arguments when `moduleUrl` is the script node was started with. */
export function runScript(moduleUrl: string, main: (args: string[], env: NodeJS.ProcessEnv) => Promise<void>) {
  if (!process.argv[1] || moduleUrl !== pathToFileURL(process.argv[1]).href) return;
  // The same `.env` as `npm start` and the CDK app; variables set in the shell win.
  const envFile = join(REPO_ROOT, '.env');
  if (existsSync(envFile)) process.loadEnvFile(envFile);
  process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
  main(process.argv.slice(2), process.env).catch((error: unknown) => {
    console.error(error instanceof OperatorError ? error.message : error);
    process.exitCode = 1;
  });
}

/** Where a `npm run migrate:<name>` backfill writes: the stage's table, and whether it only counts. */
export interface BackfillTarget {
  table: string;
  dryRun: boolean;
}

/**
 * Reads a backfill's `[--stage <stage>] [--dry-run]`, finds the stage's table and region in cdk-outputs.json and
 * sets them as the functions' environment contract (their modules read it when they load, as in a Lambda): import
 * the data layer after this.
 */
export function backfillTarget(command: string, args: string[], env: NodeJS.ProcessEnv): BackfillTarget {
  const unknown = args.filter((arg, index) => !['--dry-run', '--stage'].includes(arg) && args[index - 1] !== '--stage');
  if (unknown.length > 0) throw new OperatorError(`Usage: npm run ${command} -- [--stage <stage>] [--dry-run]`);
  const stage = stageArgument(args, env);
  const table = stackOutput(stage, 'TableName');
  const region = stackOutput(stage, 'Region');
  if (!table || !region) {
    throw new OperatorError(
      `No table for stack ${stackName(stage)}: deploy that stage first (npx cdk deploy writes ${CDK_OUTPUTS_FILE}).`,
    );
  }
  env.TABLE_NAME = table;
  env.AWS_REGION = region;
  return { table, dryRun: args.includes('--dry-run') };
}
