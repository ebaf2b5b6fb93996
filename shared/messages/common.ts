/** The words every area uses: required fields, lengths, options, paging, the API's own errors and the toasts' titles. */
import { messageTable } from '../i18n/message-table';
import type { FieldName } from './fields';

/** What the server's 402 for a Pro route says first: the screens look for it (spec section 5's toasts). */
/**
 * How the answer of a delete that goes on in batches ends (a 409 "Delete the hive again to finish."): the app
 * repeats such a delete, and only such, so a refusal (a queen at a hive's head) shows at once.
 */
export const DELETE_GOES_ON = 'again to finish.';

export const PRO_REQUIRED_MARK = 'Pro subscription required';

export const COMMON_VALIDATION = messageTable({
  nameRequired: 'Name is required',
  dateRequired: 'Date is required',
  typeRequired: 'Type is required',
  descriptionRequired: 'Description is required',
  statusRequired: 'Status is required',
  emailInvalid: 'Please enter a valid email address',
  emailRequired: 'Email is required',
  tooLong: (field: FieldName, max: number) => `${field} must be at most ${max} characters`,
  tooLarge: (field: FieldName, max: string) => `${field} must be at most ${max}`,
  eachTooLong: (items: FieldName, max: number) => `Each of the ${items} must be at most ${max} characters`,
  tooMany: (items: FieldName, max: number) => `You can add at most ${max} ${items}`,
  invalidOption: (field: FieldName, options: readonly string[]) => `${field} must be one of: ${options.join(', ')}`,
  trueOrFalse: (field: FieldName) => `${field} must be true or false`,
  moneyPrecision: (field: FieldName) => `${field} can have at most 2 decimal places`,
  dateInvalid: 'Enter a valid date as YYYY-MM-DD',
  dateOutOfRange: (from: number, through: number) => `Enter a date from ${from} through ${through}`,
  hiddenCharacters: (field: FieldName) => `${field} can't contain control or text-direction characters`,
  lineBreaks: (field: FieldName) => `${field} must be on one line`,
  nothingToUpdate: 'Send at least one field to change',
  invalidId: 'Invalid id',
  pageLimitRange: (max: number) => `Limit must be a whole number from 1 to ${max}`,
  invalidCursor: 'Invalid page cursor: load the list again from the start',
  invalidRequest: 'Invalid request',
  invalidJson: 'The request body is not valid JSON',
  hiveNotInApiary: 'The hive is not in the selected apiary',
} as const);

export const COMMON_API_ERRORS = messageTable({
  unauthorized: 'Unauthorized',
  adminRequired: 'Admin access required',
  proRequired: `${PRO_REQUIRED_MARK}. Upgrade to HiveKeeper Pro to use this feature.`,
  routeNotFound: 'Not found',
  /** A request that reached the API around CloudFront (its execute-api endpoint). */
  notThroughCloudFront: 'Forbidden',
  internal: 'Something went wrong on our side. Please try again.',
} as const);

export const COMMON_TOASTS = messageTable({
  successTitle: 'Success',
  errorTitle: 'Error',
  logoutFailedTitle: 'Logout failed',
  tryAgain: 'Please try again.',
} as const);
