/**
 * Production through the gateway: every route is Pro (a free beekeeper gets 402 with 'Pro subscription required',
 * which the app shows as the upgrade toast), an invalid harvest is refused with the spec's messages and changes
 * nothing, another beekeeper's record or hive is not found, and the list pages by cursor.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { API_ERRORS, VALIDATION } from '../../shared/messages';
import type { Apiary } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import { NEXT_CURSOR_HEADER } from '../../shared/domain/paging';
import type { ProductionInput, ProductionRecord, ProductionSummary } from '../../shared/schemas/production';
import type { ApiCaller } from '../../infra/local/api-client';
import { apiAs, createUser } from '../../infra/local/test-support/integration-stack';

async function hiveOf(api: ApiCaller, name: string): Promise<Hive> {
  const apiary = (await api<Apiary>('POST', apiPath(routes.createApiary), { name: 'Yard', location: 'Field' })).body;
  return (await api<Hive>('POST', apiPath(routes.createHive), { name, apiaryId: apiary.id })).body;
}

const honey = (hiveId: string, quantity: string, unit: ProductionInput['unit'], harvestDate: string) =>
  ({ hiveId, productType: 'honey', quantity, unit, harvestDate }) satisfies ProductionInput;

describe('production through the gateway', () => {
  let pro: ApiCaller;
  let hive: Hive;
  beforeAll(async () => {
    // Admins have Pro access, as Pro subscribers do.
    pro = apiAs(await createUser({ admin: true, label: 'harvester' }));
    hive = await hiveOf(pro, 'Golden Comb');
  });

  it("is Pro: a free beekeeper's every request is refused (402, 'Pro subscription required')", async () => {
    const free = apiAs(await createUser({ label: 'free-harvester' }));
    const ownHive = await hiveOf(free, 'Free hive');
    const answers = [
      await free('POST', apiPath(routes.createProduction), honey(ownHive.id, '10', 'lbs', '2026-07-01')),
      await free('GET', apiPath(routes.listProduction)),
      await free('GET', apiPath(routes.getProductionSummary)),
    ];
    for (const answer of answers) {
      expect(answer.status).toBe(402);
      expect((answer.body as { message: string }).message).toContain('Pro subscription required');
    }
  });

  it('records harvests, lists them newest first by cursor and sums them in lbs with jars apart', async () => {
    const first = await pro<ProductionRecord>(
      'POST',
      apiPath(routes.createProduction),
      honey(hive.id, '20', 'kg', '2026-06-15'),
    );
    expect(first).toMatchObject({ status: 201, body: { hiveName: 'Golden Comb', quantity: 20, unit: 'kg' } });
    const second = await pro<ProductionRecord>(
      'POST',
      apiPath(routes.createProduction),
      honey(hive.id, '12', 'jars', '2026-08-01'),
    );
    const page1 = await pro<ProductionRecord[]>('GET', apiPath(routes.listProduction, {}, { limit: '1' }));
    expect(page1.body).toEqual([second.body]);
    const cursor = page1.headers.get(NEXT_CURSOR_HEADER) ?? '';
    const page2 = await pro<ProductionRecord[]>('GET', apiPath(routes.listProduction, {}, { limit: '1', cursor }));
    expect(page2.body).toEqual([first.body]);
    expect(page2.headers.get(NEXT_CURSOR_HEADER)).toBeNull();

    const summary = await pro<ProductionSummary>('GET', apiPath(routes.getProductionSummary, {}, { year: '2026' }));
    // 20 kg is 44.09 lb (0.45359237 kg to the lb).
    expect(summary.body).toMatchObject({ year: 2026, honey: { lbs: 44.09, jars: 12 }, activeHives: 1 });
    expect(summary.body.honeyPerActiveHiveLbs).toBe(44.1);

    const edited = await pro<ProductionRecord>(
      'PUT',
      apiPath(routes.updateProduction, { id: first.body.id }),
      honey(hive.id, '50', 'lbs', '2026-06-15'),
    );
    expect(edited).toMatchObject({ status: 200, body: { quantity: 50, unit: 'lbs' } });
    const afterEdit = await pro<ProductionSummary>('GET', apiPath(routes.getProductionSummary, {}, { year: '2026' }));
    expect(afterEdit.body.honey).toEqual({ lbs: 50, jars: 12 });
  });

  it("refuses an invalid harvest with the spec's messages (400) and changes nothing", async () => {
    const before = (await pro<ProductionRecord[]>('GET', apiPath(routes.listProduction))).body;
    const answer = await pro('POST', apiPath(routes.createProduction), {
      hiveId: '',
      productType: '',
      quantity: '-1',
      unit: '',
      harvestDate: '',
    });
    expect(answer).toMatchObject({
      status: 400,
      body: {
        errors: {
          hiveId: [VALIDATION.hiveRequired],
          productType: [VALIDATION.productTypeRequired],
          quantity: [VALIDATION.quantityPositive],
          unit: [VALIDATION.unitRequired],
          harvestDate: [VALIDATION.harvestDateRequired],
        },
      },
    });
    expect((await pro<ProductionRecord[]>('GET', apiPath(routes.listProduction))).body).toEqual(before);
  });

  it("answers another beekeeper's record, or hive, as not found (404) and changes nothing", async () => {
    const intruder = apiAs(await createUser({ admin: true, label: 'production-intruder' }));
    const before = (await pro<ProductionRecord[]>('GET', apiPath(routes.listProduction))).body;
    const id = before[0]?.id ?? '';
    const edit = await intruder(
      'PUT',
      apiPath(routes.updateProduction, { id }),
      honey(hive.id, '1', 'lbs', '2026-07-01'),
    );
    expect(edit).toMatchObject({
      status: 404,
      body: { message: API_ERRORS.productionNotFound, code: 'productionNotFound' },
    });
    expect((await intruder('DELETE', apiPath(routes.deleteProduction, { id }))).status).toBe(404);
    const onForeignHive = await intruder(
      'POST',
      apiPath(routes.createProduction),
      honey(hive.id, '1', 'lbs', '2026-07-01'),
    );
    expect(onForeignHive).toMatchObject({
      status: 404,
      body: { message: API_ERRORS.hiveNotFound, code: 'hiveNotFound' },
    });
    expect((await intruder('GET', apiPath(routes.listProduction, {}, { hiveId: hive.id }))).status).toBe(404);
    expect((await pro<ProductionRecord[]>('GET', apiPath(routes.listProduction))).body).toEqual(before);
  });
});
