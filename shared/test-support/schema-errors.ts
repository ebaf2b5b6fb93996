import type * as z from 'zod';
import { fieldErrorsOf, type FieldErrors } from '../schemas/field-errors';

/** The messages a schema gives per field for an input ({} when it parses), exactly as a 400 answer carries them. */
export function fieldErrors(schema: z.ZodType, input: unknown): FieldErrors {
  const result = schema.safeParse(input);
  return result.success ? {} : fieldErrorsOf(result.error.issues);
}

/** A valid id for references in test inputs. */
export const SOME_ID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
