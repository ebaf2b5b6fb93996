import { http, HttpResponse } from 'msw';
import { NEXT_CURSOR_HEADER, TOTAL_COUNT_HEADER } from '@shared/domain/paging';
import { TREATMENT_PAGE, type FeedingTotals, type Treatment } from '@shared/schemas/treatment';
import { RECOMMENDATION_PAGE, type TreatmentRecommendation } from '@shared/schemas/treatment-recommendation';
import type { WeatherAnswer } from '@shared/schemas/weather';
import { routes } from '@/lib/api-routes';
import { apiUrl, pageAnswer, server } from './server';

/** A treatment as the API answers it, for component tests. Ids are ULIDs, as the input schema requires. */
export function buildTreatment(overrides: Partial<Treatment> = {}): Treatment {
  return {
    id: '01HV000000000000000000TRT1',
    hiveId: '01HV000000000000000000H1V1',
    hiveName: 'Hive 1',
    treatmentType: 'varroa',
    treatmentName: 'Oxalic acid dribble',
    dosage: null,
    applicationDate: '2026-06-12',
    nextDueDate: null,
    notes: null,
    cost: null,
    productId: null,
    feedType: null,
    feedAmount: null,
    syrupRatio: null,
    sugarLbs: 0,
    varroaBefore: null,
    varroaAfter: null,
    efficacyPercent: null,
    recountTaskId: null,
    createdAt: '2026-06-12T09:00:00.000Z',
    version: '2026-06-12T09:00:00.000Z',
    ...overrides,
  };
}

export function buildRecommendation(overrides: Partial<TreatmentRecommendation> = {}): TreatmentRecommendation {
  return {
    hiveId: '01HV000000000000000000H1V1',
    hiveName: 'Hive 1',
    treatmentName: 'Varroa check',
    treatmentType: 'varroa',
    recommendationType: 'seasonal',
    priority: 'medium',
    reason: 'Late summer is when mites peak: count them before the winter bees are raised.',
    seasonalTiming: 'Late summer',
    daysSinceLastTreatment: null,
    ...overrides,
  };
}

/**
 * Answers `GET /api/treatments` as the API does, from `treatments` (newest first) as the array is when asked:
 * `?hiveId=` and `?treatmentType=` filter, `?limit=` (20 unless said) cuts a page, and the next page's cursor comes
 * in the `x-next-cursor` header. Returns the query of each request, in order.
 */
export function serveTreatments(treatments: Treatment[]): URLSearchParams[] {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(routes.listTreatments), ({ request }) => {
      const query = new URL(request.url).searchParams;
      requests.push(query);
      const hiveId = query.get('hiveId');
      const type = query.get('treatmentType');
      const matching = treatments.filter(
        (treatment) => (!hiveId || treatment.hiveId === hiveId) && (!type || treatment.treatmentType === type),
      );
      return pageAnswer(matching, query, treatmentCursor, TREATMENT_PAGE.defaultLimit);
    }),
  );
  return requests;
}

/** The API's cursor after a treatment: its application date and id. */
const treatmentCursor = (treatment: Treatment) => `${treatment.applicationDate}_${treatment.id}`;

/**
 * Answers `GET /api/treatment-recommendations` as the API does, from `recommendations` (most pressing first): a
 * page of `?limit=` (20 unless said) from `?cursor=` (how many came before), the next page's cursor in
 * `x-next-cursor` and how many there are in all in `x-total-count`.
 */
export function serveRecommendations(recommendations: TreatmentRecommendation[]): void {
  server.use(
    http.get(apiUrl(routes.getTreatmentRecommendations), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const start = Number(query.get('cursor') ?? 0);
      const end = start + Number(query.get('limit') ?? RECOMMENDATION_PAGE.defaultLimit);
      return HttpResponse.json(recommendations.slice(start, end), {
        headers: {
          [TOTAL_COUNT_HEADER]: String(recommendations.length),
          ...(end < recommendations.length && { [NEXT_CURSOR_HEADER]: String(end) }),
        },
      });
    }),
  );
}

/** Answers `GET /api/feeding-totals` with `totals`, whatever year is asked. */
export function serveFeedingTotals(totals: FeedingTotals): void {
  server.use(http.get(apiUrl(routes.getFeedingTotals), () => HttpResponse.json(totals)));
}

/** Answers `GET /api/weather` with a forecast of these daily highs (°F), one day each from `firstDay` (UTC). */
export function serveForecast(firstDay: string, highsF: number[]): void {
  const start = Date.parse(`${firstDay}T12:00:00Z`) / 1000;
  const answer: WeatherAnswer = {
    available: true,
    current: { temp: highsF[0] ?? 70, wind_speed: 5, humidity: 50, weather: [{ main: 'Clear', description: 'clear' }] },
    forecast: highsF.map((max, index) => ({
      dt: start + index * 86_400,
      temp: { max, min: max - 20 },
      weather: [{ main: 'Clear' }],
    })),
  };
  server.use(http.get(apiUrl(routes.getWeather), () => HttpResponse.json(answer)));
}
