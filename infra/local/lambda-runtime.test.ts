import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FUNCTION_SETTINGS } from '../function-settings';
import { apiPath } from '../../functions/api-path';
import { API_BASE_PATH, routes } from '../../functions/routes';
import { buildHttpApiEvent } from './http-api-event';
import { createLambdaRuntime, type HttpAnswer } from './lambda-runtime';

const TEST_HANDLER = fileURLToPath(new URL('./test-support/test-handler.ts', import.meta.url));
const SLOW_LOADING_HANDLER = fileURLToPath(new URL('./test-support/slow-loading-handler.ts', import.meta.url));
const TIMEOUT_MS = FUNCTION_SETTINGS.timeoutSeconds * 1000;

const log = vi.fn();
const runtime = createLambdaRuntime({ environment: {}, log, handlerFile: () => TEST_HANDLER });

/** A path no route declares: the test handler is invoked directly. */
const TEST_PATH = `${API_BASE_PATH}/test`;

/** Invokes the test handler with a script: how long it takes and what it answers or throws. */
function invoke(script: { waitMs?: number; result?: unknown; fail?: string }): Promise<HttpAnswer> {
  const event = buildHttpApiEvent({
    method: 'POST',
    routePath: TEST_PATH,
    rawPath: TEST_PATH,
    body: JSON.stringify(script),
  });
  return runtime.invoke('hivekeeper-local-test', 'test-handler', event);
}

const json = (answer: HttpAnswer) => JSON.parse(answer.body.toString('utf8')) as unknown;

beforeEach(() => log.mockReset());
afterEach(() => vi.useRealTimers());

describe('the local Lambda runtime', () => {
  describe('timeout', () => {
    // The module is loaded with real timers first; a warm container is what the timeout is about.
    beforeEach(async () => {
      await invoke({ result: 'warm' });
      vi.useFakeTimers();
    });

    it(`stops a handler at the cloud's ${FUNCTION_SETTINGS.timeoutSeconds} s with a 500, as API Gateway answers`, async () => {
      const answer = invoke({ waitMs: TIMEOUT_MS + 5_000, result: { statusCode: 200 } });
      await vi.advanceTimersByTimeAsync(TIMEOUT_MS);
      expect((await answer).statusCode).toBe(500);
      expect(json(await answer)).toEqual({ message: 'Internal Server Error' });
      expect(log).toHaveBeenCalledWith(
        `hivekeeper-local-test timed out after ${FUNCTION_SETTINGS.timeoutSeconds} s`,
        undefined,
      );
    });

    it('counts loading the module as the init phase, outside the timeout, as Lambda does', async () => {
      let openGate: () => unknown = () => undefined;
      (globalThis as { handlerLoadGate?: Promise<unknown> }).handlerLoadGate = new Promise((resolve) => {
        openGate = () => resolve(undefined);
      });
      const slowToLoad = createLambdaRuntime({ environment: {}, log, handlerFile: () => SLOW_LOADING_HANDLER });
      const event = buildHttpApiEvent({
        method: 'POST',
        routePath: TEST_PATH,
        rawPath: TEST_PATH,
        body: JSON.stringify({ waitMs: 1_000, result: { statusCode: 200 } }),
      });
      const answer = slowToLoad.invoke('hivekeeper-local-test', 'slow-loading-handler', event);
      await vi.advanceTimersByTimeAsync(TIMEOUT_MS + 5_000);
      openGate();
      // Once loaded, the handler runs for a second of the invocation's own time.
      await vi.waitFor(() => expect(vi.getTimerCount()).toBeGreaterThan(0));
      await vi.advanceTimersByTimeAsync(1_000);
      expect((await answer).statusCode).toBe(200);
      expect(log).not.toHaveBeenCalled();
    });

    it('lets a handler that answers just within the timeout answer', async () => {
      const answer = invoke({ waitMs: TIMEOUT_MS - 1, result: { statusCode: 201, body: '{"ok":true}' } });
      await vi.advanceTimersByTimeAsync(TIMEOUT_MS - 1);
      expect((await answer).statusCode).toBe(201);
      expect(log).not.toHaveBeenCalled();
    });
  });

  it("gives a trigger the routes' timeout, and a job its own", async () => {
    const remaining = async (timeoutMs?: number) =>
      ((await runtime.runTrigger('hivekeeper-local-job', 'test-handler', {}, timeoutMs)) as { remainingMs: number })
        .remainingMs;
    expect(await remaining()).toBeLessThanOrEqual(TIMEOUT_MS);
    expect(await remaining()).toBeGreaterThan(TIMEOUT_MS - 1_000);
    expect(await remaining(900_000)).toBeGreaterThan(899_000);
  });

  it('answers 500 with a generic message when the handler throws, the error going to the log', async () => {
    const answer = await invoke({ fail: 'table missing' });
    expect(answer.statusCode).toBe(500);
    expect(json(answer)).toEqual({ message: 'Internal Server Error' });
    expect(log).toHaveBeenCalledWith('hivekeeper-local-test failed', new Error('table missing'));
  });

  it('turns results into answers by payload 2.0: a structured result as given, anything else as 200 JSON', async () => {
    const structured = await invoke({
      result: {
        statusCode: 201,
        headers: { Location: apiPath(routes.getHive, { id: '1' }) },
        cookies: ['a=1', 'b=2'],
        body: 'aGk=',
        isBase64Encoded: true,
      },
    });
    expect(structured.statusCode).toBe(201);
    expect(structured.headers).toEqual({
      location: apiPath(routes.getHive, { id: '1' }),
      'set-cookie': ['a=1', 'b=2'],
      'content-type': 'application/json',
    });
    expect(structured.body.toString('utf8')).toBe('hi');

    const plain = await invoke({ result: { hives: [] } });
    expect(plain.statusCode).toBe(200);
    expect(json(plain)).toEqual({ hives: [] });

    const noContent = await invoke({ result: { statusCode: 204 } });
    expect(noContent).toEqual({ statusCode: 204, headers: {}, body: Buffer.alloc(0) });
  });
});
