/**
 * Readings from the files beekeepers export from their devices: a HiveScale SD card, a BroodMinder app export, or
 * HiveKeeper's own CSV. A line HiveKeeper cannot read is counted, not fatal, so one bad line does not lose a season.
 */
import { READINGS_PER_IMPORT, type ReadingFileFormat, type ScaleReading } from '../../../shared/domain/hive-scales';
import { TooManyReadingsError, UnreadableFileError } from './errors';
import { boundedReading } from './reading-bounds';

export interface ReadingFileOptions {
  /** A HiveScale weighs two hives; each channel is a device of its own (default 1). */
  channel?: 1 | 2;
}

export interface FileReadings {
  /** In the file's order, one per moment. */
  readings: ScaleReading[];
  /** Lines that were not a reading HiveKeeper can keep. */
  skipped: number;
}

/** A line's reading, or null when the line is not one. */
type LineReader = (line: string) => ScaleReading | null;

export function readingsOfFile(
  format: ReadingFileFormat,
  text: string,
  options: ReadingFileOptions = {},
): FileReadings {
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  if (format === 'hivescale-ndjson') {
    return collect(lines, hiveScaleLineReader(options.channel ?? 1));
  }
  const [header, ...rows] = lines;
  const columns = splitCsvLine(header ?? '');
  const reader = format === 'broodminder-csv' ? broodMinderLineReader(columns) : hiveKeeperLineReader(columns);
  return collect(rows, reader);
}

function collect(lines: string[], read: LineReader): FileReadings {
  const readings = new Map<string, ScaleReading>();
  let skipped = 0;
  for (const line of lines) {
    const reading = read(line);
    if (!reading) {
      skipped += 1;
    } else if (!readings.has(reading.at)) {
      // The same moment twice (a HiveScale replays its retry cache onto the SD card): the first is kept.
      readings.set(reading.at, reading);
      if (readings.size > READINGS_PER_IMPORT) {
        throw new TooManyReadingsError(READINGS_PER_IMPORT);
      }
    }
  }
  return { readings: [...readings.values()], skipped };
}

/**
 * HiveScale's `/measurements.ndjson` (MacNite/HiveScale firmware/src/sensors.cpp, docs/api.md): one JSON object a
 * line; `timestamp` is left out when the device's clock was invalid, so such a line has no moment and is skipped.
 */
function hiveScaleLineReader(channel: 1 | 2): LineReader {
  return (line) => {
    const record = parseJsonObject(line);
    if (!record || typeof record.timestamp !== 'string') {
      return null;
    }
    return boundedReading(record.timestamp, {
      weightKg: record[`scale_${channel}_weight_kg`],
      temperatureC: record[`hive_${channel}_temp_c`],
      humidityPercent: record.ambient_humidity_percent,
    });
  };
}

/**
 * BroodMinder's hive-by-hive CSV (broodminder/userguide docs/EN/0_Broodminder_UG_EN.md §8.2.2 "HbH Database
 * Fields"): only `Logged_Data` records are readings; `Metric` 0 means imperial (°F and lb), 1 metric.
 */
function broodMinderLineReader(columns: string[]): LineReader {
  const column = columnIndex(columns, [
    'Record_Type',
    'Unix_Time',
    'Metric',
    'Temperature',
    'Humidity',
    'Scaled_Weight',
  ]);
  return (line) => {
    const cells = splitCsvLine(line);
    if (cells[column.Record_Type] !== 'Logged_Data') {
      return null;
    }
    const unixSeconds = numberOfCell(cells[column.Unix_Time]);
    if (unixSeconds === undefined) {
      return null;
    }
    const imperial = cells[column.Metric] === '0';
    const temperature = numberOfCell(cells[column.Temperature]);
    const weight = numberOfCell(cells[column.Scaled_Weight]);
    return boundedReading(unixSeconds * 1000, {
      temperatureC: temperature !== undefined && imperial ? ((temperature - 32) * 5) / 9 : temperature,
      humidityPercent: numberOfCell(cells[column.Humidity]),
      weightKg: weight !== undefined && imperial ? weight * KG_PER_POUND : weight,
    });
  };
}

/** The international avoirdupois pound (NIST Handbook 44, Appendix C). */
const KG_PER_POUND = 0.45359237;

/** HiveKeeper's own CSV: `timestamp,weight_kg,temperature_c,humidity_percent`, a timestamp with its offset. */
function hiveKeeperLineReader(columns: string[]): LineReader {
  const column = columnIndex(columns, ['timestamp', 'weight_kg', 'temperature_c', 'humidity_percent']);
  return (line) => {
    const cells = splitCsvLine(line);
    const timestamp = cells[column.timestamp] ?? '';
    if (!ISO_WITH_OFFSET.test(timestamp)) {
      return null;
    }
    return boundedReading(timestamp, {
      weightKg: numberOfCell(cells[column.weight_kg]),
      temperatureC: numberOfCell(cells[column.temperature_c]),
      humidityPercent: numberOfCell(cells[column.humidity_percent]),
    });
  };
}

/** A moment is only unambiguous with its offset (Z or ±hh:mm); a local time would shift a hive's day. */
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

function columnIndex<Name extends string>(header: string[], names: Name[]): Record<Name, number> {
  const missing = names.filter((name) => !header.includes(name));
  if (missing.length > 0) {
    throw new UnreadableFileError(`The header lacks the columns ${missing.join(', ')}`);
  }
  return Object.fromEntries(names.map((name) => [name, header.indexOf(name)])) as Record<Name, number>;
}

/** Cells of a CSV line; a quoted cell may hold commas and doubled quotes. */
function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let at = 0; at < line.length; at += 1) {
    const character = line[at];
    if (quoted && character === '"' && line[at + 1] === '"') {
      cell += '"';
      at += 1;
    } else if (character === '"') {
      quoted = !quoted;
    } else if (character === ',' && !quoted) {
      cells.push(cell.trim());
      cell = '';
    } else {
      cell += character;
    }
  }
  cells.push(cell.trim());
  return cells;
}

function numberOfCell(cell: string | undefined): number | undefined {
  if (cell === undefined || cell === '') {
    return undefined;
  }
  const value = Number(cell);
  return Number.isFinite(value) ? value : undefined;
}

function parseJsonObject(line: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(line);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
