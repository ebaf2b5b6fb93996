/**
 * How a Lambda granted `jobs:start` learns where the scheduled jobs run: in the cloud the stack names each job's
 * function (`JOB_FUNCTION_<job>`); locally `JOBS_ENDPOINT` is the local scheduler's run endpoint.
 */
export const JOBS_ENVIRONMENT = {
  functionPrefix: 'JOB_FUNCTION_',
  endpoint: 'JOBS_ENDPOINT',
} as const;
