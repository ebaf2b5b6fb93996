import { ulid } from 'ulid';
import { describe, expect, it } from 'vitest';
import type { ScaleReading } from '../../../shared/domain/hive-scales';
import { recordSentCommands } from '../../test-support/sent-commands';
import { addReading, addReadings, readingsOfHive } from './scale-readings';
import { HOUR_MS } from '../../../shared/domain/durations';

const START = Date.parse('2026-03-01T00:00:00Z');

/** A reading every hour for `days` days from 1 March 2026 (`offset` later), the weight its index. */
function hourly(days: number, offset = 0): ScaleReading[] {
  return Array.from({ length: days * 24 }, (_, index) => ({
    at: new Date(START + index * HOUR_MS + offset).toISOString(),
    weightKg: 40 + index / 1000,
  }));
}

const newScale = () => ({ userId: `user-${ulid()}`, hiveId: ulid(), scaleId: ulid() });

describe('a file of readings added to a scale', () => {
  it('costs a BatchGetItem per 100 days and an UpdateItem per day, and adds a reading once', async () => {
    const scale = newScale();
    const sent = recordSentCommands();
    expect(await addReadings(scale, hourly(101))).toEqual({ added: 2_424, alreadyThere: 0 });
    expect(sent.filter((command) => command === 'BatchGetItemCommand')).toHaveLength(2);
    expect(sent.filter((command) => command !== 'BatchGetItemCommand')).toEqual(Array(101).fill('UpdateItemCommand'));

    // The same file again with a reading every half hour of its first two days: only those are new.
    const again = [...hourly(101), ...hourly(2, HOUR_MS / 2)];
    expect(await addReadings(scale, again)).toEqual({ added: 48, alreadyThere: 2_424 });
    const stored = await readingsOfHive(scale.userId, scale.hiveId, { from: '2026-03-01', to: '2026-03-02' });
    expect(stored).toHaveLength(2 * 24 * 2);
  });

  it('keeps every uplink that lands on a day while a file is being added to it', async () => {
    const scale = newScale();
    const uplinks = Array.from({ length: 12 }, (_, index) => ({
      at: new Date(START + index * HOUR_MS + 60_000).toISOString(),
      weightKg: 50,
    }));
    const [file] = await Promise.all([
      addReadings(scale, hourly(3)),
      ...uplinks.map((reading) => addReading(scale, reading)),
    ]);
    expect(file).toEqual({ added: 72, alreadyThere: 0 });
    const stored = await readingsOfHive(scale.userId, scale.hiveId, { from: '2026-03-01', to: '2026-03-03' });
    expect(stored).toHaveLength(72 + 12);
    expect(new Set(stored.map(({ at }) => at)).size).toBe(72 + 12);
  });
});
