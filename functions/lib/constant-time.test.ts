import { describe, expect, it } from 'vitest';
import { equalInConstantTime } from './constant-time';

describe('equalInConstantTime', () => {
  it('is true for the same bytes only, and false (not a throw) for another length', () => {
    expect(equalInConstantTime(Buffer.from('queen-cell'), Buffer.from('queen-cell'))).toBe(true);
    expect(equalInConstantTime(Buffer.from('queen-cell'), Buffer.from('queen-celL'))).toBe(false);
    expect(equalInConstantTime(Buffer.from('queen'), Buffer.from('queen-cell'))).toBe(false);
    expect(equalInConstantTime(Buffer.alloc(0), Buffer.from('x'))).toBe(false);
  });
});
