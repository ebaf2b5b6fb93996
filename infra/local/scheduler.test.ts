import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Cron } from 'croner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jobs, type JobDefinition, type JobEvent } from '../../functions/jobs';
import { cronerPattern, LOCAL_JOBS_PATH, startLocalScheduler, withLocalJobs } from './scheduler';

const JOB: JobDefinition = {
  schedule: 'cron(0 0 * * ? *)',
  handler: 'jobs/fixture',
  grants: [],
  description: 'A fixture',
  timeoutSeconds: 60,
};

describe('EventBridge cron expressions for croner', () => {
  it.each([
    ['cron(0 0 * * ? *)', '0 0 * * *'],
    ['cron(30 6 ? * 2 *)', '30 6 * * MON'],
    ['cron(0 9 ? * 2-6 *)', '0 9 * * MON-FRI'],
    ['cron(0 12 ? * 1,7 *)', '0 12 * * SUN,SAT'],
    ['cron(0 8 ? * MON-FRI *)', '0 8 * * MON-FRI'],
    ['cron(0/15 * * * ? *)', '0-59/15 * * * *'],
    ['cron(5 1/6 * * ? *)', '5 1-23/6 * * *'],
    ['cron(0 6/12 * * ? *)', '0 6-23/12 * * *'],
    ['cron(0 0 1 JAN ? *)', '0 0 1 JAN *'],
  ])('%s runs as %s', (expression, pattern) => {
    expect(cronerPattern(expression)).toBe(pattern);
  });

  it('gives croner a pattern it runs for every job of jobs.ts, a stepped one on its steps', () => {
    for (const job of Object.values(jobs)) {
      expect(() => new Cron(cronerPattern(job.schedule), { paused: true })).not.toThrow();
    }
    const quarterly = new Cron(cronerPattern('cron(0/15 * * * ? *)'), { timezone: 'UTC', paused: true });
    expect(quarterly.nextRun(new Date('2026-01-01T00:01:00Z'))?.toISOString()).toBe('2026-01-01T00:15:00.000Z');
  });

  it.each([
    ['rate(1 day)', /Not an EventBridge cron/],
    ['cron(0 0 * * ?)', /Not an EventBridge cron/],
    ['cron(0 0 * * ? 2027)', /every year/],
    ['cron(0 0 ? * 8 *)', /1-7/],
  ])('refuses %s', (expression, message) => {
    expect(() => cronerPattern(expression)).toThrow(message);
  });
});

describe('the local scheduler', () => {
  afterEach(() => vi.useRealTimers());

  it('runs a job at its next time in UTC with the event the cloud sends, and a failure waits for the next', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-23T23:59:58Z') });
    const runs: JobEvent[] = [];
    const log = vi.fn();
    const scheduler = startLocalScheduler({
      jobs: { fixture: JOB },
      run: async (_name, event) => {
        runs.push(event);
        if (runs.length === 1) throw new Error('Bedrock throttled');
      },
      log,
    });
    expect(scheduler.nextRuns()).toEqual({ fixture: new Date('2026-11-24T00:00:00Z') });
    await vi.advanceTimersByTimeAsync(3_000);
    expect(runs).toEqual([{ job: 'fixture', scheduledFor: '2026-11-24T00:00:00.000Z' }]);
    expect(log).toHaveBeenCalledWith('job fixture failed', expect.any(Error));
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(runs.map(({ scheduledFor }) => scheduledFor)).toEqual([
      '2026-11-24T00:00:00.000Z',
      '2026-11-25T00:00:00.000Z',
    ]);
    scheduler.stop();
    expect(scheduler.nextRuns()).toEqual({ fixture: null });
  });

  it('stays idle without jobs', () => {
    const scheduler = startLocalScheduler({ jobs: {}, run: vi.fn(), log: vi.fn() });
    expect(scheduler.nextRuns()).toEqual({});
    scheduler.stop();
  });
});

describe("the gateway's job endpoint", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serve(run: (name: string, event: JobEvent) => Promise<unknown>) {
    const site = vi.fn((_request, response: ServerResponse) => response.writeHead(204).end());
    const handler = withLocalJobs(site, { fixture: JOB }, run, vi.fn());
    server = createServer((request, response) =>
      handler(request, response, new URL(request.url ?? '/', 'http://x').pathname),
    );
    await new Promise<void>((resolve) => server?.listen(0, resolve));
    const base = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
    return { base, site };
  }

  it('answers 202 once the job has started, before it ends, as an asynchronous invoke does', async () => {
    let finish: () => void = () => undefined;
    const events: JobEvent[] = [];
    const { base } = await serve(
      (_name, event) =>
        new Promise((resolve) => {
          events.push(event);
          finish = () => resolve('done');
        }),
    );
    const response = await fetch(`${base}${LOCAL_JOBS_PATH}/fixture`, {
      method: 'POST',
      body: JSON.stringify({ requestedBy: 'admin-1' }),
    });
    expect(response.status).toBe(202);
    expect(events).toEqual([{ requestedBy: 'admin-1', job: 'fixture' }]);
    finish();
  });

  it('waits for the outcome with ?wait=true, says when it failed, and knows only the listed jobs', async () => {
    let calls = 0;
    const { base, site } = await serve(async () => {
      calls += 1;
      if (calls > 1) throw new Error('no model access');
      return { written: 5 };
    });
    const run = () => fetch(`${base}${LOCAL_JOBS_PATH}/fixture?wait=true`, { method: 'POST' });
    const done = await run();
    expect({ status: done.status, body: await done.json() }).toEqual({
      status: 200,
      body: { job: 'fixture', result: { written: 5 } },
    });
    const failed = await run();
    expect({ status: failed.status, body: await failed.json() }).toEqual({
      status: 500,
      body: { message: 'no model access' },
    });
    const unknown = await fetch(`${base}${LOCAL_JOBS_PATH}/nope`, { method: 'POST' });
    expect(unknown.status).toBe(404);
    expect((await fetch(`${base}${LOCAL_JOBS_PATH}/fixture`)).status).toBe(405);
    // Anything else is the site's.
    expect((await fetch(`${base}/hives`)).status).toBe(204);
    expect(site).toHaveBeenCalledTimes(1);
  });
});
