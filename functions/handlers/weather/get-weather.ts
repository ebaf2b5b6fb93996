import { API_ERRORS } from '../../../shared/messages';
import { weatherQuerySchema, type WeatherQuery } from '../../../shared/schemas/weather';
import type { Caller } from '../../lib/caller';
import { getApiary } from '../../lib/data/apiaries';
import { BadRequestError, NotFoundError } from '../../lib/errors';
import { httpHandler } from '../../lib/http/handler';
import { ok } from '../../lib/http/responses';
import { weatherAt } from '../../lib/weather/weather-at';
import type { Location } from '../../lib/weather/weather-provider';
import { weatherRoutes as routes } from '../../routes/weather';

/** The coordinates asked for, or those of the caller's apiary (another user's apiary is not found). */
async function locationOf(caller: Caller, query: WeatherQuery): Promise<Location> {
  if (!('apiaryId' in query)) return query;
  const apiary = await getApiary(caller, query.apiaryId);
  if (!apiary) throw new NotFoundError(API_ERRORS.apiaryNotFound);
  if (apiary.latitude === null || apiary.longitude === null) {
    throw new BadRequestError({ apiaryId: [API_ERRORS.apiaryWithoutCoordinates] });
  }
  return { lat: Number(apiary.latitude), lon: Number(apiary.longitude) };
}

/**
 * GET /api/weather?lat=..&lon=.. or ?apiaryId=..: now and the next days there in °F and mph, or
 * `{ available: false, message }` (still 200) when the weather provider can't answer.
 */
export const handler = httpHandler(routes.getWeather, { query: weatherQuerySchema }, async ({ caller, query }) =>
  ok(await weatherAt(await locationOf(caller, query))),
);
