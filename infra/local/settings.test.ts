import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { InvalidSettingError, localWebhookSecret, readLocalSettings } from './settings';

describe('readLocalSettings: OPEN_METEO_URL', () => {
  it('serves the sample weather offline unless it names a service', () => {
    expect(readLocalSettings({}).openMeteoUrl).toBe('sample');
    expect(readLocalSettings({ OPEN_METEO_URL: '  ' }).openMeteoUrl).toBe('sample');
    expect(readLocalSettings({ OPEN_METEO_URL: ' http://localhost:8080 ' }).openMeteoUrl).toBe('http://localhost:8080');
  });

  it('refuses something that is not a URL, naming the setting', () => {
    expect(() => readLocalSettings({ OPEN_METEO_URL: 'localhost 8080' })).toThrow(InvalidSettingError);
    expect(() => readLocalSettings({ OPEN_METEO_URL: 'localhost 8080' })).toThrow(/OPEN_METEO_URL/);
  });
});

describe('localWebhookSecret: the local webhook secret', () => {
  it('is made at random for each install, then kept in its data folder, readable by its owner only', () => {
    const [first, second] = [mkdtempSync(join(tmpdir(), 'hivekeeper-')), mkdtempSync(join(tmpdir(), 'hivekeeper-'))];
    try {
      const secret = localWebhookSecret(first);
      expect(secret).toMatch(/^whsec_[\w-]{40,}$/);
      expect(localWebhookSecret(first)).toBe(secret);
      expect(localWebhookSecret(second)).not.toBe(secret);
      const [file] = readdirSync(first);
      expect(statSync(join(first, file ?? '')).mode & 0o077).toBe(0);
    } finally {
      for (const dir of [first, second]) rmSync(dir, { recursive: true, force: true });
    }
  });
});
