/** What the newsletter's confirm link says: its error, and the confirm page's words. */
import { messageTable } from '../i18n/message-table';

export const NEWSLETTER_API_ERRORS = messageTable({
  newsletterLinkInvalid: 'This newsletter link is not valid or has expired. Sign up again on the home page.',
} as const);

/** The confirm page's words. */
export const NEWSLETTER_CONFIRM_PAGE = {
  heading: 'Confirm your newsletter signup',
  prompt: 'Press the button to start getting seasonal hive-care tips and HiveKeeper news at this address.',
  failed: 'We could not confirm your address. Please try again.',
  confirmed: 'Your address is confirmed: beekeeping tips and HiveKeeper news will arrive in your inbox.',
} as const;
