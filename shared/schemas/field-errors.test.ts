import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { fieldErrorsOf } from './field-errors';

function issuesOf(schema: z.ZodType, value: unknown) {
  const result = schema.safeParse(value);
  if (result.success) throw new Error('expected the value to be refused');
  return result.error.issues;
}

describe('field errors as clients get them', () => {
  const schema = z.object({
    name: z.string().min(1, 'Name is required').max(3, 'Name is too long'),
    diseases: z.array(z.string().max(2, 'Too long')),
    queen: z.object({ age: z.number('Age must be a number') }),
  });

  it('lists each field’s messages under its name, nested fields under their dotted path', () => {
    expect(fieldErrorsOf(issuesOf(schema, { name: '', diseases: ['ok', 'long'], queen: { age: 'old' } }))).toEqual({
      name: ['Name is required'],
      'diseases.1': ['Too long'],
      'queen.age': ['Age must be a number'],
    });
  });

  it('keeps every message of a field, in the schema’s order', () => {
    const twoRules = z.object({ code: z.string().min(5, 'Too short').regex(/^\d+$/, 'Digits only') });
    expect(fieldErrorsOf(issuesOf(twoRules, { code: 'ab' }))).toEqual({ code: ['Too short', 'Digits only'] });
  });

  it('names a problem with the whole value after the request part it came from', () => {
    expect(fieldErrorsOf(issuesOf(schema, []))).toEqual({ body: [VALIDATION.invalidRequest] });
    expect(fieldErrorsOf(issuesOf(schema, 'text'), 'query')).toEqual({ query: [VALIDATION.invalidRequest] });
    const somethingToChange = z.object({ name: z.string().optional() }).refine((value) => value.name !== undefined, {
      error: VALIDATION.nothingToUpdate,
    });
    expect(fieldErrorsOf(issuesOf(somethingToChange, {}))).toEqual({ body: [VALIDATION.nothingToUpdate] });
  });
});
