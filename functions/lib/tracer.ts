import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';

/**
 * HiveKeeper's X-Ray tracer: one segment per request with the cold start and the route's handler annotated, and a
 * subsegment for each DynamoDB call (the data layer's client is captured). Tracing is on only inside Lambda with
 * active tracing (the stack turns it on for every function); locally and in tests it does nothing.
 */
export const tracer = new Tracer({ serviceName: 'hivekeeper' });

/** The middy middleware that opens and closes the request's segment; the answer's body stays out of the trace. */
export const traceRequests = () => captureLambdaHandler(tracer, { captureResponse: false });
