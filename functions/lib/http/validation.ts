import type { z } from 'zod';
import { VALIDATION } from '../../../shared/messages';
import { fieldErrorsOf, type RequestPart } from '../../../shared/schemas/field-errors';
import { BadRequestError } from '../errors';

/** The value as the schema parses it, or a 400 with the schema's messages per field. */
export function validate<S extends z.ZodType>(schema: S, value: unknown, part: RequestPart): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new BadRequestError(fieldErrorsOf(result.error.issues, part));
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
