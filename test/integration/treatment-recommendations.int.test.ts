/**
 * The treatment recommendations through HiveKeeper's gateway, their Lambda reading the beekeeper's hives from the
 * local table and the forecast from the suite's Open-Meteo stand-in: a hive whose last wash is above threshold is
 * told to treat now, with the best days in the coming forecast for a product that has a temperature window.
 */
import { describe, expect, it } from 'vitest';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { apiAs, callApi, createUser } from '../../infra/local/test-support/integration-stack';
import type { Apiary } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import { treatmentRecommendationSchema } from '../../shared/schemas/treatment-recommendation';

/**
 * A latitude where today falls in spring or summer (colony build-up or peak), whatever the month the suite runs
 * in: there the engine suggests Formic Pro, whose label asks for daytime highs of 50-85 °F.
 */
function latitudeInBuildUpOrPeak(): string {
  const month = new Date().getUTCMonth() + 1;
  return month >= 3 && month <= 8 ? '45.52' : '-37.81';
}

const daysAgo = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

describe('treatment recommendations through the gateway', () => {
  it('tell a beekeeper to treat the hive above threshold now, on the best days of the forecast', async () => {
    const api = apiAs(await createUser({ label: 'recommendations' }));
    const apiary = await api<Apiary>('POST', apiPath(routes.createApiary), {
      name: 'Home yard',
      location: 'Orchard',
      latitude: latitudeInBuildUpOrPeak(),
      longitude: String(20 + Math.round(Math.random() * 1000) / 1000),
    });
    expect(apiary.status).toBe(201);
    const hive = await api<Hive>('POST', apiPath(routes.createHive), { name: 'Hive 1', apiaryId: apiary.body.id });
    // 15 mites in a 300-bee wash: 5 per 100, above the threshold of any season (at most 2).
    const inspection = await api('POST', apiPath(routes.createInspection), {
      hiveId: hive.body.id,
      inspectionDate: daysAgo(2),
      varroaMethod: 'alcohol_wash',
      varroaMites: 15,
    });
    expect(inspection.status).toBe(201);

    const answer = await api('GET', apiPath(routes.getTreatmentRecommendations));
    expect(answer.status).toBe(200);
    const [first] = treatmentRecommendationSchema.array().parse(answer.body);
    expect(first).toMatchObject({
      hiveId: hive.body.id,
      hiveName: 'Hive 1',
      treatmentName: 'Formic Pro',
      treatmentType: 'varroa',
      recommendationType: 'health_issue',
      priority: 'urgent',
      reason: expect.stringMatching(
        /^5 mites per 100 bees on \w{3} \d+(, \d{4})? is above the \w+ threshold of [12]: treat now/,
      ),
      daysSinceLastTreatment: null,
    });
    // The stand-in's highs from tomorrow: 71.6 °F and 64.4 °F fit the window, 86 °F and 35.6 °F don't.
    expect(first?.seasonalTiming).toMatch(
      /Best days to apply: \w{3}, \w{3} \d+; \w{3}, \w{3} \d+ \(daytime highs between 50 °F \(10 °C\) and 85 °F/,
    );
  });

  it('answer 401 without a token', async () => {
    expect((await callApi('GET', apiPath(routes.getTreatmentRecommendations))).status).toBe(401);
  });
});
