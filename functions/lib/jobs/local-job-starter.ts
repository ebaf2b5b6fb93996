import type { JobEvent, JobName } from '../../jobs';
import type { JobStarter } from './job-starter';

/** The local job starter: the local scheduler's run endpoint, which answers 202 once the job has started. */
export function createLocalJobStarter(endpoint: string): JobStarter {
  return {
    async start(job: JobName, event: JobEvent) {
      const response = await fetch(`${endpoint}/${encodeURIComponent(job)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(event),
      });
      if (response.status !== 202)
        throw new Error(`The local scheduler did not start ${job} (${String(response.status)})`);
    },
  };
}
