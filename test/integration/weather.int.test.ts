/**
 * The weather route through HiveKeeper's gateway, its Lambda reaching Open-Meteo where the local stack's
 * OPEN_METEO_URL says (the suite's stand-in): the weather when Open-Meteo answers, a plain 200 'unavailable' when
 * it is down or slower than the adapter's timeout, and no weather without a token.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { behaveRemotely, type OpenMeteoBehaviour } from '../../infra/local/open-meteo-stand-in';
import { callApi, createUser, localStack, type TestUser } from '../../infra/local/test-support/integration-stack';
import { API_ERRORS } from '../../shared/messages';
import { weatherAnswerSchema } from '../../shared/schemas/weather';
import { FORECAST_DAYS } from '../../shared/domain/weather';

let beekeeper: TestUser;
beforeAll(async () => {
  beekeeper = await createUser({ label: 'weather' });
});
/**
 * Each test its own place, so none is answered from another's cache, with Open-Meteo behaving as it says there
 * only (other files ask the same stand-in meanwhile).
 */
let place = 0;
async function weatherAtNewPlace(idToken?: string, openMeteo: OpenMeteoBehaviour = 'up') {
  place += 1;
  const latitude = -40 - place - Math.random() / 2;
  await behaveRemotely(localStack().openMeteo, { behaviour: openMeteo, latitude: Number(latitude.toFixed(2)) });
  const query = new URLSearchParams({ lat: latitude.toFixed(2), lon: String(20 + Math.random()) });
  return callApi('GET', `${apiPath(routes.getWeather)}?${query.toString()}`, idToken ? { idToken } : {});
}

describe('weather through the gateway', () => {
  it('answers the weather from Open-Meteo in °F and mph', async () => {
    const answer = await weatherAtNewPlace(beekeeper.tokens.idToken);
    expect(answer.status).toBe(200);
    const weather = weatherAnswerSchema.parse(answer.body);
    expect(weather).toMatchObject({ available: true, current: { temp: 68, wind_speed: 10, humidity: 55 } });
    expect(weather.available && weather.forecast).toHaveLength(FORECAST_DAYS);
  });

  it.each(['error', 'reset'] as const)('says the weather is unavailable when Open-Meteo is down (%s)', async (how) => {
    const answer = await weatherAtNewPlace(beekeeper.tokens.idToken, how);
    expect(answer).toMatchObject({
      status: 200,
      body: { available: false, message: API_ERRORS.weatherUnavailable },
    });
  });

  it('gives up on a slow Open-Meteo after its timeout, well within the gateway', async () => {
    const started = Date.now();
    const answer = await weatherAtNewPlace(beekeeper.tokens.idToken, 'slow');
    expect(answer).toMatchObject({
      status: 200,
      body: { available: false, message: API_ERRORS.weatherUnavailable },
    });
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('answers 401 without a token', async () => {
    expect((await weatherAtNewPlace()).status).toBe(401);
  });
});
