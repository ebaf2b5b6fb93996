/**
 * Records every DynamoDB command the shared document client sends, by name ('GetItemCommand', or
 * 'QueryCommand on gsi1' for an index), so a test can assert how many requests an access pattern costs and that
 * none of them is a Scan.
 */
import { afterEach } from 'vitest';
import { documentClient } from '../lib/data/client';

const MIDDLEWARE_NAME = 'recordSentCommands';

/** Starts recording; the returned array fills as commands are sent, until the test ends. */
export function recordSentCommands(): string[] {
  const sent: string[] = [];
  documentClient.middlewareStack.add(
    (next, context) => (args) => {
      const { IndexName } = args.input as { IndexName?: string };
      sent.push(`${context.commandName ?? 'unknown'}${IndexName ? ` on ${IndexName}` : ''}`);
      return next(args);
    },
    { step: 'initialize', name: MIDDLEWARE_NAME },
  );
  return sent;
}

afterEach(() => {
  documentClient.middlewareStack.remove(MIDDLEWARE_NAME);
});
