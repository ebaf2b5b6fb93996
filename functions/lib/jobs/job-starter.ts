/**
 * Starts a scheduled job now, without waiting for it: an admin's Generate Now. `provider.ts` chooses how, by
 * configuration: an asynchronous invoke of the job's Lambda in the cloud, the local scheduler's run endpoint locally.
 */
import type { JobEvent, JobName } from '../../jobs';

export interface JobStarter {
  start(job: JobName, event: JobEvent): Promise<void>;
}
