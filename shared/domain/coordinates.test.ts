import { describe, expect, it } from 'vitest';
import { coordinateText, formatCoordinates, openStreetMapUrl } from './coordinates';

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

describe('an apiary on OpenStreetMap', () => {
  it('has a marker at the coordinates as shown, zoomed to the fields around it', () => {
    expect(openStreetMapUrl('51.50722', ' -0.1276')).toBe(
      'https://www.openstreetmap.org/?mlat=51.5072&mlon=-0.1276#map=15/51.5072/-0.1276',
    );
  });

  it('has no link without both coordinates', () => {
    expect(openStreetMapUrl('51.5', null)).toBeNull();
    expect(openStreetMapUrl('north', '-0.12')).toBeNull();
  });
});

describe("the browser's position as form text", () => {
  it('has the 4 decimals coordinates are shown with', () => {
    expect(coordinateText(51.507222)).toBe('51.5072');
    expect(coordinateText(-0.12758)).toBe('-0.1276');
  });
});
