import type { z } from 'zod';
import { VALIDATION } from '../../../shared/messages';
import { BadRequestError, type FieldErrors } from '../errors';

/** Where a value came from; names the field of an issue about the value as a whole (say, a body that is a list). */
export type RequestPart = 'body' | 'path' | 'query';

/** The value as the schema parses it, or a 400 with the schema's messages per field. */
export function validate<S extends z.ZodType>(schema: S, value: unknown, part: RequestPart): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const wholeValue = issue.path.length === 0;
    const field = wholeValue ? part : issue.path.map(String).join('.');
    (errors[field] ??= []).push(wholeValue ? VALIDATION.invalidRequest : issue.message);
  }
  throw new BadRequestError(errors);
}

/**
 * The JSON body. Missing or malformed JSON is a 400 whatever the content type says (@middy/http-json-body-parser
 * answers 415 for both, which is not what HiveKeeper's clients expect).
 */
export function parseJsonBody(body: string | undefined, isBase64Encoded: boolean): unknown {
  const invalid = new BadRequestError({ body: [VALIDATION.invalidJson] });
  if (body === undefined || body === '') throw invalid;
  try {
    return JSON.parse(isBase64Encoded ? Buffer.from(body, 'base64').toString('utf8') : body);
  } catch {
    throw invalid;
  }
}
