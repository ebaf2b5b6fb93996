/**
 * Runs HiveKeeper's handler modules in the local gateway's process the way Lambda does: the module is loaded once
 * (module-scope clients are reused, like a warm container), the handler gets the HTTP API event and a Lambda-like
 * context, and its answer is turned into an HTTP response by API Gateway's payload 2.0 rules.
 */
import { pathToFileURL } from 'node:url';
import { FUNCTION_SETTINGS } from '../function-settings';
import { handlerEntry } from '../paths';
import { buildLambdaContext } from './http-api-event';
import type {
  APIGatewayProxyEventV2WithJWTAuthorizer,
  APIGatewayProxyResultV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';

type Handler = (event: APIGatewayProxyEventV2WithJWTAuthorizer, context: Context) => Promise<APIGatewayProxyResultV2>;

export interface HttpAnswer {
  statusCode: number;
  headers: Record<string, string | string[]>;
  body: Buffer;
}

/** Lambda stops a function at its timeout, the cloud's (infra/function-settings.ts); API Gateway then answers 500. */
const FUNCTION_TIMEOUT_MS = FUNCTION_SETTINGS.timeoutSeconds * 1000;

export interface LambdaRuntime {
  invoke(
    functionName: string,
    handlerModule: string,
    event: APIGatewayProxyEventV2WithJWTAuthorizer,
  ): Promise<HttpAnswer>;
  /**
   * Runs a trigger's module (a user pool trigger, a scheduled job) with its event, as its AWS service invokes the
   * Lambda; `timeoutMs` is the function's own timeout (a job's `timeoutSeconds`), the routes' otherwise.
   */
  runTrigger(functionName: string, handlerModule: string, event: object, timeoutMs?: number): Promise<unknown>;
}

export function createLambdaRuntime(options: {
  /** The functions' configuration environment, as the CDK stack sets it on every Lambda. */
  environment: Record<string, string>;
  log(message: string, error: unknown): void;
  /** The file of a handler module; the routes' modules under functions/handlers unless a test brings its own. */
  handlerFile?: (handlerModule: string) => string;
}): LambdaRuntime {
  const handlerFile = options.handlerFile ?? ((handlerModule: string) => handlerEntry({ handler: handlerModule }));
  // Handlers read their configuration from process.env at module scope, so it is set before any is loaded.
  Object.assign(process.env, options.environment);
  const handlers = new Map<string, Promise<Handler>>();

  function load<H = Handler>(handlerModule: string): Promise<H> {
    let handler = handlers.get(handlerModule) as Promise<H> | undefined;
    if (!handler) {
      handler = import(pathToFileURL(handlerFile(handlerModule)).href).then((module: { handler?: H }) => {
        if (typeof module.handler !== 'function') throw new Error(`${handlerModule} exports no handler`);
        return module.handler;
      });
      // A module that failed to load (a syntax error being fixed) is tried again on the next request.
      handler.catch(() => handlers.delete(handlerModule));
      handlers.set(handlerModule, handler as Promise<never>);
    }
    return handler;
  }

  return {
    async invoke(functionName, handlerModule, event) {
      let timer: NodeJS.Timeout | undefined;
      try {
        // As in Lambda, loading the module is the init phase, outside the invocation's timeout: here it includes
        // compiling the handler's TypeScript, which on a busy machine can take longer than the timeout itself.
        const handler = await load(handlerModule);
        const deadline = Date.now() + FUNCTION_TIMEOUT_MS;
        const timedOut = new Promise<'timeout'>((resolve) => {
          timer = setTimeout(() => resolve('timeout'), FUNCTION_TIMEOUT_MS);
        });
        const result = await Promise.race([handler(event, buildLambdaContext(functionName, deadline)), timedOut]);
        if (result === 'timeout') {
          options.log(`${functionName} timed out after ${FUNCTION_SETTINGS.timeoutSeconds} s`, undefined);
          return jsonAnswer(500, { message: 'Internal Server Error' });
        }
        return toHttpAnswer(result);
      } catch (error) {
        options.log(`${functionName} failed`, error);
        return jsonAnswer(500, { message: 'Internal Server Error' });
      } finally {
        clearTimeout(timer);
      }
    },
    async runTrigger(functionName, handlerModule, event, timeoutMs = FUNCTION_TIMEOUT_MS) {
      const handler = await load<(event: object, context: Context) => Promise<unknown>>(handlerModule);
      return handler(event, buildLambdaContext(functionName, Date.now() + timeoutMs));
    },
  };
}

export function jsonAnswer(statusCode: number, body: unknown): HttpAnswer {
  return {
    statusCode,
    headers: { 'content-type': 'application/json' },
    body: Buffer.from(JSON.stringify(body)),
  };
}

/**
 * Payload 2.0: an object with `statusCode` is used as given; anything else is a 200 JSON answer of that value
 * (a string is sent as it is).
 */
function toHttpAnswer(result: APIGatewayProxyResultV2): HttpAnswer {
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
    const body = typeof result === 'string' ? result : JSON.stringify(result ?? null);
    return { statusCode: 200, headers: { 'content-type': 'application/json' }, body: Buffer.from(body) };
  }
  const structured = result as APIGatewayProxyStructuredResultV2;
  const headers: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(structured.headers ?? {})) headers[name.toLowerCase()] = String(value);
  if (structured.cookies?.length) headers['set-cookie'] = structured.cookies;
  const body = Buffer.from(structured.body ?? '', structured.isBase64Encoded ? 'base64' : 'utf8');
  if (body.length > 0 && !headers['content-type']) headers['content-type'] = 'application/json';
  return { statusCode: structured.statusCode ?? 200, headers, body };
}
