import { describe, expect, it } from 'vitest';
import { readReminderSettings } from './reminder-settings';

describe('the reminder settings', () => {
  it('come from the environment locally, the origin without a path', async () => {
    const secret = 'a-local-secret-that-is-long-enough-012345';
    await expect(
      readReminderSettings({ REMINDERS_SECRET: secret, SITE_URL: 'http://localhost:3000/' }),
    ).resolves.toEqual({ secret, siteUrl: 'http://localhost:3000' });
  });

  it('are none on a stage without the secret', async () => {
    await expect(readReminderSettings({})).resolves.toBeNull();
  });

  it('refuse a secret too short to sign with', async () => {
    await expect(
      readReminderSettings({ REMINDERS_SECRET: 'short', SITE_URL: 'http://localhost:3000' }),
    ).rejects.toThrow(/at least 32/);
  });
});
