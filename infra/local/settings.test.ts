import { describe, expect, it } from 'vitest';
import { InvalidSettingError, readLocalSettings } from './settings';

describe('readLocalSettings: OPEN_METEO_URL', () => {
  it("leaves Open-Meteo to the functions' default (the real service) unless it is set", () => {
    expect(readLocalSettings({}).openMeteoUrl).toBeUndefined();
    expect(readLocalSettings({ OPEN_METEO_URL: '  ' }).openMeteoUrl).toBeUndefined();
    expect(readLocalSettings({ OPEN_METEO_URL: ' http://localhost:8080 ' }).openMeteoUrl).toBe('http://localhost:8080');
  });

  it('refuses something that is not a URL, naming the setting', () => {
    expect(() => readLocalSettings({ OPEN_METEO_URL: 'localhost 8080' })).toThrow(InvalidSettingError);
    expect(() => readLocalSettings({ OPEN_METEO_URL: 'localhost 8080' })).toThrow(/OPEN_METEO_URL/);
  });
});
