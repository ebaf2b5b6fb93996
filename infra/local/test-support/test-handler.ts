/**
 * A handler module for the local Lambda runtime's unit tests: it waits as long as the event's body asks, then
 * answers the body's `result` (or throws its `fail`), so a test can play a slow, a failing or a plain handler.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';

interface Script {
  waitMs?: number;
  result?: unknown;
  fail?: string;
}

export async function handler(event: APIGatewayProxyEventV2): Promise<unknown> {
  const script = JSON.parse(event.body ?? '{}') as Script;
  if (script.waitMs) await new Promise((resolve) => setTimeout(resolve, script.waitMs));
  if (script.fail) throw new Error(script.fail);
  return script.result;
}
