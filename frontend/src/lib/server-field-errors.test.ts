import { act, renderHook } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { showServerFieldErrors } from './server-field-errors';

function apiaryForm() {
  return renderHook(() => useForm({ defaultValues: { name: '', location: '' } })).result;
}

function badRequest(errors: Record<string, string[]>) {
  const body = { message: Object.values(errors)[0]?.[0], errors };
  return new ApiError(400, JSON.stringify(body), body);
}

describe('server field errors in a form', () => {
  it("puts each field's first message under that field", () => {
    const form = apiaryForm();
    let shown = false;
    act(() => {
      shown = showServerFieldErrors(
        badRequest({ name: ['Name is required', 'Name is odd'], location: ['Location is required'] }),
        form.current,
      );
    });
    expect(shown).toBe(true);
    expect(form.current.getFieldState('name').error?.message).toBe('Name is required');
    expect(form.current.getFieldState('location').error?.message).toBe('Location is required');
  });

  it('leaves to the caller what no field of the form can show', () => {
    const form = apiaryForm();
    expect(showServerFieldErrors(badRequest({ body: ['Invalid request'] }), form.current)).toBe(false);
    expect(showServerFieldErrors(new ApiError(500, 'boom', undefined), form.current)).toBe(false);
    expect(showServerFieldErrors(new ApiError(402, '{}', { message: 'Upgrade' }), form.current)).toBe(false);
    expect(showServerFieldErrors(new TypeError('Failed to fetch'), form.current)).toBe(false);
    expect(form.current.getFieldState('name').invalid).toBe(false);
    expect(form.current.getFieldState('location').invalid).toBe(false);
  });
});
