/**
 * `npm run job -- <job>`: runs one scheduled job of `functions/jobs.ts` now on the running local stack (`npm start`
 * in another terminal), through the local gateway's run endpoint, and prints its outcome. Without a name, or with an
 * unknown one, it lists the jobs and their schedules.
 */
import { jobs } from '../../functions/jobs';
import { readLocalSettings } from '../local/settings';
import { LOCAL_JOBS_PATH } from '../local/scheduler';
import { OperatorError, runScript } from './operator';

export function jobList(): string {
  return Object.entries(jobs)
    .map(([name, job]) => `  ${name}  ${job.schedule} (UTC)  ${job.description}`)
    .join('\n');
}

export async function runJob(args: string[], env: NodeJS.ProcessEnv): Promise<void> {
  const [name] = args;
  if (!name || !Object.hasOwn(jobs, name)) {
    throw new OperatorError(
      `${name ? `No job named "${name}". ` : ''}Usage: npm run job -- <job>, one of:\n${jobList()}`,
    );
  }
  const { ports } = readLocalSettings(env);
  const url = `http://localhost:${String(ports.gateway)}${LOCAL_JOBS_PATH}/${name}?wait=true`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ requestedBy: 'npm run job' }),
    });
  } catch {
    throw new OperatorError(
      `HiveKeeper's local stack isn't running on port ${String(ports.gateway)}: start it with npm start first.`,
    );
  }
  const body = (await response.json()) as { result?: unknown; message?: string };
  if (!response.ok) throw new OperatorError(`${name} failed: ${body.message ?? response.statusText}`);
  console.log(`${name} ran: ${JSON.stringify(body.result)}`);
}

runScript(import.meta.url, runJob);
