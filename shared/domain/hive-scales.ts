/**
 * Hive scales and sensors (docs/features/hive-scales.md): a device on a hive sends its weight, temperature and
 * humidity (a LoRaWAN uplink through The Things Network, or a file of its readings), HiveKeeper keeps the readings
 * per hive and day, and reads them for what they mean. Without zod, so the screens, the decoders and the rules share
 * these words without bundling the validation library.
 */

/**
 * How a device's readings arrive: `beep-base` (a BEEP base's LoRaWAN uplink through The Things Network, decoded by
 * HiveKeeper, its raw weight made kilograms by the device's calibration), `ttn-decoded` (any device whose payload
 * formatter on The Things Network decodes `weight_kg`, `temperature_c` and `humidity_percent`), `file` (imported
 * files only: a HiveScale SD card's NDJSON, a BroodMinder CSV export, or HiveKeeper's own CSV).
 */
export const SCALE_KINDS = ['beep-base', 'ttn-decoded', 'file'] as const;
export type ScaleKind = (typeof SCALE_KINDS)[number];

/** The files a scale's readings are imported from (docs/features/hive-scales.md names their columns and sources). */
export const READING_FILE_FORMATS = ['hivescale-ndjson', 'broodminder-csv', 'hivekeeper-csv'] as const;
export type ReadingFileFormat = (typeof READING_FILE_FORMATS)[number];

/** One reading of a device, as every decoder and parser gives it: a moment and what was measured then. */
export interface ScaleReading {
  /** ISO 8601, UTC. */
  at: string;
  weightKg?: number;
  /** Inside the hive where the device measures it, else outside. */
  temperatureC?: number;
  humidityPercent?: number;
}

/**
 * The readings HiveKeeper keeps: a weight a hive on a scale can have (an empty single box to a tall stack of full
 * supers), temperatures a hive or its surroundings can have, relative humidity. A reading outside them is a sensor's
 * fault and is dropped, not stored.
 */
export const READING_BOUNDS = {
  weightKg: { min: -20, max: 300 },
  temperatureC: { min: -40, max: 70 },
  humidityPercent: { min: 0, max: 100 },
} as const;

/** What an empty hive (boxes, frames and bees, no stores) can weigh: a nucleus box to a tall stack of empty supers. */
export const EMPTY_HIVE_KG = { min: 0, max: 200 } as const;

/** Devices on one hive: a scale and a sensor or two; a HiveScale's second channel is a device of its own. */
export const SCALES_PER_HIVE = 4;

/**
 * The longest range of days a hive's readings are read over at once, point by point: a month of 15-minute readings
 * is about 3,000 a scale. Longer ranges are for a downsampled series (`downsample` of `shared/rules/hive-weight.ts`).
 */
export const READING_RANGE_MAX_DAYS = 31;

/** The most readings one import takes: a year of one device at 15 minutes is 35,040, so a few files a year. */
export const READINGS_PER_IMPORT = 20_000;

/**
 * A hive's weight chart reads up to a year of days at once (one Query of the day items, about 700 KB a scale) and
 * answers each series in at most `WEIGHT_CHART_POINTS` buckets (min, max and mean), so a phone draws a year from a
 * few tens of kilobytes and a swarm's drop still shows as its bucket's min.
 */
export const WEIGHT_CHART_MAX_DAYS = 366;
export const WEIGHT_CHART_POINTS = 400;
