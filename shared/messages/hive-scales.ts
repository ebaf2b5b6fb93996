/** Hive scales and sensors: a scale's checks and the routes' errors (docs/features/hive-scales.md). */
import {
  EMPTY_HIVE_KG,
  READING_RANGE_MAX_DAYS,
  READINGS_PER_IMPORT,
  SCALES_PER_HIVE,
  WEIGHT_CHART_MAX_DAYS,
} from '../domain/hive-scales';
import { messageTable } from '../i18n/message-table';
import { DELETE_GOES_ON } from './common';

export const HIVE_SCALE_VALIDATION = messageTable({
  scaleNameRequired: 'Give the scale a name',
  scaleKindRequired: 'Choose how the scale sends its readings',
  calibrationRequired: 'A BEEP base needs its calibration: the raw value with nothing on it and the kilograms per unit',
  readingFileRequired: 'Choose a file of readings',
  readingRange: `Choose at most ${READING_RANGE_MAX_DAYS} days, the first on or before the last`,
  chartRange: `Choose at most ${WEIGHT_CHART_MAX_DAYS} days, the first on or before the last`,
  emptyHiveKgRange: `Give the empty hive's weight in kilograms, from ${EMPTY_HIVE_KG.min} to ${EMPTY_HIVE_KG.max}`,
} as const);

export const HIVE_SCALE_API_ERRORS = messageTable({
  scaleNotFound: 'Scale not found',
  scalesPerHive: `A hive takes at most ${SCALES_PER_HIVE} scales and sensors.`,
  scaleSecretWrong: 'This scale does not know that secret. Copy the secret HiveKeeper gave for it into the webhook.',
  uplinkMalformed: 'This is not an uplink message of The Things Network.',
  readingFileUnreadable:
    'HiveKeeper could not read any readings from this file. Check that its format is the one chosen.',
  readingFileTooLong: `A file may hold at most ${READINGS_PER_IMPORT} readings. Split it and import each part.`,
  hiveScalesStillDeleting: `Deleting this hive's scale readings: more are still to go. Delete the hive ${DELETE_GOES_ON}`,
  scaleReadingsStillDeleting: `Deleting this scale's readings: more are still to go. Delete the scale ${DELETE_GOES_ON}`,
} as const);
