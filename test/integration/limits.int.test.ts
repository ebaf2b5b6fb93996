/**
 * The free plan's limits hold under concurrency (DynamoDB checks them, not a read before the write), and an apiary
 * that still has hives is not deleted.
 */
import { describe, expect, it } from 'vitest';
import { API_ERRORS } from '../../shared/messages';
import { FREE_PLAN_LIMITS } from '../../shared/plans';
import type { Apiary } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import { apiAs, createUser } from '../../infra/local/test-support/integration-stack';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';

const CONCURRENT_CREATES = 20;

describe('free plan limits through the gateway', () => {
  it(`lets ${CONCURRENT_CREATES} concurrent hive creates by a free user leave exactly ${FREE_PLAN_LIMITS.hives} hives`, async () => {
    const api = apiAs(await createUser({ label: 'free' }));
    const apiary = (await api<Apiary>('POST', apiPath(routes.createApiary), { name: 'Home', location: 'Garden' })).body;

    const answers = await Promise.all(
      Array.from({ length: CONCURRENT_CREATES }, (_, index) =>
        api<{ message?: string }>('POST', apiPath(routes.createHive), {
          name: `Hive ${index + 1}`,
          apiaryId: apiary.id,
        }),
      ),
    );

    const statuses = answers.map((answer) => answer.status);
    expect(statuses.filter((status) => status === 201)).toHaveLength(FREE_PLAN_LIMITS.hives);
    const refused = answers.filter((answer) => answer.status !== 201);
    expect(refused).toHaveLength(CONCURRENT_CREATES - FREE_PLAN_LIMITS.hives);
    for (const answer of refused) {
      expect(answer).toMatchObject({
        status: 402,
        body: { message: API_ERRORS.hiveLimitReached, code: 'hiveLimitReached' },
      });
    }
    expect((await api<Hive[]>('GET', apiPath(routes.listHives))).body).toHaveLength(FREE_PLAN_LIMITS.hives);
  });

  it('refuses a second apiary on the free plan with 402', async () => {
    const api = apiAs(await createUser({ label: 'free' }));
    expect((await api('POST', apiPath(routes.createApiary), { name: 'One', location: 'Here' })).status).toBe(201);
    const second = await api('POST', apiPath(routes.createApiary), { name: 'Two', location: 'There' });
    expect(second).toMatchObject({
      status: 402,
      body: { message: API_ERRORS.apiaryLimitReached, code: 'apiaryLimitReached' },
    });
    expect((await api<Apiary[]>('GET', apiPath(routes.listApiaries))).body).toHaveLength(FREE_PLAN_LIMITS.apiaries);
  });

  it('refuses to delete an apiary that still has hives (409), and deletes it once empty', async () => {
    const api = apiAs(await createUser());
    const apiary = (await api<Apiary>('POST', apiPath(routes.createApiary), { name: 'Home', location: 'Garden' })).body;
    const hive = (await api<Hive>('POST', apiPath(routes.createHive), { name: 'Hive', apiaryId: apiary.id })).body;

    const refused = await api('DELETE', apiPath(routes.deleteApiary, { id: apiary.id }));
    expect(refused).toMatchObject({
      status: 409,
      body: { message: API_ERRORS.apiaryHasHives, code: 'apiaryHasHives' },
    });
    expect((await api<Apiary[]>('GET', apiPath(routes.listApiaries))).body.map((kept) => kept.id)).toEqual([apiary.id]);

    expect((await api('DELETE', apiPath(routes.deleteHive, { id: hive.id }))).status).toBe(204);
    expect((await api('DELETE', apiPath(routes.deleteApiary, { id: apiary.id }))).status).toBe(204);
    expect((await api('GET', apiPath(routes.listApiaries))).body).toEqual([]);
  });
});
