/** What the apiary forms, the apiary routes and moving an apiary's hives say. */
import { FREE_PLAN_LIMITS } from '../plans';
import { LATITUDE, LONGITUDE } from '../domain/coordinates';
import { countOf } from '../count-of';
import { numberRange } from './ranges';
import { messageTable } from '../i18n/message-table';

export const APIARY_VALIDATION = messageTable({
  locationRequired: 'Location is required',
  apiaryRequired: 'Apiary is required',
  latitudeRange: numberRange('Latitude', LATITUDE),
  longitudeRange: numberRange('Longitude', LONGITUDE),
  moveToSameApiary: 'Choose another apiary to move the hives to',
} as const);

export const APIARY_API_ERRORS = messageTable({
  apiaryLimitReached: `You've reached the limit of ${countOf(FREE_PLAN_LIMITS.apiaries, 'apiary', 'apiaries')} on the free plan.`,
  apiaryHasHives: 'This apiary still has hives. Move them to another apiary or delete them first.',
  apiaryNotFound: 'Apiary not found',
  apiaryTasksStillUnlinking: (left: string) =>
    `Removing this apiary from its tasks: ${left} still to go. Delete the apiary again to finish.`,
} as const);

export const APIARY_TOASTS = messageTable({
  apiaryCreated: 'Apiary created successfully',
  apiaryUpdated: 'Apiary updated successfully',
  apiaryDeleted: 'Apiary deleted',
  apiaryCreateFailed: 'Failed to create apiary',
  apiaryUpdateFailed: 'Failed to update apiary',
  apiaryDeleteFailed: 'Failed to delete apiary',
  hivesMovedAndApiaryDeleted: (hives: string, from: string, to: string) => `${hives} moved to ${to}; ${from} deleted`,
} as const);
