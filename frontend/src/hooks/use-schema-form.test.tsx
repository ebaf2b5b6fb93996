import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import * as z from 'zod';
import { isAppUpdateHeld } from '@/lib/offline/app-update-gate';
import { useSchemaForm } from './use-schema-form';

const schema = z.object({ notes: z.string() });
const useNotesForm = () =>
  useSchemaForm(schema, { defaultValues: { notes: '' }, onSubmit: vi.fn(), onFailure: vi.fn() });

describe('a schema form', () => {
  it('holds a new version of the app back while it has unsaved input, and not once it closes', () => {
    const { result, unmount } = renderHook(useNotesForm);
    expect(isAppUpdateHeld()).toBe(false);
    act(() => result.current.form.setValue('notes', 'Queen seen, eggs', { shouldDirty: true }));
    expect(isAppUpdateHeld()).toBe(true);
    unmount();
    expect(isAppUpdateHeld()).toBe(false);
  });

  it('lets it go when the input is back to what it was', () => {
    const { result } = renderHook(useNotesForm);
    act(() => result.current.form.setValue('notes', 'Queen seen', { shouldDirty: true }));
    act(() => result.current.form.setValue('notes', '', { shouldDirty: true }));
    expect(isAppUpdateHeld()).toBe(false);
  });
});
