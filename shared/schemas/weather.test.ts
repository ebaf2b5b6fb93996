import { describe, expect, it } from 'vitest';
import { VALIDATION } from '../messages';
import { fieldErrors } from '../test-support/schema-errors';
import { weatherQuerySchema, weatherSchema } from './weather';

describe('weatherSchema', () => {
  const weather = {
    current: { temp: 71.6, wind_speed: 6.2, humidity: 48, weather: [{ main: 'Clear', description: 'clear sky' }] },
    forecast: [{ dt: 1_780_000_000, temp: { max: 75, min: 52 }, weather: [{ main: 'Rain' }] }],
  };

  it("accepts the spec's shape", () => {
    expect(weatherSchema.parse(weather)).toEqual(weather);
  });

  it('refuses conditions the card does not know and a current reading without one', () => {
    const unknown = { ...weather, current: { ...weather.current, weather: [{ main: 'Haze', description: 'haze' }] } };
    expect(weatherSchema.safeParse(unknown).success).toBe(false);
    expect(weatherSchema.safeParse({ ...weather, current: { ...weather.current, weather: [] } }).success).toBe(false);
  });
});

describe('weatherQuerySchema', () => {
  it('reads coordinates from the query text', () => {
    expect(weatherQuerySchema.parse({ lat: '45.52', lon: '-122.68' })).toEqual({ lat: 45.52, lon: -122.68 });
    expect(weatherQuerySchema.parse({ lat: '+45.5', lon: '.5' })).toEqual({ lat: 45.5, lon: 0.5 });
    expect(weatherQuerySchema.parse({ lat: '45.', lon: 180 })).toEqual({ lat: 45, lon: 180 });
  });

  it('refuses missing or out-of-range coordinates', () => {
    expect(fieldErrors(weatherQuerySchema, { lat: '91', lon: 'west' })).toEqual({
      lat: [VALIDATION.latitudeRange],
      lon: [VALIDATION.longitudeRange],
    });
    expect(fieldErrors(weatherQuerySchema, { lat: '1e1', lon: '-180.01' })).toEqual({
      lat: [VALIDATION.latitudeRange],
      lon: [VALIDATION.longitudeRange],
    });
    expect(fieldErrors(weatherQuerySchema, {})).toEqual({
      lat: [VALIDATION.latitudeRange],
      lon: [VALIDATION.longitudeRange],
    });
  });

  it('reads an apiary instead, and refuses an apiary with coordinates too', () => {
    const apiaryId = '01JC0000000000000000000000';
    expect(weatherQuerySchema.parse({ apiaryId })).toEqual({ apiaryId });
    expect(fieldErrors(weatherQuerySchema, { apiaryId, lat: '45', lon: '7' })).toEqual({
      apiaryId: [VALIDATION.weatherApiaryOrCoordinates],
    });
    expect(fieldErrors(weatherQuerySchema, { apiaryId: 'not-an-id' })).toEqual({ apiaryId: [VALIDATION.invalidId] });
    expect(fieldErrors(weatherQuerySchema, { lat: '45' })).toEqual({ lon: [VALIDATION.longitudeRange] });
  });
});
