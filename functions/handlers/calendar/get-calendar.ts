import * as z from 'zod';
import { API_ERRORS } from '../../../shared/messages';
import { calendarText, tokenOfFile } from '../../lib/calendar/ics';
import { getCalendarOfToken } from '../../lib/data/calendar';
import { NotFoundError } from '../../lib/errors';
import { httpHandler } from '../../lib/http/handler';
import { ok, TextBody } from '../../lib/http/responses';
import { calendarRoutes as routes } from '../../routes/calendar';

/** Any file name is looked at: one that isn't `<token>.ics` answers 404 like an unknown token. */
const calendarParamsSchema = z.object({ file: z.string() });

/**
 * GET /api/calendar/{token}.ics (public: the secret token is the key): the beekeeper's open tasks and treatments
 * due as iCalendar, `text/calendar`; 404 for a token never made, replaced or turned off. Calendar apps poll the
 * link; their copy may be kept five minutes, by them only (`private`).
 */
export const handler = httpHandler(routes.getCalendar, { params: calendarParamsSchema }, async ({ params }) => {
  const token = tokenOfFile(params.file);
  const now = new Date();
  const entries = token === null ? null : await getCalendarOfToken(token, now.toISOString().slice(0, 10));
  if (entries === null) throw new NotFoundError(API_ERRORS.calendarFeedNotFound);
  return ok(new TextBody(calendarText(entries, now), 'text/calendar; charset=utf-8'), {
    'cache-control': 'private, max-age=300',
  });
});
