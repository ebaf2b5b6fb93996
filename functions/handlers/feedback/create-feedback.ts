import { feedbackInputSchema } from '../../../shared/schemas/feedback';
import { createFeedback } from '../../lib/data/feedback';
import { httpHandler } from '../../lib/http/handler';
import { created } from '../../lib/http/responses';
import { senderAddress } from '../../lib/http/sender-address';
import { routes } from '../../routes';

/**
 * POST /api/feedback (signed in or not): 201 with the new feedback, status open. A signed-in sender's e-mail is
 * their account's (a `userEmail` in the body is ignored); a visitor's is the one they give, if any. 429 with the
 * rate limit's message when the source address or the account sent too much lately; nothing is written then.
 */
export const handler = httpHandler(
  routes.createFeedback,
  { body: feedbackInputSchema },
  async ({ caller, body, event }) => created(await createFeedback(caller, body, senderAddress(event))),
);
