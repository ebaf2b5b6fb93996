import { afterEach, describe, expect, it, vi } from 'vitest';
import { updatedAfter } from './record-versions';

afterEach(() => {
  vi.useRealTimers();
});

describe("an edit's version", () => {
  it('is the moment of the edit when the clock has moved past the stored one', () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T09:00:05.000Z') });
    expect(updatedAfter('2026-05-01T09:00:00.000Z')).toBe('2026-05-01T09:00:05.000Z');
  });

  it('moves on from the stored one even when the clock has not (two edits in one millisecond, a clock behind)', () => {
    vi.useFakeTimers({ now: new Date('2026-05-01T09:00:00.000Z') });
    expect(updatedAfter('2026-05-01T09:00:00.000Z')).toBe('2026-05-01T09:00:00.001Z');
    expect(updatedAfter('2026-05-01T09:00:03.000Z')).toBe('2026-05-01T09:00:03.001Z');
  });
});
