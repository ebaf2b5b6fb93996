/**
 * The inspection list through the gateway: the body stays a JSON array and the next page's cursor travels in the
 * `x-next-cursor` header, which a browser on the site's origin can read.
 */
import { describe, expect, it } from 'vitest';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import type { Apiary } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import type { HiveWithLatestInspection, Inspection } from '../../shared/schemas/inspection';
import { NEXT_CURSOR_HEADER } from '../../shared/domain/paging';
import { apiAs, createUser } from '../../infra/local/test-support/integration-stack';

describe('inspections through the gateway', () => {
  it('page newest first with the cursor in a header, and the hive shows the latest', async () => {
    const api = apiAs(await createUser({ label: 'inspector' }));
    const apiary = (await api<Apiary>('POST', apiPath(routes.createApiary), { name: 'Yard', location: 'Field' })).body;
    const hive = (await api<Hive>('POST', apiPath(routes.createHive), { name: 'H1', apiaryId: apiary.id })).body;
    for (const inspectionDate of ['2026-05-01', '2026-05-03', '2026-05-02']) {
      const answer = await api('POST', apiPath(routes.createInspection), { hiveId: hive.id, inspectionDate });
      expect(answer.status).toBe(201);
    }

    const first = await api<Inspection[]>('GET', apiPath(routes.listInspections, {}, { limit: '2' }));
    expect(first.body.map(({ inspectionDate }) => inspectionDate)).toEqual(['2026-05-03', '2026-05-02']);
    const cursor = first.headers.get(NEXT_CURSOR_HEADER);
    expect(cursor).toBeTruthy();
    const second = await api<Inspection[]>(
      'GET',
      apiPath(routes.listInspections, {}, { limit: '2', cursor: cursor ?? '' }),
    );
    expect(second.body.map(({ inspectionDate }) => inspectionDate)).toEqual(['2026-05-01']);
    expect(second.headers.get(NEXT_CURSOR_HEADER)).toBeNull();

    const shown = (await api<HiveWithLatestInspection>('GET', apiPath(routes.getHive, { id: hive.id }))).body;
    expect(shown).toMatchObject({ lastInspectionDate: '2026-05-03', healthStatus: 'Good', inspectionCount: 3 });
    expect(shown.latestInspection).toEqual(first.body[0]);
  });
});
