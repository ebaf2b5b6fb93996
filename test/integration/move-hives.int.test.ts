/**
 * Moving an apiary's hives through the gateway, as the delete dialog does before it deletes the emptied apiary:
 * the answer's counts, the 400s with the spec's messages, another beekeeper's apiary as a target (404), and the
 * server's 409 for an apiary that still has hives.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { API_ERRORS, VALIDATION } from '../../shared/messages';
import type { Apiary, HivesMoved } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import type { ApiCaller } from '../../infra/local/api-client';
import { apiAs, createUser } from '../../infra/local/test-support/integration-stack';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';

describe('moving hives through the gateway', () => {
  // Admins have Pro access: more than one apiary.
  let api: ApiCaller;
  let home: Apiary;
  let orchard: Apiary;
  beforeAll(async () => {
    api = apiAs(await createUser({ admin: true, label: 'mover' }));
    home = (await api<Apiary>('POST', apiPath(routes.createApiary), { name: 'Home yard', location: 'Garden' })).body;
    orchard = (await api<Apiary>('POST', apiPath(routes.createApiary), { name: 'Orchard', location: 'Down the lane' }))
      .body;
    for (const name of ['Clover', 'Linden', 'Heather']) {
      expect((await api('POST', apiPath(routes.createHive), { name, apiaryId: home.id })).status).toBe(201);
    }
  });

  it("answers 400 with the spec's messages and moves nothing", async () => {
    const cases = [
      [{ toApiaryId: home.id }, VALIDATION.moveToSameApiary],
      [{}, VALIDATION.apiaryRequired],
      [{ toApiaryId: 'orchard' }, VALIDATION.invalidId],
    ] as const;
    for (const [body, message] of cases) {
      const answer = await api('POST', apiPath(routes.moveApiaryHives, { id: home.id }), body);
      expect(answer).toMatchObject({ status: 400, body: { message, errors: { toApiaryId: [message] } } });
    }
    const hives = (await api<Hive[]>('GET', apiPath(routes.listHives))).body;
    expect(hives.map((hive) => hive.apiaryId)).toEqual([home.id, home.id, home.id]);
  });

  it("answers 404 for another beekeeper's apiary as the target and moves nothing", async () => {
    const neighbour = apiAs(await createUser({ label: 'neighbour' }));
    const theirs = (
      await neighbour<Apiary>('POST', apiPath(routes.createApiary), { name: 'Theirs', location: 'Next door' })
    ).body;
    const answer = await api('POST', apiPath(routes.moveApiaryHives, { id: home.id }), { toApiaryId: theirs.id });
    expect(answer).toMatchObject({ status: 404, body: { message: API_ERRORS.apiaryNotFound, code: 'apiaryNotFound' } });
    expect((await neighbour<Apiary[]>('GET', apiPath(routes.listApiaries))).body).toEqual([theirs]);
    expect((await api<Apiary[]>('GET', apiPath(routes.listApiaries))).body.map((apiary) => apiary.hiveCount)).toEqual([
      3, 0,
    ]);
  });

  it('keeps the 409 on delete while hives stand there, moves them with both counts, then deletes', async () => {
    const refused = await api('DELETE', apiPath(routes.deleteApiary, { id: home.id }));
    expect(refused).toMatchObject({
      status: 409,
      body: { message: API_ERRORS.apiaryHasHives, code: 'apiaryHasHives' },
    });

    const moved = await api<HivesMoved>('POST', apiPath(routes.moveApiaryHives, { id: home.id }), {
      toApiaryId: orchard.id,
    });
    expect(moved).toMatchObject({
      status: 200,
      body: { from: { id: home.id, hiveCount: 0 }, to: { id: orchard.id, name: 'Orchard', hiveCount: 3 } },
    });
    expect((await api('DELETE', apiPath(routes.deleteApiary, { id: home.id }))).status).toBe(204);
    const hives = (await api<Hive[]>('GET', apiPath(routes.listHives))).body;
    expect(hives.map((hive) => [hive.name, hive.apiaryName])).toEqual([
      ['Clover', 'Orchard'],
      ['Linden', 'Orchard'],
      ['Heather', 'Orchard'],
    ]);
  });
});
