/**
 * Every route of the route table, sent junk where it validates input: path ids, queries and bodies of the wrong
 * shape, wrong types, huge and control-character strings and impossible dates. Each must answer 4xx and write
 * nothing: a route declared tomorrow is fuzzed the day it is, from its handler's own schemas (`handler.schemas`).
 * The caller is a Pro admin, so that access and plan checks pass and the validation itself is what answers.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import * as z from 'zod';
import type { RequestSchemas } from './lib/http/middlewares';
import { routes, type RouteName } from './routes';
import { beekeeper, handlerOf, request, setSubscription, type TestBeekeeper } from './test-support/api';
import { recordSentCommands } from './test-support/sent-commands';

const IMPOSSIBLE_DATE = '9999-99-99';
/** A well-formed date outside `CALENDAR_YEARS`: a yearly task due then would complete into year 10000. */
const OUT_OF_RANGE_DATE = '9999-12-31';

const HUGE_TEXT = 'x'.repeat(100_000);
const CONTROL_TEXT = '\u0000\u0007\u202e<script>';

/** Values no field of HiveKeeper takes: wrong types, a string past any limit, control characters, impossible dates. */
const JUNK_VALUES: readonly unknown[] = [
  { nested: { deeper: true } },
  ['a', 1],
  HUGE_TEXT,
  CONTROL_TEXT,
  IMPOSSIBLE_DATE,
  OUT_OF_RANGE_DATE,
  -1e308,
];

/** Query values no parameter takes (a search takes a date's digits as words): past any length, or with controls. */
const JUNK_QUERY_VALUES: readonly string[] = [HUGE_TEXT, CONTROL_TEXT];

/** Bodies that aren't the object any route reads. */
const JUNK_BODIES: readonly unknown[] = [null, 'text', [], 42, true];

/** Path ids no record has and no key may be built from. */
const JUNK_IDS: readonly string[] = ['x'.repeat(2_000), '\u0000', '../../etc/passwd', '%00', ' '];

const WRITE_COMMANDS = ['PutItem', 'UpdateItem', 'DeleteItem', 'TransactWriteItems', 'BatchWriteItem'];

/** The schemas `httpHandler` keeps on the handler it makes. */
async function schemasOf(name: RouteName): Promise<RequestSchemas> {
  const handler = (await handlerOf(name)) as Awaited<ReturnType<typeof handlerOf>> & { schemas?: RequestSchemas };
  return handler.schemas ?? {};
}

/**
 * The fields an object schema names (those of the object under a refine or a preprocess too, and of both sides of
 * an intersection: a create's form fields with the app's id).
 */
function fieldsOf(schema: z.ZodType | undefined): string[] {
  if (schema instanceof z.ZodObject) return Object.keys(schema.shape);
  if (schema instanceof z.ZodPipe) return [...fieldsOf(schema.in as z.ZodType), ...fieldsOf(schema.out as z.ZodType)];
  if (schema instanceof z.ZodIntersection) {
    return [...fieldsOf(schema.def.left as z.ZodType), ...fieldsOf(schema.def.right as z.ZodType)];
  }
  return [];
}

/** Every field set to the same junk value. */
const allFields = (fields: readonly string[], value: unknown) =>
  Object.fromEntries(fields.map((field) => [field, value]));

/** The path parameters a route's path names (`{id}`), each set to `value`. */
function pathParametersOf(path: string, value: string): Record<string, string> {
  return Object.fromEntries([...path.matchAll(/\{(\w+)\}/g)].map(([, name = '']) => [name, value]));
}

/** A real id for each path parameter but junk elsewhere: a valid ULID no record has. */
const UNKNOWN_ULID = '01JZZZZZZZZZZZZZZZZZZZZZZZ';

let admin: TestBeekeeper;

beforeAll(async () => {
  admin = beekeeper({ groups: ['admins'] });
  await setSubscription(admin, 'pro', 'active');
});

const routeNames = Object.keys(routes) as RouteName[];

describe.each(routeNames)('%s, sent junk', (name) => {
  it('answers 4xx and writes nothing', async () => {
    const route = routes[name];
    const schemas = await schemasOf(name);
    const path = (value: string) => pathParametersOf(route.path, value);
    const attempts: { what: string; options: Parameters<typeof request>[1] }[] = [];
    if (schemas.params) {
      for (const id of JUNK_IDS)
        attempts.push({ what: `path ${JSON.stringify(id.slice(0, 20))}`, options: { pathParameters: path(id) } });
    }
    const queryFields = fieldsOf(schemas.query);
    for (const value of JUNK_QUERY_VALUES) {
      if (queryFields.length === 0) continue;
      const rawQueryString = new URLSearchParams(allFields(queryFields, value) as Record<string, string>).toString();
      attempts.push({
        what: `query ${JSON.stringify(value.slice(0, 20))}`,
        options: { pathParameters: path(UNKNOWN_ULID), rawQueryString },
      });
    }
    if (schemas.body) {
      for (const body of JUNK_BODIES)
        attempts.push({ what: `body ${JSON.stringify(body)}`, options: { pathParameters: path(UNKNOWN_ULID), body } });
      const bodyFields = fieldsOf(schemas.body);
      for (const value of JUNK_VALUES) {
        if (bodyFields.length === 0) continue;
        attempts.push({
          what: `every body field ${JSON.stringify(value).slice(0, 20)}`,
          options: { pathParameters: path(UNKNOWN_ULID), body: allFields(bodyFields, value) },
        });
      }
    }
    // Header values arrive as text: junk is text past any length, with controls, or of two words.
    for (const value of [...JUNK_QUERY_VALUES, 'two words']) {
      const headerFields = fieldsOf(schemas.headers);
      if (headerFields.length === 0) continue;
      attempts.push({
        what: `every header ${JSON.stringify(value.slice(0, 20))}`,
        options: {
          pathParameters: path(UNKNOWN_ULID),
          headers: allFields(headerFields, value) as Record<string, string>,
        },
      });
    }
    const sent = recordSentCommands();
    const answers: string[] = [];
    for (const { what, options } of attempts) {
      const { statusCode } = await request(name, { ...options, claims: admin.claims });
      if (statusCode < 400 || statusCode >= 500) answers.push(`${what}: ${statusCode}`);
    }
    expect(answers).toEqual([]);
    expect(sent.filter((command) => WRITE_COMMANDS.some((write) => command.startsWith(write)))).toEqual([]);
  });
});
