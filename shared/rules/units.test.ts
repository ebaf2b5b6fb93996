import { describe, expect, it } from 'vitest';
import {
  convertWeight,
  formatHumidity,
  formatQuantity,
  formatTemperatureBothScales,
  formatWeightRange,
  formatTemperature,
  formatWeight,
  formatWindSpeed,
  parseTemperature,
  parseWeight,
  quantityInSystem,
  UNIT_SYSTEMS,
} from './units';

describe('weights', () => {
  it('converts between lbs, kg, oz and g', () => {
    expect(convertWeight(1, 'kg', 'lbs')).toBeCloseTo(2.20462, 5);
    expect(convertWeight(16, 'oz', 'lbs')).toBeCloseTo(1, 10);
    expect(convertWeight(1, 'lbs', 'g')).toBeCloseTo(453.59237, 5);
    expect(convertWeight(10, 'lbs', 'lbs')).toBe(10);
  });

  it('shows a recorded weight in the preferred system', () => {
    expect(quantityInSystem(10, 'kg', 'imperial')).toEqual({ value: convertWeight(10, 'kg', 'lbs'), unit: 'lbs' });
    expect(quantityInSystem(4, 'oz', 'imperial')).toEqual({ value: 4, unit: 'oz' });
    expect(quantityInSystem(4, 'oz', 'metric').unit).toBe('g');
    expect(quantityInSystem(12, 'jars', 'metric')).toEqual({ value: 12, unit: 'jars' });
  });

  it('formats with one decimal at most, whole grams and jar counts', () => {
    expect(formatQuantity(12.5, 'lbs', 'imperial')).toBe('12.5 lbs');
    expect(formatQuantity(1234, 'lbs', 'imperial')).toBe('1,234 lbs');
    expect(formatQuantity(10, 'lbs', 'metric')).toBe('4.5 kg');
    expect(formatQuantity(10, 'kg', 'imperial')).toBe('22 lbs');
    expect(formatQuantity(4, 'oz', 'metric')).toBe('113 g');
    expect(formatQuantity(1, 'jars', 'imperial')).toBe('1 jar');
    expect(formatQuantity(24, 'jars', 'metric')).toBe('24 jars');
  });

  it('shows a weight kept in lbs (honey, sugar fed) in the preferred system', () => {
    expect(formatWeight(170.18, 'imperial')).toBe('170.2 lbs');
    expect(formatWeight(170.18, 'metric')).toBe('77.2 kg');
  });
});

describe('weather units', () => {
  it('has the imperial and metric systems', () => {
    expect(UNIT_SYSTEMS).toEqual(['imperial', 'metric']);
  });

  it('formats temperatures', () => {
    expect(formatTemperature(71.6, 'imperial')).toBe('72°F');
    expect(formatTemperature(50, 'metric')).toBe('10°C');
    expect(formatTemperature(14, 'metric')).toBe('-10°C');
  });

  it('formats wind and humidity', () => {
    expect(formatWindSpeed(6.2, 'imperial')).toBe('6 mph');
    expect(formatWindSpeed(10, 'metric')).toBe('16 km/h');
    expect(formatHumidity(48.4)).toBe('48%');
  });
});

describe('measures typed in the chosen unit', () => {
  it('reads a weight in lbs for imperial and kg for metric, and stores lbs unrounded', () => {
    expect(parseWeight('12.5', 'imperial')).toBe(12.5);
    expect(parseWeight(' 2 ', 'metric')).toBe(2 / 0.45359237);
    // Stored unrounded: converting back gives exactly what was typed, so nothing is rounded twice.
    expect(convertWeight(parseWeight('2.3', 'metric') ?? Number.NaN, 'lbs', 'kg')).toBeCloseTo(2.3, 12);
    expect(formatQuantity(parseWeight('2.3', 'metric') ?? Number.NaN, 'lbs', 'metric')).toBe('2.3 kg');
  });

  it('refuses a blank, non-numeric or negative weight', () => {
    for (const text of ['', '   ', 'heavy', '-1', '1e999']) expect(parseWeight(text, 'metric')).toBeUndefined();
    expect(parseWeight('0', 'imperial')).toBe(0);
  });

  it('reads a temperature in °F for imperial and °C for metric, as °F', () => {
    expect(parseTemperature('50', 'imperial')).toBe(50);
    expect(parseTemperature('10', 'metric')).toBe(50);
    expect(parseTemperature('-40', 'metric')).toBe(-40);
    expect(formatTemperature(parseTemperature('18', 'metric') ?? Number.NaN, 'metric')).toBe('18°C');
    expect(parseTemperature('warm', 'metric')).toBeUndefined();
  });
});

describe("figures from a label or the notes, in the beekeeper's units first", () => {
  it('writes a temperature in both scales, their own first', () => {
    expect(formatTemperatureBothScales(92, 'imperial')).toBe('92 °F (33 °C)');
    expect(formatTemperatureBothScales(92, 'metric')).toBe('33 °C (92 °F)');
  });

  it('writes a range of weights in whole lbs or kg', () => {
    expect(formatWeightRange(40, 60, 'imperial')).toBe('40-60 lbs');
    expect(formatWeightRange(40, 60, 'metric')).toBe('18-27 kg');
  });
});
