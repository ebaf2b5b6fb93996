/** What `/profile` and the profile routes say. */
import { messageTable } from '../i18n/message-table';

export const PROFILE_VALIDATION = messageTable({
  usernameFormat: 'Username must be 3 to 30 letters, numbers, hyphens or underscores',
  usernameReserved: 'This username is reserved',
  timeZoneInvalid: 'Choose a time zone from the list',
  languageInvalid: 'Choose a language from the list',
  profileImageRequired: 'Profile image is required',
} as const);

export const PROFILE_API_ERRORS = messageTable({
  /** Another beekeeper has the username, in any case (409, and the username check's reason). */
  usernameTaken: 'This username is taken',
} as const);

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
