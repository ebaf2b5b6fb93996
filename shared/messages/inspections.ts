/** What the inspection form and routes say (mite counts, photos). */
import { VARROA_BOUNDS } from '../domain/varroa';
import { integerRange } from './ranges';
import { messageTable } from '../i18n/message-table';

export const INSPECTION_VALIDATION = messageTable({
  varroaMitesRange: integerRange('Mites counted', VARROA_BOUNDS.mites),
  varroaSampleBeesRange: integerRange('Bees in the sample', VARROA_BOUNDS.sampleBees),
  varroaBoardDaysRange: integerRange('Days on the board', VARROA_BOUNDS.boardDays),
  varroaBoardDaysRequired: 'Give the days the sticky board was in',
  varroaSampleBeesNotForBoard: 'A sticky board counts mites per day, not per bees sampled',
  varroaBoardDaysOnlyForBoard: 'Days on the board are only for a sticky board',
  varroaCountWithoutMethod: 'Choose how the mites were counted',
} as const);

export const INSPECTION_API_ERRORS = messageTable({
  inspectionNotFound: 'Inspection not found',
} as const);

export const INSPECTION_TOASTS = messageTable({
  inspectionCreated: 'Inspection recorded successfully',
  inspectionUpdated: 'Inspection updated successfully',
  inspectionDeleted: 'Inspection deleted',
  inspectionCreateFailed: 'Failed to record inspection',
  inspectionUpdateFailed: 'Failed to update inspection',
  inspectionDeleteFailed: 'Failed to delete inspection',
  /** The spec's words, "(s)" included, after a batch of photos went up. */
  photosUploaded: (count: number) => `${count} photo(s) uploaded successfully`,
} as const);
