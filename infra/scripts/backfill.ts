/**
 * What HiveKeeper's `npm run migrate:<name>` backfills share: `[--stage <stage>] [--dry-run]`, the stage's table
 * set as the functions' environment before the data layer loads (`backfillTarget`), the run, and one line saying
 * what was read and written, or on a dry run what would be. Each script declares only its backfill and its words.
 */
import { backfillTarget, type BackfillTarget } from './operator';

export interface Backfill<Counts> {
  /** `migrate:hive-index`: named in the usage line. */
  command: string;
  /** Runs the backfill (importing its module here, once the environment is set) and answers its counts. */
  run: (target: BackfillTarget, env: NodeJS.ProcessEnv) => Promise<Counts>;
  /** What was done on the table, said after a real run or a dry run. */
  report: (counts: Counts, target: BackfillTarget) => string;
}

/** A backfill script's `main`, for `runScript`. */
export function backfillScript<Counts>({ command, run, report }: Backfill<Counts>) {
  return async (args: string[], env: NodeJS.ProcessEnv): Promise<void> => {
    const target = backfillTarget(command, args, env);
    const counts = await run(target, env);
    console.log(report(counts, target));
  };
}
