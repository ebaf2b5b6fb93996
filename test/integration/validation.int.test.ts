/**
 * Invalid input through HiveKeeper's gateway: a 400 whose message is the spec's text for the first problem, the
 * messages per field, and nothing written.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { HIVE_TYPES } from '../../shared/domain/hive';
import { VALIDATION } from '../../shared/messages';
import type { Apiary } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import type { TestUser } from '../../infra/local/test-support/integration-stack';
import { apiAs, callApi, createUser } from '../../infra/local/test-support/integration-stack';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';

interface BadRequest {
  message: string;
  errors?: Record<string, string[]>;
}

describe('validation through the gateway', () => {
  let user: TestUser;
  let apiary: Apiary;
  let hive: Hive;
  beforeAll(async () => {
    user = await createUser();
    const api = apiAs(user);
    apiary = (await api<Apiary>('POST', apiPath(routes.createApiary), { name: 'Home', location: 'Garden' })).body;
    hive = (await api<Hive>('POST', apiPath(routes.createHive), { name: 'Hive 1', apiaryId: apiary.id })).body;
  });

  const snapshot = async () => {
    const api = apiAs(user);
    return {
      apiaries: (await api('GET', apiPath(routes.listApiaries))).body,
      hives: (await api('GET', apiPath(routes.listHives))).body,
    };
  };

  /** [case, method, path, body for the user's apiary id, expected message, field that must carry a message] */
  const cases: [string, string, string, (apiaryId: string) => unknown, string, string][] = [
    [
      'apiary without name or location',
      'POST',
      apiPath(routes.createApiary),
      () => ({}),
      VALIDATION.nameRequired,
      'location',
    ],
    [
      'apiary with a blank name',
      'POST',
      apiPath(routes.createApiary),
      () => ({ name: '   ', location: 'x' }),
      VALIDATION.nameRequired,
      'name',
    ],
    [
      'apiary with latitude out of range',
      'POST',
      apiPath(routes.createApiary),
      () => ({ name: 'A', location: 'B', latitude: '91' }),
      VALIDATION.latitudeRange,
      'latitude',
    ],
    [
      'apiary with a name that is too long',
      'POST',
      apiPath(routes.createApiary),
      () => ({ name: 'x'.repeat(101), location: 'B' }),
      VALIDATION.tooLong('Name', 100),
      'name',
    ],
    [
      'hive without apiary',
      'POST',
      apiPath(routes.createHive),
      () => ({ name: 'H' }),
      VALIDATION.apiaryRequired,
      'apiaryId',
    ],
    [
      'hive with a malformed apiary id',
      'POST',
      apiPath(routes.createHive),
      () => ({ name: 'H', apiaryId: 'nope' }),
      VALIDATION.invalidId,
      'apiaryId',
    ],
    [
      'hive with frame count 0',
      'POST',
      apiPath(routes.createHive),
      (apiaryId) => ({ name: 'H', apiaryId, frameCount: 0 }),
      VALIDATION.frameCountRange,
      'frameCount',
    ],
    [
      'hive of an unknown type',
      'POST',
      apiPath(routes.createHive),
      (apiaryId) => ({ name: 'H', apiaryId, hiveType: 'box' }),
      VALIDATION.invalidOption('Hive type', HIVE_TYPES),
      'hiveType',
    ],
    [
      'hive with a fractional queen age',
      'POST',
      apiPath(routes.createHive),
      (apiaryId) => ({ name: 'H', apiaryId, queenAge: 2.5 }),
      VALIDATION.queenAgeRange,
      'queenAge',
    ],
  ];

  it.each(cases)(
    "%s: 400 with the spec's message, nothing written",
    async (_case, method, path, body, message, field) => {
      const before = await snapshot();
      const answer = await apiAs(user)<BadRequest>(method, path, body(apiary.id));
      expect(answer.status).toBe(400);
      expect(answer.body.message).toBe(message);
      expect(answer.body.errors?.[field]?.length).toBeGreaterThan(0);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('names every field message (hive form with several problems)', async () => {
    const answer = await apiAs(user)<BadRequest>('POST', apiPath(routes.createHive), {
      name: '',
      apiaryId: apiary.id,
      frameCount: 0,
      hiveType: 'box',
      queenAge: -1,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(VALIDATION.nameRequired);
    expect(answer.body.errors).toMatchObject({
      name: [VALIDATION.nameRequired],
      frameCount: [VALIDATION.frameCountRange],
      hiveType: [VALIDATION.invalidOption('Hive type', HIVE_TYPES)],
      queenAge: [VALIDATION.queenAgeRange],
    });
  });

  it('refuses an invalid update and keeps the hive as it was', async () => {
    const before = await snapshot();
    const answer = await apiAs(user)<BadRequest>('PUT', apiPath(routes.updateHive, { id: hive.id }), {
      name: 'Renamed',
      apiaryId: apiary.id,
      frameCount: 101,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(VALIDATION.frameCountRange);
    expect(await snapshot()).toEqual(before);
  });

  it('answers a malformed id in the path with 400', async () => {
    const answer = await apiAs(user)<BadRequest>('PUT', apiPath(routes.updateHive, { id: 'not-an-id' }), {
      name: 'H',
      apiaryId: apiary.id,
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(VALIDATION.invalidId);
  });

  it('answers a body that is not JSON with 400 and writes nothing', async () => {
    const before = await snapshot();
    const answer = await callApi<BadRequest>('POST', apiPath(routes.createApiary), {
      idToken: user.tokens.idToken,
      rawBody: '{"name": "Home",',
    });
    expect(answer.status).toBe(400);
    expect(answer.body.message).toBe(VALIDATION.invalidJson);
    expect(await snapshot()).toEqual(before);
  });
});
