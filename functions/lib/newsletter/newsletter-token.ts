import { API_ERRORS } from '../../../shared/messages';
import { BadRequestError } from '../errors';
import { reminderSettings } from '../reminders/reminder-settings';
import { verifyToken, type TokenPurpose } from '../signed-token';

/** The address a newsletter link's token was signed for; 400 with the shared message for a forged or broken one. */
export async function newsletterAddressOf(purpose: TokenPurpose, token: string): Promise<string> {
  const settings = await reminderSettings();
  const email = settings === null ? null : verifyToken(purpose, token, settings.secret);
  if (email === null) throw new BadRequestError({ token: [API_ERRORS.newsletterLinkInvalid] });
  return email;
}
