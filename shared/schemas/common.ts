import { z } from 'zod';
import { VALIDATION } from '../messages';

/** Ids are ULIDs made by the server: 26 Crockford base32 characters. */
export const idSchema = z.string({ error: VALIDATION.invalidId }).regex(/^[0-9A-HJKMNP-TV-Z]{26}$/, {
  error: VALIDATION.invalidId,
});

export const idParamsSchema = z.object({ id: idSchema });

/** ISO 8601 timestamp as stored and answered by the API. */
export const isoDateTimeSchema = z.iso.datetime({ offset: true });

/** A required trimmed text with the spec's message when it is missing or blank. */
export function requiredText(message: string, max: number, field: string) {
  return z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: VALIDATION.tooLong(field, max) });
}

/** An optional trimmed text; blank becomes absent so forms can send empty inputs. */
export function optionalText(max: number, field: string) {
  return z.preprocess(
    (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
    z
      .string()
      .trim()
      .max(max, { error: VALIDATION.tooLong(field, max) })
      .optional(),
  );
}

/** Empty strings and null from forms mean "not given". */
export function blankToUndefined(value: unknown): unknown {
  return value === '' || value === null ? undefined : value;
}
