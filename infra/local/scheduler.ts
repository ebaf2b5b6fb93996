/**
 * `npm start`'s stand-in for EventBridge Scheduler: every job of `functions/jobs.ts` runs on its own schedule, in UTC,
 * through the local Lambda runtime, with the event the cloud's schedule sends (`{ job, scheduledFor }`). The local
 * gateway's `/_local/jobs/<job>` starts one now: what the job starter posts to (Generate Now) and what
 * `npm run job -- <job>` calls, waiting for the outcome with `?wait=true`.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { Cron } from 'croner';
import type { JobDefinition, JobEvent } from '../../functions/jobs';
import type { SiteHandler } from './static-site';

/** Where the local gateway starts a job now. */
export const LOCAL_JOBS_PATH = '/_local/jobs';

const EVENTBRIDGE_CRON = /^cron\((.+)\)$/;
const DAY_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/**
 * An EventBridge Scheduler cron expression (`cron(minutes hours day-of-month month day-of-week year)`) as croner's
 * five fields. EventBridge numbers the week's days 1-7 from Sunday, croner 0-6: numbers are moved, names kept; `?`
 * is "any"; a step from a start (`0/5`, every 5 minutes) runs to the field's end (`0-59/5`), as croner writes it.
 * The year must be `*` (HiveKeeper's jobs run every year).
 */
export function cronerPattern(expression: string): string {
  const fields = EVENTBRIDGE_CRON.exec(expression.trim())?.[1]?.trim().split(/\s+/);
  if (fields?.length !== 6) throw new Error(`Not an EventBridge cron expression: ${expression}`);
  const [minutes, hours, dayOfMonth, month, dayOfWeek, year] = fields as [
    string,
    string,
    string,
    string,
    string,
    string,
  ];
  if (year !== '*') throw new Error(`A job's schedule runs every year: ${expression}`);
  const anyToStar = (field: string) => (field === '?' ? '*' : field);
  // EventBridge's `0/5` (every 5 from 0) is croner's `0-59/5`, which also needs the field's end.
  const startStep = (field: string, last: number) => field.replace(/^(\d+)\/(\d+)$/, `$1-${String(last)}/$2`);
  const weekdays = anyToStar(dayOfWeek).replace(/\d+/g, (day) => {
    const number = Number(day);
    if (number < 1 || number > 7) throw new Error(`Days of the week are 1-7 (SUN-SAT) in ${expression}`);
    return DAY_NAMES[number - 1] ?? day;
  });
  return [startStep(minutes, 59), startStep(hours, 23), anyToStar(dayOfMonth), month, weekdays].join(' ');
}

export type JobRunner = (name: string, event: JobEvent) => Promise<unknown>;

export interface LocalScheduler {
  /** When each job fires next. */
  nextRuns(): Record<string, Date | null>;
  stop(): void;
}

/** Runs each job on its schedule; a failed run is logged, and the next firing comes as usual. */
export function startLocalScheduler(options: {
  jobs: Readonly<Record<string, JobDefinition>>;
  run: JobRunner;
  log: (message: string, error?: unknown) => void;
}): LocalScheduler {
  const crons = Object.entries(options.jobs).map(
    ([name, job]) =>
      [
        name,
        new Cron(cronerPattern(job.schedule), { timezone: 'UTC', protect: true }, async (self: Cron) => {
          const scheduledFor = (self.currentRun() ?? new Date()).toISOString();
          try {
            await options.run(name, { job: name, scheduledFor });
            options.log(`job ${name} ran (scheduled for ${scheduledFor})`);
          } catch (error) {
            options.log(`job ${name} failed`, error);
          }
        }),
      ] as const,
  );
  return {
    nextRuns: () => Object.fromEntries(crons.map(([name, cron]) => [name, cron.nextRun()])),
    stop: () => {
      for (const [, cron] of crons) cron.stop();
    },
  };
}

async function readEvent(request: IncomingMessage, job: string): Promise<JobEvent> {
  let text = '';
  for await (const chunk of request) text += String(chunk);
  const body = text ? (JSON.parse(text) as Partial<JobEvent>) : {};
  return { ...body, job };
}

function answer(response: ServerResponse, status: number, body: unknown) {
  response.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/**
 * The gateway's `POST /_local/jobs/<job>`: 202 once the job has started (the job starter's asynchronous invoke),
 * or with `?wait=true` 200 and its result when it is done (500 with the error's message when it failed).
 */
export function withLocalJobs(
  site: SiteHandler,
  jobs: Readonly<Record<string, JobDefinition>>,
  run: JobRunner,
  log: (message: string, error?: unknown) => void,
): SiteHandler {
  return (request, response, path) => {
    if (!path.startsWith(`${LOCAL_JOBS_PATH}/`)) {
      site(request, response, path);
      return;
    }
    const name = decodeURIComponent(path.slice(LOCAL_JOBS_PATH.length + 1));
    if (request.method !== 'POST') {
      response.writeHead(405, { allow: 'POST' }).end();
      return;
    }
    if (!Object.hasOwn(jobs, name)) {
      answer(response, 404, { message: `No job named ${name}`, jobs: Object.keys(jobs) });
      return;
    }
    const wait = new URL(request.url ?? '/', 'http://local').searchParams.get('wait') === 'true';
    void readEvent(request, name).then(
      async (event) => {
        const running = run(name, event);
        if (!wait) {
          answer(response, 202, { started: name });
          running.then(
            () => log(`job ${name} ran`),
            (error: unknown) => log(`job ${name} failed`, error),
          );
          return;
        }
        try {
          answer(response, 200, { job: name, result: await running });
        } catch (error) {
          log(`job ${name} failed`, error);
          answer(response, 500, { message: error instanceof Error ? error.message : String(error) });
        }
      },
      () => answer(response, 400, { message: 'The job event must be JSON' }),
    );
  };
}
