import { describe, expect, it } from 'vitest';
import { WEATHER_CONDITIONS } from '../schemas/weather';
import { weatherAdvice } from './weather';

describe('weatherAdvice', () => {
  it('calls 65-80 °F with a clear sky perfect, ends included', () => {
    expect(weatherAdvice(65, 'Clear')).toBe('Perfect for inspections');
    expect(weatherAdvice(80, 'Clear')).toBe('Perfect for inspections');
    expect(weatherAdvice(64.9, 'Clear')).toBe('Good for hive work');
    expect(weatherAdvice(80.1, 'Clear')).toBe('Good for hive work');
    expect(weatherAdvice(72, 'Clouds')).toBe('Good for hive work');
  });

  it('calls anything below 50 °F too cold, whatever the sky', () => {
    for (const condition of WEATHER_CONDITIONS) expect(weatherAdvice(49.9, condition)).toBe('Too cold for inspections');
    expect(weatherAdvice(50, 'Clear')).toBe('Good for hive work');
  });

  it('advises against hive work in rain, drizzle, storms and snow, even when hot', () => {
    for (const condition of ['Rain', 'Drizzle', 'Thunderstorm', 'Snow'] as const) {
      expect(weatherAdvice(70, condition)).toBe('Not ideal for hive work');
      expect(weatherAdvice(90, condition)).toBe('Not ideal for hive work');
    }
  });

  it('suggests the early morning above 85 °F', () => {
    expect(weatherAdvice(85.1, 'Clear')).toBe('Hot - inspect early morning');
    expect(weatherAdvice(85, 'Clear')).toBe('Good for hive work');
    expect(weatherAdvice(95, 'Fog')).toBe('Hot - inspect early morning');
  });
});
