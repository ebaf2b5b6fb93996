/**
 * The test handler behind a module that finishes loading only when a test opens its gate: a long init phase, as
 * compiling a handler's TypeScript on a busy machine is (lambda-runtime.test.ts).
 */
await (globalThis as { handlerLoadGate?: Promise<unknown> }).handlerLoadGate;

export { handler } from './test-handler';
