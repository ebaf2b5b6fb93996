import { InvokeCommand, type LambdaClient } from '@aws-sdk/client-lambda';
import type { JobEvent, JobName } from '../../jobs';
import type { JobStarter } from './job-starter';

/** The cloud's job starter: an asynchronous invoke (`Event`) of the job's own function, which Lambda queues. */
export function createLambdaJobStarter(
  client: LambdaClient,
  functionNames: Readonly<Record<string, string>>,
): JobStarter {
  return {
    async start(job: JobName, event: JobEvent) {
      const functionName = functionNames[job];
      if (!functionName) throw new Error(`No function is named for the job ${job}`);
      const { StatusCode } = await client.send(
        new InvokeCommand({
          FunctionName: functionName,
          InvocationType: 'Event',
          Payload: new TextEncoder().encode(JSON.stringify(event)),
        }),
      );
      if (StatusCode !== 202) throw new Error(`Lambda did not queue the job ${job} (status ${String(StatusCode)})`);
    },
  };
}
