/**
 * Every message HiveKeeper shows or answers with, kept once so the UI and the API say the same words.
 * Validation messages are the product spec's (section 5); the rest follow its tone.
 */
import { countOf } from './count-of';
import { ACCOUNT_DELETION_PHRASE } from './domain/account-deletion';
import { LATITUDE, LONGITUDE } from './domain/coordinates';
import { FRAME_COUNT, QUEEN_AGE_MONTHS } from './domain/hive';
import { FEED_AMOUNT_LBS, MITES_PER_100_BEES } from './domain/treatment-bounds';
import { REPEAT_EVERY_DAYS } from './domain/task-repeats';
import { VARROA_BOUNDS } from './domain/varroa';
import { FREE_PLAN_LIMITS } from './plans';
import { FEEDBACK_RATE_LIMITS } from './rules/feedback-rate-limits';

interface Bounds {
  min: number;
  max: number;
}

/** Range messages are written from the same bounds the schemas check, so the two cannot drift apart. */
function numberRange(field: string, bounds: Bounds): string {
  return `${field} must be a number between ${bounds.min} and ${bounds.max}`;
}

function integerRange(field: string, bounds: Bounds): string {
  return `${field} must be a whole number from ${bounds.min} to ${bounds.max}`;
}

/** A label's temperature window in both scales, e.g. 'between 50 °F (10 °C) and 85 °F (29 °C)'. */
export function temperatureWindow({ min, max }: { min?: number; max?: number }): string {
  const both = (fahrenheit: number) => `${fahrenheit} °F (${Math.round(((fahrenheit - 32) * 5) / 9)} °C)`;
  if (min !== undefined && max !== undefined) return `between ${both(min)} and ${both(max)}`;
  return min !== undefined ? `above ${both(min)}` : `below ${both(max ?? 0)}`;
}

export const VALIDATION = {
  nameRequired: 'Name is required',
  locationRequired: 'Location is required',
  apiaryRequired: 'Apiary is required',
  hiveRequired: 'Hive is required',
  dateRequired: 'Date is required',
  productTypeRequired: 'Product type is required',
  quantityPositive: 'Quantity must be positive',
  unitRequired: 'Unit is required',
  harvestDateRequired: 'Harvest date is required',
  treatmentTypeRequired: 'Treatment type is required',
  treatmentNameRequired: 'Treatment name is required',
  applicationDateRequired: 'Application date is required',
  costPositive: 'Cost must be positive',
  typeRequired: 'Type is required',
  categoryRequired: 'Category is required',
  amountPositive: 'Amount must be positive',
  descriptionRequired: 'Description is required',
  titleRequired: 'Title is required',
  dueDateRequired: 'Due date is required',
  priorityRequired: 'Priority is required',
  feedbackCategoryRequired: 'Please select a category',
  subjectMinLength: 'Subject must be at least 3 characters',
  messageMinLength: 'Message must be at least 10 characters',
  emailInvalid: 'Please enter a valid email address',
  emailRequired: 'Email is required',
  ratingRange: 'Rating must be between 1 and 5',
  latitudeRange: numberRange('Latitude', LATITUDE),
  longitudeRange: numberRange('Longitude', LONGITUDE),
  weatherApiaryOrCoordinates: 'Ask the weather for an apiary or for a latitude and longitude, not both',
  queenAgeRange: integerRange('Queen age (months)', QUEEN_AGE_MONTHS),
  queenIntroducedInvalid: 'Queen introduced must be a date (YYYY-MM-DD) or a month (YYYY-MM)',
  queenIntroducedRange: `Queen introduced must be today or earlier, within the last ${QUEEN_AGE_MONTHS.max / 12} years`,
  queenAgeOrIntroduced: "Give the queen's introduction date or her age, not both",
  frameCountRange: integerRange('Frame count', FRAME_COUNT),
  varroaMitesRange: integerRange('Mites counted', VARROA_BOUNDS.mites),
  varroaSampleBeesRange: integerRange('Bees in the sample', VARROA_BOUNDS.sampleBees),
  varroaBoardDaysRange: integerRange('Days on the board', VARROA_BOUNDS.boardDays),
  varroaBoardDaysRequired: 'Give the days the sticky board was in',
  varroaSampleBeesNotForBoard: 'A sticky board counts mites per day, not per bees sampled',
  varroaBoardDaysOnlyForBoard: 'Days on the board are only for a sticky board',
  varroaCountWithoutMethod: 'Choose how the mites were counted',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  tooLarge: (field: string, max: string) => `${field} must be at most ${max}`,
  tooMany: (items: string, max: number) => `You can add at most ${max} ${items}`,
  invalidOption: (field: string, options: readonly string[]) => `${field} must be one of: ${options.join(', ')}`,
  trueOrFalse: (field: string) => `${field} must be true or false`,
  moneyPrecision: (field: string) => `${field} can have at most 2 decimal places`,
  dateInvalid: 'Enter a valid date as YYYY-MM-DD',
  quantityRequired: 'Quantity is required',
  amountRequired: 'Amount is required',
  categoryTypeMismatch: 'Category does not match the selected type',
  hiveNotInApiary: 'The hive is not in the selected apiary',
  nextDueDateBeforeApplication: 'Next due date must be on or after the application date',
  statusRequired: 'Status is required',
  completedRequired: 'Completed must be true or false',
  feedAmountRange: numberRange('Feed amount', FEED_AMOUNT_LBS),
  feedOnlyForFeeding: 'Feed, amount and ratio are only for a feeding',
  syrupRatioOnlyForSyrup: 'A ratio is only for sugar syrup',
  varroaCountRange: numberRange('Mites per 100 bees', MITES_PER_100_BEES),
  repeatEveryDaysRange: integerRange('Repeat every (days)', REPEAT_EVERY_DAYS),
  repeatEveryDaysRequired: 'Give the days between repeats',
  repeatEveryDaysOnlyForDays: 'Days between repeats are only for a task that repeats every N days',
  nothingToUpdate: 'Send at least one field to change',
  tooManyTasks: (max: number) => `Add at most ${max} tasks at once`,
  usernameFormat: 'Username must be 3 to 30 letters, numbers, hyphens or underscores',
  timeZoneInvalid: 'Choose a time zone from the list',
  profileImageRequired: 'Profile image is required',
  uploadPurposeRequired: 'Upload purpose is required',
  imageTypeNotAllowed: 'Only JPEG, PNG, GIF or WebP images can be uploaded',
  fileTooLarge: (maxMegabytes: number) => `The file must be at most ${maxMegabytes} MB`,
  photoNotUploaded: 'A photo was not uploaded, or its upload expired. Remove it and add it again.',
  moveToSameApiary: 'Choose another apiary to move the hives to',
  invalidId: 'Invalid id',
  pageLimitRange: (max: number) => `Limit must be a whole number from 1 to ${max}`,
  invalidCursor: 'Invalid page cursor: load the list again from the start',
  invalidRequest: 'Invalid request',
  searchQueryRequired: 'Type a word to search for',
  invalidJson: 'The request body is not valid JSON',
  exportFormatInvalid: "Choose the export's format: json or zip",
} as const;

/** What the server's 402 for a Pro route says first: the screens look for it (spec section 5's toasts). */
export const PRO_REQUIRED_MARK = 'Pro subscription required';

export const API_ERRORS = {
  unauthorized: 'Unauthorized',
  adminRequired: 'Admin access required',
  proRequired: `${PRO_REQUIRED_MARK}. Upgrade to HiveKeeper Pro to use this feature.`,
  hiveLimitReached: `You've reached the limit of ${countOf(FREE_PLAN_LIMITS.hives, 'hive', 'hives')} on the free plan.`,
  apiaryLimitReached: `You've reached the limit of ${countOf(FREE_PLAN_LIMITS.apiaries, 'apiary', 'apiaries')} on the free plan.`,
  apiaryHasHives: 'This apiary still has hives. Move them to another apiary or delete them first.',
  apiaryNotFound: 'Apiary not found',
  apiaryTasksStillUnlinking: (left: string) =>
    `Removing this apiary from its tasks: ${left} still to go. Delete the apiary again to finish.`,
  apiaryWithoutCoordinates: 'This apiary has no coordinates: add its latitude and longitude to see its weather',
  weatherUnavailable: 'Weather data unavailable',
  hiveNotFound: 'Hive not found',
  inspectionNotFound: 'Inspection not found',
  treatmentNotFound: 'Treatment not found',
  productionNotFound: 'Production record not found',
  financeNotFound: 'Financial record not found',
  financesStillUnlinking: (left: string) =>
    `Keeping your books: ${left} still to move to unallocated. Delete again to finish.`,
  taskNotFound: 'Task not found',
  notificationNotFound: 'Notification not found',
  calendarFeedNotFound: 'This calendar link was turned off or replaced. Copy the new link from your schedule.',
  unsubscribeLinkInvalid: 'This unsubscribe link is not valid. Turn reminder e-mails off on your profile instead.',
  hiveInspectionsStillDeleting: (left: string) =>
    `Deleting this hive's inspections: ${left} still to go. Delete the hive again to finish.`,
  hiveTreatmentsStillDeleting: (left: string) =>
    `Deleting this hive's treatments: ${left} still to go. Delete the hive again to finish.`,
  hiveProductionStillDeleting: (left: string) =>
    `Deleting this hive's production records: ${left} still to go. Delete the hive again to finish.`,
  hiveTasksStillDeleting: "Deleting this hive's tasks: more are still to go. Delete the hive again to finish.",
  feedbackNotFound: 'Feedback not found',
  /** The 429 of POST /api/feedback; the form shows it as the failure toast's text. */
  feedbackRateLimited: `You have sent a lot of feedback in a short time (at most ${FEEDBACK_RATE_LIMITS.perAddress.max} an hour from one address and ${FEEDBACK_RATE_LIMITS.perUser.max} a day from one account). Please try again later.`,
  routeNotFound: 'Not found',
  /** Another beekeeper has the username, in any case (409, and the username check's reason). */
  usernameTaken: 'This username is taken',
  alreadySubscribed: 'You already have a HiveKeeper Pro subscription.',
  subscriptionBeingCreated: 'Your subscription is already being set up. Refresh the page in a moment.',
  noSubscriptionToChange: 'You have no HiveKeeper Pro subscription to change.',
  invalidWebhookSignature: 'The webhook signature does not match its body.',
  internal: 'Something went wrong on our side. Please try again.',
  exportNotFound: 'Export not found',
  /** The 409 of POST /api/account/exports while one of the caller's exports is still being made. */
  exportInProgress: 'An export of your data is already being made. Wait for it to finish, then ask for another.',
  /** The 429 of POST /api/account/exports past the day's exports. */
  exportDailyLimit: (perDay: number) =>
    `You have asked for ${perDay} exports in the last day, the most HiveKeeper makes. Please try again tomorrow.`,
} as const;

/**
 * Toast texts of the spec (section 8), kept once for every screen that raises them. Titles first, then one text
 * per outcome; where the spec gives none (deletes, apiary updates) the wording follows its pattern.
 */
export const TOASTS = {
  successTitle: 'Success',
  errorTitle: 'Error',
  apiaryCreated: 'Apiary created successfully',
  apiaryUpdated: 'Apiary updated successfully',
  apiaryDeleted: 'Apiary deleted',
  apiaryCreateFailed: 'Failed to create apiary',
  apiaryUpdateFailed: 'Failed to update apiary',
  apiaryDeleteFailed: 'Failed to delete apiary',
  hivesMovedAndApiaryDeleted: (hives: string, from: string, to: string) => `${hives} moved to ${to}; ${from} deleted`,
  hiveCreated: 'Hive created successfully',
  hiveUpdated: 'Hive updated successfully',
  hiveDeleted: 'Hive deleted',
  hiveCreateFailed: 'Failed to create hive',
  hiveUpdateFailed: 'Failed to update hive',
  hiveDeleteFailed: 'Failed to delete hive',
  inspectionCreated: 'Inspection recorded successfully',
  inspectionUpdated: 'Inspection updated successfully',
  inspectionDeleted: 'Inspection deleted',
  inspectionCreateFailed: 'Failed to record inspection',
  inspectionUpdateFailed: 'Failed to update inspection',
  inspectionDeleteFailed: 'Failed to delete inspection',
  /** The spec's words, "(s)" included, after a batch of photos went up. */
  photosUploaded: (count: number) => `${count} photo(s) uploaded successfully`,
  treatmentCreated: 'Treatment record added successfully',
  treatmentUpdated: 'Treatment record updated successfully',
  treatmentDeleted: 'Treatment record deleted',
  treatmentCreateFailed: 'Failed to add treatment record',
  treatmentUpdateFailed: 'Failed to update treatment record',
  treatmentDeleteFailed: 'Failed to delete treatment record',
  financeCreated: 'Financial record added successfully',
  financeUpdated: 'Financial record updated successfully',
  financeDeleted: 'Financial record deleted',
  financeCreateFailed: 'Failed to add financial record',
  financeUpdateFailed: 'Failed to update financial record',
  financeDeleteFailed: 'Failed to delete financial record',
  /** The spec's toast when a finance create answers 'Pro subscription required' (a Pro plan that lapsed). */
  financeProRequiredTitle: 'Pro Subscription Required',
  financeProRequired: 'Financial management is a Pro feature. Upgrade to continue.',
  productionCreated: 'Production record added successfully',
  productionUpdated: 'Production record updated successfully',
  productionDeleted: 'Production record deleted',
  productionCreateFailed: 'Failed to add production record',
  productionUpdateFailed: 'Failed to update production record',
  productionDeleteFailed: 'Failed to delete production record',
  taskCreated: 'Task added successfully',
  tasksCreated: (tasks: string) => `${tasks} added to your schedule`,
  taskUpdated: 'Task updated successfully',
  taskDeleted: 'Task deleted',
  taskCompleted: 'Task marked as completed',
  taskPending: 'Task marked as pending',
  /** The spec's words: the server's message, or 'Unknown error'. */
  taskCreateFailedBecause: (serverMessage: string | undefined) =>
    `Failed to add task: ${serverMessage ?? 'Unknown error'}`,
  taskUpdateFailedBecause: (serverMessage: string | undefined) =>
    `Failed to update task: ${serverMessage ?? 'Unknown error'}`,
  taskDeleteFailed: 'Failed to delete task',
  calendarLinkCopied: 'Copied!',
  calendarLinkTurnedOff: 'Calendar link turned off',
  uploadFailedTitle: 'Upload Failed',
  uploadFailed: 'Failed to upload image. Please try again.',
} as const;

/** What `/feedback` and the admin's Feedback Management say (spec sections 2 and 8). */
export const FEEDBACK_MESSAGES = {
  submittedTitle: 'Feedback Submitted!',
  submitted: 'Thank you for your feedback. We read every message.',
  submitFailedTitle: 'Submission Failed',
  submitFailed: 'Failed to submit feedback. Please try again.',
  previousLoading: 'Loading your previous feedback...',
  previousEmpty: 'No previous feedback submitted yet.',
  andMore: (count: number) => `And ${count} more...`,
  statusUpdatedTitle: 'Status Updated',
  statusUpdated: (subject: string, status: string) => `"${subject}" is now ${status}.`,
  updateFailedTitle: 'Update Failed',
  updateFailed: 'Failed to update feedback status. Please try again.',
  noMatches: 'No feedback matches the current filters',
} as const;

/** What the treatment form warns about a catalogue product (never blocking: the beekeeper decides). */
export const TREATMENT_WARNINGS = {
  outsideTemperatureWindow: (product: string, windowF: { min?: number; max?: number }, dates: readonly string[]) =>
    `${product} works with daytime highs ${temperatureWindow(windowF)}; the forecast leaves that on ${dates.join(', ')}.`,
  supersOn: (product: string) =>
    `${product} must not be used with honey supers on: take the supers off first, or choose a product that allows them.`,
  sameClass: (modeOfAction: string, previous: string) =>
    `The hive's last treatment (${previous}) was also ${modeOfAction.toLowerCase()}: alternate classes so the mites don't grow resistant.`,
} as const;

/** What `/profile` says (spec section 8; the password texts follow its tone). */
export const PROFILE_MESSAGES = {
  updated: 'Profile updated',
  updateFailed: 'Failed to update profile',
  pictureUpdatedTitle: 'Profile Picture Updated',
  pictureUpdated: 'Your new picture shows on your profile and in the header.',
  pictureUpdateFailed: 'Failed to update profile picture',
  usernameChecking: 'Checking availability...',
  usernameAvailable: 'Username is available',
  usernameNotAvailable: 'Username is not available',
  usernameCheckFailed: 'Error checking username availability',
  loggedOut: 'You are logged out. Logging in again...',
  passwordChangedTitle: 'Password Changed',
  passwordChanged: 'Use your new password the next time you sign in.',
  passwordChangeFailedTitle: 'Password Not Changed',
  currentPasswordWrong: 'Your current password is not right. Check it and try again.',
  passwordChangeFailed: 'Your password could not be changed. Please try again.',
} as const;

/** What the profile's Delete Account section and DELETE /api/account say. */
export const ACCOUNT_DELETION_MESSAGES = {
  heading: 'Delete Account',
  intro: 'Delete your HiveKeeper account and everything in it. This cannot be undone.',
  openButton: 'Delete Account',
  dialogTitle: 'Delete your account?',
  whatGoes:
    'Your apiaries, hives, inspections, treatments, feedings, harvests, money records, tasks and photos are deleted, with your profile, username and sign-in.',
  subscriptionEnds:
    'A HiveKeeper Pro subscription is cancelled now, with no refund of the current period, and nothing is charged again.',
  feedbackKept: 'Feedback you sent stays with us, without your name or e-mail.',
  typeToConfirm: `Type ${ACCOUNT_DELETION_PHRASE} to confirm`,
  confirmButton: 'Delete my account',
  deleting: 'Deleting...',
  /** The 400 of DELETE /api/account, and the field's hint when what was typed is not the phrase. */
  confirmationWrong: `Type ${ACCOUNT_DELETION_PHRASE}, in capitals, to confirm deleting your account.`,
  deletedTitle: 'Account Deleted',
  deleted: 'Your HiveKeeper account and its records are being deleted. Thank you for keeping bees with us.',
  deleteFailedTitle: 'Account Not Deleted',
  deleteFailed: 'Your account could not be deleted. Nothing was changed. Please try again.',
  /** The 410 answered to a write (or to the app's start) while the account is being deleted. */
  beingDeleted: 'This account is being deleted.',
} as const;

/**
 * What the payment dialog and the profile's subscription section say (spec section 8 for the toasts; the card
 * form's checks follow the spec's tone). Dates are passed in already written out ("Dec 23, 2026").
 */
export const BILLING_MESSAGES = {
  proIncludedForAdmin: 'Your admin account includes every Pro feature.',
  proIncludedWithoutSubscription: 'Your account includes every Pro feature, with no subscription to manage.',
  subscribedTitle: 'Success!',
  subscribed: 'Welcome to HiveKeeper! Your subscription is now active.',
  paymentFailedTitle: 'Payment Failed',
  subscriptionErrorTitle: 'Subscription Error',
  subscriptionCreateFailed: 'Failed to create subscription',
  canceledTitle: 'Subscription Canceled',
  canceled: (endDate: string) => `You keep Pro until ${endDate}. Nothing is charged after that.`,
  cancelFailed: 'Failed to cancel subscription',
  resumedTitle: 'Subscription Resumed',
  resumed: (renewalDate: string) => `Your Pro subscription continues and renews on ${renewalDate}.`,
  resumeFailed: 'Failed to resume subscription',
  accessUntil: (endDate: string) => `Your Pro access continues until ${endDate}`,
  paymentFormUnavailable: 'The card form could not be loaded. Check your connection and try again.',
  cardNumberInvalid: 'Enter a valid 16-digit card number',
  cardExpiryInvalid: 'Enter the expiry date as MM/YY',
  cardExpired: 'This card has expired',
  cardCvcInvalid: 'Enter the 3- or 4-digit security code',
} as const;

/** What the profile's Export Data section says (the Account data issue). */
export const EXPORT_MESSAGES = {
  title: 'Export Data',
  intro: 'Download everything HiveKeeper keeps about you. The file is made in the background and kept for a day.',
  downloadJson: 'Download JSON',
  downloadJsonHint: 'Every record of your account in one file, for everyone.',
  downloadZip: 'Download ZIP (CSV reports)',
  downloadZipHint: 'One spreadsheet per record type plus your profit and loss, with photos listed by link.',
  proTitle: 'CSV reports are a Pro feature',
  proDescription: 'Pro exports a ZIP of spreadsheets: hives, inspections, treatments, production, money and more.',
  building: (format: string) => `Preparing your ${format} export...`,
  progress: (done: string, total: string) => `${done} of ${total} records`,
  ready: (format: string) => `Your ${format} export is ready.`,
  downloadAgain: 'Download the file',
  failed: 'Your export could not be made.',
  startFailed: 'Your export could not be started.',
  retry: 'Try again',
} as const;

/** What the admins' bell and the Test Notification System card say (spec sections 6 and 8). */
export const NOTIFICATION_MESSAGES = {
  markReadFailed: 'Failed to mark notification as read',
  testSentTitle: 'Test Notification Sent!',
  testSent: 'The admins have a new sign-up notification and e-mail.',
  testFailedTitle: 'Test Failed',
  testFailed: 'Failed to send test notification',
} as const;
