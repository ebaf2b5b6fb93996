import { describe, expect, it } from 'vitest';
import { formatCoordinates } from './coordinates';

describe('apiary coordinates as shown', () => {
  it('have 4 decimals, padded or rounded', () => {
    expect(formatCoordinates('51.5', '-0.12765')).toBe('51.5000, -0.1277');
    expect(formatCoordinates('45', '10.123456')).toBe('45.0000, 10.1235');
    expect(formatCoordinates(' -33.8688 ', '151.2093')).toBe('-33.8688, 151.2093');
  });

  it('are shown only when both latitude and longitude exist', () => {
    expect(formatCoordinates('51.5', null)).toBeNull();
    expect(formatCoordinates(null, '-0.12')).toBeNull();
    expect(formatCoordinates('', '-0.12')).toBeNull();
    expect(formatCoordinates(null, null)).toBeNull();
  });

  it('are not shown when the stored text is not a number', () => {
    expect(formatCoordinates('north', '-0.12')).toBeNull();
  });
});
