import { READING_BOUNDS, type ScaleReading } from '../../../shared/domain/hive-scales';

/** What a device or file says it measured: anything not a number is not a measurement. */
type MeasuredValues = Partial<Record<keyof typeof READING_BOUNDS, unknown>>;

/**
 * The reading at `at` with the values a hive can have (READING_BOUNDS) kept and a sensor's faults dropped, or null
 * when nothing is left to keep. `at` is made UTC.
 */
export function boundedReading(at: string | number, values: MeasuredValues): ScaleReading | null {
  const moment = new Date(at);
  if (Number.isNaN(moment.getTime())) {
    return null;
  }
  const reading: ScaleReading = { at: moment.toISOString() };
  let measured = false;
  for (const key of Object.keys(READING_BOUNDS) as (keyof typeof READING_BOUNDS)[]) {
    const value = values[key];
    const { min, max } = READING_BOUNDS[key];
    if (typeof value === 'number' && Number.isFinite(value) && value >= min && value <= max) {
      reading[key] = value;
      measured = true;
    }
  }
  return measured ? reading : null;
}
