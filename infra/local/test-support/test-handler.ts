/**
 * A handler module for the local Lambda runtime's unit tests: it waits as long as the event's body asks, then
 * answers the body's `result` (or throws its `fail`), so a test can play a slow, a failing or a plain handler. Run
 * as a trigger (an event without a body) it answers the time its context says is left.
 */
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

interface Script {
  waitMs?: number;
  result?: unknown;
  fail?: string;
}

export async function handler(event: APIGatewayProxyEventV2, context: Context): Promise<unknown> {
  if (event.body === undefined) return { remainingMs: context.getRemainingTimeInMillis() };
  const script = JSON.parse(event.body ?? '{}') as Script;
  if (script.waitMs) await new Promise((resolve) => setTimeout(resolve, script.waitMs));
  if (script.fail) throw new Error(script.fail);
  return script.result;
}
