/**
 * Treatments through the gateway: recording one is Pro (a free beekeeper is offered the upgrade), listing is free,
 * an invalid form is refused with the spec's messages and changes nothing, and another beekeeper's treatment is
 * not found.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { API_ERRORS, VALIDATION } from '../../shared/messages';
import type { Apiary } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import { NEXT_CURSOR_HEADER } from '../../shared/domain/paging';
import type { FeedingTotals, Treatment, TreatmentInput } from '../../shared/schemas/treatment';
import type { ApiCaller } from '../../infra/local/api-client';
import { apiAs, createUser } from '../../infra/local/test-support/integration-stack';

async function hiveOf(api: ApiCaller, name: string): Promise<Hive> {
  const apiary = (await api<Apiary>('POST', apiPath(routes.createApiary), { name: 'Yard', location: 'Field' })).body;
  return (await api<Hive>('POST', apiPath(routes.createHive), { name, apiaryId: apiary.id })).body;
}

const formicPro = (hiveId: string): TreatmentInput => ({
  hiveId,
  treatmentType: 'varroa',
  treatmentName: 'Formic Pro',
  productId: 'formic_pro',
  dosage: '2 strips per brood chamber',
  applicationDate: '2026-08-01',
  cost: '19.50',
});

describe('treatments through the gateway', () => {
  let pro: ApiCaller;
  let hive: Hive;
  beforeAll(async () => {
    // Admins have Pro access, as Pro subscribers do.
    pro = apiAs(await createUser({ admin: true, label: 'treater' }));
    hive = await hiveOf(pro, 'Golden Comb');
  });

  it('are Pro to record (402 for a free beekeeper), free to list', async () => {
    const free = apiAs(await createUser({ label: 'free-treater' }));
    const ownHive = await hiveOf(free, 'Free hive');
    const refused = await free('POST', apiPath(routes.createTreatment), formicPro(ownHive.id));
    expect(refused).toMatchObject({ status: 402, body: { message: API_ERRORS.proRequired, code: 'proRequired' } });
    const listed = await free<Treatment[]>('GET', apiPath(routes.listTreatments));
    expect(listed).toMatchObject({ status: 200, body: [] });
    const totals = await free<FeedingTotals>('GET', apiPath(routes.getFeedingTotals, {}, { year: '2026' }));
    expect(totals).toMatchObject({ status: 200, body: { year: 2026, hives: [] } });
  });

  it('record a treatment with its recount, list it with the cursor header, and total a feeding', async () => {
    const created = await pro<Treatment>('POST', apiPath(routes.createTreatment), formicPro(hive.id));
    expect(created).toMatchObject({
      status: 201,
      body: { hiveName: 'Golden Comb', cost: 19.5, recountTaskId: expect.any(String) },
    });
    const feeding = await pro<Treatment>('POST', apiPath(routes.createTreatment), {
      hiveId: hive.id,
      treatmentType: 'feeding',
      treatmentName: 'Fall syrup',
      applicationDate: '2026-09-15',
      feedType: 'sugar_syrup',
      feedAmount: '15',
      syrupRatio: '2:1',
    });
    expect(feeding).toMatchObject({ status: 201, body: { sugarLbs: 10 } });

    const first = await pro<Treatment[]>('GET', apiPath(routes.listTreatments, {}, { limit: '1' }));
    expect(first.body.map(({ id }) => id)).toEqual([feeding.body.id]);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER) ?? '';
    const second = await pro<Treatment[]>('GET', apiPath(routes.listTreatments, {}, { limit: '1', cursor }));
    expect(second.body).toEqual([created.body]);

    const totals = await pro<FeedingTotals>('GET', apiPath(routes.getFeedingTotals, {}, { year: '2026' }));
    expect(totals.body.hives).toEqual([{ hiveId: hive.id, hiveName: 'Golden Comb', sugarLbs: 10, feedings: 1 }]);
  });

  it("refuse an invalid form with the spec's messages (400) and change nothing", async () => {
    const before = (await pro<Treatment[]>('GET', apiPath(routes.listTreatments))).body;
    const answer = await pro('POST', apiPath(routes.createTreatment), {
      hiveId: hive.id,
      treatmentType: 'feeding',
      applicationDate: '2026-09-15',
      nextDueDate: '2026-09-01',
      feedType: 'pollen_patty',
      syrupRatio: '1:1',
      varroaBefore: '250',
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        errors: {
          treatmentName: [VALIDATION.treatmentNameRequired],
          nextDueDate: [VALIDATION.nextDueDateBeforeApplication],
          syrupRatio: [VALIDATION.syrupRatioOnlyForSyrup],
          varroaBefore: [VALIDATION.varroaCountRange],
        },
      },
    });
    expect((await pro<Treatment[]>('GET', apiPath(routes.listTreatments))).body).toEqual(before);
  });

  it("answer another beekeeper's treatment, or hive, as not found (404) and change nothing", async () => {
    const intruder = apiAs(await createUser({ admin: true, label: 'treatment-intruder' }));
    const [owned] = (await pro<Treatment[]>('GET', apiPath(routes.listTreatments))).body;
    const before = (await pro<Treatment[]>('GET', apiPath(routes.listTreatments))).body;
    const id = owned?.id ?? '';
    const edit = await intruder('PUT', apiPath(routes.updateTreatment, { id }), formicPro(hive.id));
    expect(edit).toMatchObject({
      status: 404,
      body: { message: API_ERRORS.treatmentNotFound, code: 'treatmentNotFound' },
    });
    expect((await intruder('DELETE', apiPath(routes.deleteTreatment, { id }))).status).toBe(404);
    const onForeignHive = await intruder('POST', apiPath(routes.createTreatment), formicPro(hive.id));
    expect(onForeignHive).toMatchObject({
      status: 404,
      body: { message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' },
    });
    expect((await intruder('GET', apiPath(routes.listTreatments, {}, { hiveId: hive.id }))).status).toBe(404);
    expect((await pro<Treatment[]>('GET', apiPath(routes.listTreatments))).body).toEqual(before);
  });
});
