/**
 * How a failed validation reaches HiveKeeper's clients: messages per field, `{ "name": ["Name is required"] }`.
 * The functions answer a 400 with this shape and the web app shows each message beside its field, so both
 * build it here. A nested field is named by its dotted path (`diseases.0`); a problem with the value as a whole
 * is named after the part of the request it came from: zod's own (say, a body that is a list) says 'Invalid
 * request', a rule of HiveKeeper's on the whole value (a PATCH changing nothing) keeps its message.
 */
import type { z } from 'zod';
import { VALIDATION } from '../messages';

export type FieldErrors = Record<string, string[]>;

/** Where a value came from; names the field of an issue about the value as a whole. */
export type RequestPart = 'body' | 'path' | 'query' | 'header';

/** A schema issue as zod reports it; only where it is and what it says matter here. */
export type ValidationIssue = Pick<z.core.$ZodIssue, 'code' | 'path' | 'message'>;

export function fieldErrorsOf(issues: readonly ValidationIssue[], part: RequestPart = 'body'): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const wholeValue = issue.path.length === 0;
    const field = wholeValue ? part : issue.path.map(String).join('.');
    (errors[field] ??= []).push(wholeValue && issue.code !== 'custom' ? VALIDATION.invalidRequest : issue.message);
  }
  return errors;
}
