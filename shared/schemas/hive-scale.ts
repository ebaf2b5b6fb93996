/**
 * Hive scales and sensors (docs/features/hive-scales.md): a scale or sensor on a hive, the secret its uplinks carry,
 * a file of its readings, and the readings of a hive over a range of days.
 */
import * as z from 'zod';
import {
  EMPTY_HIVE_KG,
  READING_FILE_FORMATS,
  READING_RANGE_MAX_DAYS,
  SCALE_KINDS,
  WEIGHT_CHART_MAX_DAYS,
} from '../domain/hive-scales';
import { HIVE_VALIDATION } from '../messages/hives';
import { HIVE_SCALE_VALIDATION } from '../messages/hive-scales';
import { calendarDateSchema, isoDateTimeSchema, requiredId, requiredText } from './common';
import { DAY_MS } from '../domain/durations';

/** A BEEP base's weight calibration: its raw value with nothing on it, and kilograms per raw unit. */
const calibrationSchema = z.object({ offset: z.number().finite(), kgPerUnit: z.number().finite().positive() });

/**
 * The hive's weight without its stores (boxes, frames, bees): what the scale weighs less it is the stores the
 * starvation rule reads (`detectStarvationRisk`). Optional: without it the rule watches only the weekly loss.
 */
const emptyHiveKgSchema = z
  .number({ error: HIVE_SCALE_VALIDATION.emptyHiveKgRange })
  .finite()
  .min(EMPTY_HIVE_KG.min, { error: HIVE_SCALE_VALIDATION.emptyHiveKgRange })
  .max(EMPTY_HIVE_KG.max, { error: HIVE_SCALE_VALIDATION.emptyHiveKgRange });

export const hiveScaleInputSchema = z
  .object({
    hiveId: requiredId(HIVE_VALIDATION.hiveRequired),
    name: requiredText(HIVE_SCALE_VALIDATION.scaleNameRequired, 100, 'Name'),
    kind: z.enum(SCALE_KINDS, { error: HIVE_SCALE_VALIDATION.scaleKindRequired }),
    calibration: calibrationSchema.optional(),
    emptyHiveKg: emptyHiveKgSchema.optional(),
  })
  .refine((scale) => scale.kind !== 'beep-base' || scale.calibration !== undefined, {
    path: ['calibration'],
    message: HIVE_SCALE_VALIDATION.calibrationRequired,
  });
export type HiveScaleInput = z.input<typeof hiveScaleInputSchema>;

/**
 * What an edit changes: the name, a BEEP base's calibration and the empty hive's weight (null forgets it); a scale
 * stays on its hive and keeps its kind.
 */
export const hiveScaleUpdateSchema = z.object({
  name: requiredText(HIVE_SCALE_VALIDATION.scaleNameRequired, 100, 'Name'),
  calibration: calibrationSchema.optional(),
  emptyHiveKg: emptyHiveKgSchema.nullable().optional(),
});
export type HiveScaleUpdate = z.input<typeof hiveScaleUpdateSchema>;

export const hiveScaleSchema = z.object({
  id: z.string(),
  hiveId: z.string(),
  name: z.string(),
  kind: z.enum(SCALE_KINDS),
  calibration: calibrationSchema.optional(),
  /** The hive's weight without stores; absent until the beekeeper gives it. */
  emptyHiveKg: z.number().optional(),
  /** When its last reading was taken; null before any. */
  lastReadingAt: isoDateTimeSchema.nullable(),
  createdAt: isoDateTimeSchema,
});
export type HiveScale = z.infer<typeof hiveScaleSchema>;

/**
 * A new scale, or a scale's new secret: shown this once (HiveKeeper keeps only its hash), with the path its uplinks
 * are sent to with `Authorization: Bearer <secret>`.
 */
export const hiveScaleSecretSchema = z.object({ scale: hiveScaleSchema, secret: z.string(), uplinkPath: z.string() });
export type HiveScaleSecret = z.infer<typeof hiveScaleSecretSchema>;

/** What an import's request may carry: under API Gateway's 10 MB, with room for JSON's escapes. */
const READING_FILE_MAX_CHARACTERS = 6_000_000;

export const readingImportSchema = z.object({
  format: z.enum(READING_FILE_FORMATS),
  /** The file's text (a year of one device at 15 minutes is about 3 MB of NDJSON). */
  text: z.string().trim().min(1, { error: HIVE_SCALE_VALIDATION.readingFileRequired }).max(READING_FILE_MAX_CHARACTERS),
  /** Which of a two-scale HiveScale's channels this scale is. */
  channel: z.union([z.literal(1), z.literal(2)]).optional(),
});
export type ReadingImport = z.input<typeof readingImportSchema>;

export const readingImportAnswerSchema = z.object({ added: z.int(), alreadyThere: z.int(), skipped: z.int() });
export type ReadingImportAnswer = z.infer<typeof readingImportAnswerSchema>;

/** The UTC day `days` before today. */
const daysBefore = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString().slice(0, 10);

/** The days of a hive's readings, `to` included: at most `READING_RANGE_MAX_DAYS`; the last week unless said. */
export const hiveReadingsQuerySchema = z
  .object({
    from: calendarDateSchema.default(() => daysBefore(6)),
    to: calendarDateSchema.default(() => daysBefore(0)),
  })
  .refine(({ from, to }) => from <= to && (Date.parse(to) - Date.parse(from)) / DAY_MS < READING_RANGE_MAX_DAYS, {
    path: ['to'],
    message: HIVE_SCALE_VALIDATION.readingRange,
  });

/** A reading as the API answers it: its scale, its moment, and what was measured. */
export const hiveReadingSchema = z.object({
  scaleId: z.string(),
  at: isoDateTimeSchema,
  weightKg: z.number().nullable(),
  temperatureC: z.number().nullable(),
  humidityPercent: z.number().nullable(),
});
export type HiveReading = z.infer<typeof hiveReadingSchema>;

/** The days of a hive's weight chart, `to` included: at most `WEIGHT_CHART_MAX_DAYS`; the last 30 days unless said. */
export const hiveWeightChartQuerySchema = z
  .object({
    from: calendarDateSchema.default(() => daysBefore(29)),
    to: calendarDateSchema.default(() => daysBefore(0)),
  })
  .refine(({ from, to }) => from <= to && (Date.parse(to) - Date.parse(from)) / DAY_MS < WEIGHT_CHART_MAX_DAYS, {
    path: ['to'],
    message: HIVE_SCALE_VALIDATION.chartRange,
  });
export type HiveWeightChartQuery = z.input<typeof hiveWeightChartQuerySchema>;

/** One bucket of a series: its start, and the lowest, highest and mean value in it (one reading: all three equal). */
const bucketSchema = z.object({ at: isoDateTimeSchema, min: z.number(), max: z.number(), mean: z.number() });
export type ChartBucket = z.infer<typeof bucketSchema>;

const RECORD_KINDS = ['inspection', 'harvest', 'feeding', 'treatment'] as const;

/**
 * `GET /api/hives/{id}/weight-chart`: what a hive's scales measured over a range of days, downsampled
 * (`WEIGHT_CHART_POINTS` buckets a series at most), with what the rules of `shared/rules/hive-weight.ts` read in the
 * weight of the hive's first weighing scale, and the records and weather of the same days for one time line.
 */
export const hiveWeightChartSchema = z.object({
  from: calendarDateSchema,
  to: calendarDateSchema,
  /** Each of the hive's scales with its series (empty where it measures nothing of the kind). */
  scales: z.array(
    z.object({
      scale: hiveScaleSchema,
      weightKg: z.array(bucketSchema),
      temperatureC: z.array(bucketSchema),
      humidityPercent: z.array(bucketSchema),
    }),
  ),
  /** Jumps of the weight the beekeeper's work makes, each with the record that explains it, or none. */
  steps: z.array(
    z.object({
      at: isoDateTimeSchema,
      changeKg: z.number(),
      explanation: z.enum(['super-added', 'harvest', 'feeding']).nullable(),
      recordId: z.string().nullable(),
    }),
  ),
  swarms: z.array(z.object({ at: isoDateTimeSchema, dropKg: z.number() })),
  /** Each local day's change with the steps taken out, and how strong a flow it reads as. */
  days: z.array(
    z.object({ date: calendarDateSchema, changeKg: z.number(), strength: z.enum(['strong', 'moderate', 'none']) }),
  ),
  flows: z.array(z.object({ from: calendarDateSchema, to: calendarDateSchema, gainKg: z.number() })),
  starvation: z.object({
    risk: z.enum(['none', 'watch', 'starving']),
    storesKg: z.number().optional(),
    weeklyLossKg: z.number().optional(),
    daysLeft: z.int().optional(),
  }),
  /** The records of the hive in the range, for the time line (a treatment of type feeding is a `feeding`). */
  records: z.array(z.object({ kind: z.enum(RECORD_KINDS), id: z.string(), at: isoDateTimeSchema })),
  /** The apiary's daily weather over the range; null where the apiary has no location or the service answered none. */
  weather: z
    .array(
      z.object({
        date: calendarDateSchema,
        maxC: z.number().nullable(),
        minC: z.number().nullable(),
        precipitationMm: z.number().nullable(),
      }),
    )
    .nullable(),
});
export type HiveWeightChart = z.infer<typeof hiveWeightChartSchema>;
