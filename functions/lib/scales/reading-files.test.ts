import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { READINGS_PER_IMPORT } from '../../../shared/domain/hive-scales';
import { TooManyReadingsError, UnreadableFileError } from './errors';
import { readingsOfFile } from './reading-files';

const testFile = (name: string) => readFileSync(new URL(`test-data/${name}`, import.meta.url), 'utf8');

describe('readingsOfFile: HiveScale SD card NDJSON', () => {
  // Golden lines verbatim from MacNite/HiveScale docs/api.md (the Wi-Fi and off-grid examples, compacted to one
  // line each, and the bulk-import rows): the firmware writes the same objects to /measurements.ndjson.
  const golden = testFile('hivescale-docs.ndjson');

  it('reads the first channel, one reading per moment', () => {
    expect(readingsOfFile('hivescale-ndjson', golden)).toEqual({
      readings: [
        { at: '2026-05-01T12:00:00.000Z', weightKg: 42.5, temperatureC: 34.1, humidityPercent: 61.2 },
        { at: '2025-01-15T14:30:45.000Z', weightKg: 42.1 },
        { at: '2025-01-15T14:40:45.000Z', weightKg: 42.3 },
      ],
      skipped: 0,
    });
  });

  it("reads the second channel as the second hive's device", () => {
    const [first] = readingsOfFile('hivescale-ndjson', golden, { channel: 2 }).readings;
    expect(first).toEqual({
      at: '2026-05-01T12:00:00.000Z',
      weightKg: 38.2,
      temperatureC: 33.7,
      humidityPercent: 61.2,
    });
  });

  it('skips blank lines, counts lines without a valid clock or JSON object, keeps a replayed line once', () => {
    const [line] = golden.split('\n');
    const noClock = '{"device_id":"hive_scale_dual_01","scale_1_weight_kg":42.4,"time_source":"invalid"}';
    const text = [line, '', line, noClock, 'not json', '[1,2]', '   '].join('\n');
    expect(readingsOfFile('hivescale-ndjson', text)).toEqual({
      readings: [{ at: '2026-05-01T12:00:00.000Z', weightKg: 42.5, temperatureC: 34.1, humidityPercent: 61.2 }],
      skipped: 3,
    });
  });

  it(`refuses a file of more than ${READINGS_PER_IMPORT} readings`, () => {
    const start = Date.UTC(2026, 0, 1);
    const lines = Array.from({ length: READINGS_PER_IMPORT + 1 }, (_, index) =>
      JSON.stringify({ timestamp: new Date(start + index * 60_000).toISOString(), scale_1_weight_kg: 40 }),
    );
    expect(readingsOfFile('hivescale-ndjson', lines.slice(1).join('\n')).readings).toHaveLength(READINGS_PER_IMPORT);
    expect(() => readingsOfFile('hivescale-ndjson', lines.join('\n'))).toThrow(TooManyReadingsError);
  });
});

describe('readingsOfFile: BroodMinder CSV', () => {
  // Built from the documented HbH columns (broodminder/userguide docs/EN/0_Broodminder_UG_EN.md §8.2.2), not captured
  // from a device: no real export was found. A Sample_Period and a Note record, one metric and one imperial reading.
  const fixture = testFile('broodminder-hbh.csv');

  it('reads only logged data, at its Unix time, imperial rows made metric', () => {
    const { readings, skipped } = readingsOfFile('broodminder-csv', fixture);
    expect(readings).toEqual([
      { at: '2024-05-01T12:00:00.000Z', temperatureC: 34.5, humidityPercent: 55, weightKg: 41.2 },
      {
        at: '2024-05-01T12:15:00.000Z',
        temperatureC: expect.closeTo(35, 9),
        humidityPercent: 56,
        weightKg: expect.closeTo(45.359237, 9),
      },
    ]);
    expect(skipped).toBe(2);
  });

  it('cannot read a file without the documented columns', () => {
    expect(() => readingsOfFile('broodminder-csv', 'UUID,Temperature\n43:30:0a,34.5')).toThrow(UnreadableFileError);
  });
});

describe("readingsOfFile: HiveKeeper's own CSV", () => {
  it('reads moments with their offset as UTC and allows empty cells', () => {
    expect(readingsOfFile('hivekeeper-csv', testFile('hivekeeper.csv'))).toEqual({
      readings: [
        { at: '2026-05-01T12:00:00.000Z', weightKg: 42.5, temperatureC: 34.1, humidityPercent: 61.2 },
        { at: '2026-05-01T12:15:00.000Z', weightKg: 42.7 },
        { at: '2026-05-01T12:30:00.000Z', temperatureC: 34.4, humidityPercent: 60 },
      ],
      skipped: 0,
    });
  });

  it('skips a time without offset, a row with nothing measurable, and values no hive can have', () => {
    const text = [
      'timestamp,weight_kg,temperature_c,humidity_percent',
      '2026-05-01 12:00,42.5,,',
      '2026-05-01T12:00:00Z,,,',
      '2026-05-01T12:15:00Z,420,34,',
    ].join('\n');
    expect(readingsOfFile('hivekeeper-csv', text)).toEqual({
      readings: [{ at: '2026-05-01T12:15:00.000Z', temperatureC: 34 }],
      skipped: 2,
    });
  });

  it('requires its header', () => {
    expect(() => readingsOfFile('hivekeeper-csv', '2026-05-01T12:00:00Z,42.5,34.1,61.2')).toThrow(UnreadableFileError);
  });
});
