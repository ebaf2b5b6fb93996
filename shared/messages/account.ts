/** What the profile's Export Data and Delete Account sections and their routes say. */
import { ACCOUNT_DELETION_PHRASE } from '../domain/account-deletion';
import { messageTable } from '../i18n/message-table';

export const ACCOUNT_VALIDATION = messageTable({
  exportFormatInvalid: "Choose the export's format: json or zip",
} as const);

export const ACCOUNT_API_ERRORS = messageTable({
  exportNotFound: 'Export not found',
  /** An export's photo link that was never made, or whose photo has since been deleted. */
  exportPhotoNotFound: 'This photo is no longer in HiveKeeper.',
  /** An export's photo link after the export's day. */
  exportPhotoExpired: "This export's photo links have expired. Make a new export from your profile to see the photos.",
  /** The 409 of POST /api/account/exports while one of the caller's exports is still being made. */
  exportInProgress: 'An export of your data is already being made. Wait for it to finish, then ask for another.',
  /** The 429 of POST /api/account/exports past the day's exports. */
  exportDailyLimit: (perDay: number) =>
    `You have asked for ${perDay} exports in the last day, the most HiveKeeper makes. Please try again tomorrow.`,
} as const);

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
