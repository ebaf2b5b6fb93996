/** What the hive forms and the hive routes say (the free plan's hive limit, deleting a hive's records). */
import { FRAME_COUNT, QUEEN_AGE_MONTHS } from '../domain/hive';
import { FREE_PLAN_LIMITS } from '../plans';
import { countOf } from '../count-of';
import { integerRange } from './ranges';
import { DELETE_GOES_ON } from './common';
import { messageTable } from '../i18n/message-table';

export const HIVE_VALIDATION = messageTable({
  hiveRequired: 'Hive is required',
  queenAgeRange: integerRange('Queen age (months)', QUEEN_AGE_MONTHS),
  queenIntroducedInvalid: 'Queen introduced must be a date (YYYY-MM-DD) or a month (YYYY-MM)',
  queenIntroducedRange: `Queen introduced must be today or earlier, within the last ${QUEEN_AGE_MONTHS.max / 12} years`,
  queenAgeOrIntroduced: "Give the queen's introduction date or her age, not both",
  frameCountRange: integerRange('Frame count', FRAME_COUNT),
} as const);

const DELETE_HIVE_AGAIN = `Delete the hive ${DELETE_GOES_ON}`;

export const HIVE_API_ERRORS = messageTable({
  hiveLimitReached: `You've reached the limit of ${countOf(FREE_PLAN_LIMITS.hives, 'hive', 'hives')} on the free plan.`,
  hiveNotFound: 'Hive not found',
  hiveInspectionsStillDeleting: (left: string) =>
    `Deleting this hive's inspections: ${left} still to go. ${DELETE_HIVE_AGAIN}`,
  hiveTreatmentsStillDeleting: (left: string) =>
    `Deleting this hive's treatments: ${left} still to go. ${DELETE_HIVE_AGAIN}`,
  hiveProductionStillDeleting: (left: string) =>
    `Deleting this hive's production records: ${left} still to go. ${DELETE_HIVE_AGAIN}`,
  hiveTasksStillDeleting: `Deleting this hive's tasks: more are still to go. ${DELETE_HIVE_AGAIN}`,
} as const);

export const HIVE_TOASTS = messageTable({
  hiveCreated: 'Hive created successfully',
  hiveUpdated: 'Hive updated successfully',
  hiveDeleted: 'Hive deleted',
  hiveCreateFailed: 'Failed to create hive',
  hiveUpdateFailed: 'Failed to update hive',
  hiveDeleteFailed: 'Failed to delete hive',
} as const);
