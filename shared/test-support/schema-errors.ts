import * as z from 'zod';

/** The messages a schema gives per field for an input ({} when it parses), as a 400 answer carries them. */
export function fieldErrors(schema: z.ZodType, input: unknown): Partial<Record<string, string[]>> {
  const result = schema.safeParse(input);
  return result.success ? {} : z.flattenError(result.error).fieldErrors;
}

/** A valid id for references in test inputs. */
export const SOME_ID = '01ARZ3NDEKTSV4RRFFQ69G5FAV';
