/**
 * The one place HiveKeeper chooses how a route starts a scheduled job, by configuration: the local scheduler's run
 * endpoint when `JOBS_ENDPOINT` is set (`npm start`), else an asynchronous invoke of the job's Lambda, named by the
 * stack on each Lambda granted `jobs:start`.
 */
import { LambdaClient } from '@aws-sdk/client-lambda';
import { config, type FunctionsConfig } from '../config';
import type { JobStarter } from './job-starter';
import { createLambdaJobStarter } from './lambda-job-starter';
import { createLocalJobStarter } from './local-job-starter';

export function chooseJobStarter(settings: Pick<FunctionsConfig, 'jobs'>): JobStarter {
  const { jobs } = settings;
  return jobs.kind === 'local'
    ? createLocalJobStarter(jobs.endpoint)
    : createLambdaJobStarter(new LambdaClient({}), jobs.functionNames);
}

let chosen: JobStarter | undefined;

/** The configured job starter, chosen once per Lambda container. */
export function jobStarter(): JobStarter {
  chosen ??= chooseJobStarter(config);
  return chosen;
}
