import '../../test-support/unit-env';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { afterEach, describe, expect, it } from 'vitest';
import { createLambdaJobStarter } from './lambda-job-starter';
import { createLocalJobStarter } from './local-job-starter';
import { chooseJobStarter } from './provider';

const lambda = mockClient(LambdaClient);
afterEach(() => lambda.reset());

const event = { job: 'generateDailyMarketing', requestedBy: 'admin-1' };

describe('the Lambda job starter', () => {
  it("queues an asynchronous invoke of the job's own function with the event", async () => {
    lambda.on(InvokeCommand).resolves({ StatusCode: 202 });
    const starter = createLambdaJobStarter(new LambdaClient({}), { generateDailyMarketing: 'HiveKeeper-prod-daily' });
    await starter.start('generateDailyMarketing', event);
    const [call] = lambda.commandCalls(InvokeCommand);
    expect(call?.args[0].input.FunctionName).toBe('HiveKeeper-prod-daily');
    expect(call?.args[0].input.InvocationType).toBe('Event');
    expect(JSON.parse(new TextDecoder().decode(call?.args[0].input.Payload as Uint8Array))).toEqual(event);
  });

  it('fails when Lambda did not queue it or no function is named', async () => {
    lambda.on(InvokeCommand).resolves({ StatusCode: 500 });
    await expect(
      createLambdaJobStarter(new LambdaClient({}), { generateDailyMarketing: 'fn' }).start(
        'generateDailyMarketing',
        event,
      ),
    ).rejects.toThrow(/did not queue/);
    await expect(
      createLambdaJobStarter(new LambdaClient({}), {}).start('generateDailyMarketing', event),
    ).rejects.toThrow(/No function/);
  });
});

describe('the local job starter', () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  it("posts the event to the local scheduler's run endpoint and takes its 202", async () => {
    const received: { path: string; body: unknown }[] = [];
    let status = 202;
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => (body += String(chunk)));
      request.on('end', () => {
        received.push({ path: request.url ?? '', body: JSON.parse(body) });
        response.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => server?.listen(0, resolve));
    const endpoint = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}/_local/jobs`;
    await chooseJobStarter({ jobs: { kind: 'local', endpoint } }).start('generateDailyMarketing', event);
    expect(received).toEqual([{ path: '/_local/jobs/generateDailyMarketing', body: event }]);
    status = 404;
    await expect(createLocalJobStarter(endpoint).start('generateDailyMarketing', event)).rejects.toThrow(/404/);
  });
});
