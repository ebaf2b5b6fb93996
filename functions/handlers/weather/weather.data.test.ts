import { openMeteo } from '../../test-support/open-meteo-env';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { API_ERRORS, VALIDATION } from '../../../shared/messages';
import type { Apiary } from '../../../shared/schemas/apiary';
import { weatherAnswerSchema, type WeatherAnswer } from '../../../shared/schemas/weather';
import { FORECAST_DAYS } from '../../../shared/domain/weather';
import { logger } from '../../lib/logger';
import { beekeeper, type TestBeekeeper } from '../../test-support/api';
import { recordSentCommands } from '../../test-support/sent-commands';

afterAll(() => openMeteo.close());
beforeEach(() => openMeteo.behave('up'));
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** A place no other test asks about, so each test starts with nothing cached for it. */
function freshLocation() {
  const twoDecimals = (range: number) => Math.round((Math.random() * 2 - 1) * range * 100) / 100;
  return { lat: twoDecimals(80), lon: twoDecimals(179) };
}

/** How many times the stand-in was asked about the location (rounded as the cache rounds it). */
const providerCalls = ({ lat, lon }: { lat: number; lon: number }) =>
  openMeteo.requests.filter((query) => query.get('latitude') === String(lat) && query.get('longitude') === String(lon))
    .length;

const weatherAt = (who: TestBeekeeper, query: Record<string, string | number>) =>
  who.request<WeatherAnswer>('getWeather', {
    rawQueryString: new URLSearchParams(
      Object.entries(query).map(([name, value]): [string, string] => [name, String(value)]),
    ).toString(),
  });

async function apiaryAt(who: TestBeekeeper, coordinates: { latitude?: string; longitude?: string }) {
  const created = await who.request<Apiary>('createApiary', {
    body: { name: 'Home yard', location: 'Behind the barn', ...coordinates },
  });
  expect(created.statusCode).toBe(201);
  return created.body;
}

describe('GET /api/weather', () => {
  it("answers now and the next days at the coordinates, in the spec's shape", async () => {
    const location = freshLocation();
    const answer = await weatherAt(beekeeper(), location);
    expect(answer.statusCode).toBe(200);
    const weather = weatherAnswerSchema.parse(answer.body);
    expect(weather).toMatchObject({ available: true, current: { temp: 68, wind_speed: 10, humidity: 55 } });
    expect(weather.available && weather.forecast).toHaveLength(FORECAST_DAYS);
    expect(providerCalls(location)).toBe(1);
  });

  it('asks the provider once per rounded location in 30 minutes, for every beekeeper and apiary there', async () => {
    const location = freshLocation();
    const ann = beekeeper();
    const first = await weatherAt(ann, location);
    const apiary = await apiaryAt(ann, {
      latitude: `${location.lat.toFixed(2)}004`,
      longitude: `${location.lon.toFixed(2)}004`,
    });
    expect((await weatherAt(ann, { apiaryId: apiary.id })).body).toEqual(first.body);
    expect((await weatherAt(beekeeper(), location)).body).toEqual(first.body);
    expect(providerCalls(location)).toBe(1);
  });

  it("costs 3 DynamoDB requests for an apiary's first look, 2 while cached, never a Scan", async () => {
    const ann = beekeeper();
    const location = freshLocation();
    const apiary = await apiaryAt(ann, { latitude: String(location.lat), longitude: String(location.lon) });
    const sent = recordSentCommands();
    await weatherAt(ann, { apiaryId: apiary.id });
    expect(sent).toEqual(['GetItemCommand', 'GetItemCommand', 'PutItemCommand']);
    sent.length = 0;
    await weatherAt(ann, { apiaryId: apiary.id });
    expect(sent).toEqual(['GetItemCommand', 'GetItemCommand']);
  });

  it('asks the provider again once the cached answer is 30 minutes old', async () => {
    const location = freshLocation();
    const ann = beekeeper();
    vi.useFakeTimers({ toFake: ['Date'] });
    const asked = Date.now();
    await weatherAt(ann, location);
    vi.setSystemTime(asked + 29 * 60_000);
    await weatherAt(ann, location);
    expect(providerCalls(location)).toBe(1);
    vi.setSystemTime(asked + 30 * 60_000);
    const later = await weatherAt(ann, location);
    expect(later.body).toMatchObject({ available: true });
    expect(providerCalls(location)).toBe(2);
  });

  it("gives the weather at the caller's apiary, 404 for another beekeeper's, 400 for one without coordinates", async () => {
    const ann = beekeeper();
    const location = freshLocation();
    const apiary = await apiaryAt(ann, { latitude: String(location.lat), longitude: String(location.lon) });
    expect(await weatherAt(ann, { apiaryId: apiary.id })).toMatchObject({
      statusCode: 200,
      body: { available: true },
    });

    const ben = beekeeper();
    expect(await weatherAt(ben, { apiaryId: apiary.id })).toMatchObject({
      statusCode: 404,
      body: { message: API_ERRORS.apiaryNotFound, code: 'apiaryNotFound' },
    });

    // A free plan holds one apiary: Ben's first has no coordinates.
    const withoutCoordinates = await apiaryAt(ben, {});
    expect(await weatherAt(ben, { apiaryId: withoutCoordinates.id })).toMatchObject({
      statusCode: 400,
      body: { message: API_ERRORS.apiaryWithoutCoordinates, code: 'apiaryWithoutCoordinates' },
    });
    expect(providerCalls(location)).toBe(1);
  });

  it('answers 400 with the messages for a missing, out-of-range or doubled location', async () => {
    const ann = beekeeper();
    expect(await weatherAt(ann, {})).toMatchObject({
      statusCode: 400,
      body: { errors: { lat: [VALIDATION.latitudeRange], lon: [VALIDATION.longitudeRange] } },
    });
    expect(await weatherAt(ann, { lat: 91, lon: 0 })).toMatchObject({
      statusCode: 400,
      body: { message: VALIDATION.latitudeRange, code: 'latitudeRange' },
    });
    const apiary = await apiaryAt(ann, { latitude: '45', longitude: '7' });
    expect(await weatherAt(ann, { apiaryId: apiary.id, lat: 45, lon: 7 })).toMatchObject({
      statusCode: 400,
      body: { message: VALIDATION.weatherApiaryOrCoordinates, code: 'weatherApiaryOrCoordinates' },
    });
  });

  it.each([
    ['answers 500', 'error'],
    ['drops the connection', 'reset'],
    ['answers something malformed', 'malformed'],
    ['is slower than the timeout', 'slow'],
  ] as const)('says the weather is unavailable (200, logged, not cached) when Open-Meteo %s', async (_, behaviour) => {
    const warnings = vi.spyOn(logger, 'warn').mockImplementation(() => undefined);
    const location = freshLocation();
    openMeteo.behave(behaviour);
    const answer = await weatherAt(beekeeper(), location);
    expect(answer).toEqual({
      statusCode: 200,
      headers: expect.any(Object),
      body: { available: false, message: API_ERRORS.weatherUnavailable },
    });
    expect(warnings).toHaveBeenCalledWith('The weather provider could not answer', expect.any(Object));

    openMeteo.behave('up');
    expect((await weatherAt(beekeeper(), location)).body).toMatchObject({ available: true });
    expect(providerCalls(location)).toBe(2);
  });
});
