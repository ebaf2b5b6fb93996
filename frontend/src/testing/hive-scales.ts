import { http, HttpResponse } from 'msw';
import type { HiveScale, HiveWeightChart } from '@shared/schemas/hive-scale';
import { routes } from '@/lib/api-routes';
import { apiUrl, server } from './server';

export const SCALE_HIVE_ID = '01HV000000000000000000H1V1';

/** A scale as the API answers it, for component tests. */
export function buildScale(overrides: Partial<HiveScale> = {}): HiveScale {
  return {
    id: '01HV000000000000000000SCL1',
    hiveId: SCALE_HIVE_ID,
    name: 'Garden scale',
    kind: 'ttn-decoded',
    lastReadingAt: null,
    createdAt: '2026-05-01T09:00:00.000Z',
    ...overrides,
  };
}

/** Answers `GET /api/hives/{id}/scales` with `scales` as the array is when asked (a test may change it). */
export function serveScales(scales: HiveScale[], hiveId = SCALE_HIVE_ID): void {
  server.use(http.get(apiUrl(routes.listHiveScales, { id: hiveId }), () => HttpResponse.json(scales)));
}

const hour = (day: string, time: string) => `${day}T${time}:00.000Z`;
const bucket = (at: string, mean: number, spread = 0.4) => ({ at, min: mean - spread, max: mean + spread, mean });

/**
 * A month of a hive's weight chart as the route answers it: 40 kg rising to a super added after an inspection on
 * 10 June, a possible swarm on 20 June, a flow from 12 to 18 June, a feeding and a harvest, and a week of weather.
 */
export function buildWeightChart(overrides: Partial<HiveWeightChart> = {}): HiveWeightChart {
  const scale = buildScale({ kind: 'ttn-decoded', lastReadingAt: hour('2026-06-29', '12:00') });
  return {
    from: '2026-06-01',
    to: '2026-06-30',
    scales: [
      {
        scale,
        weightKg: [
          bucket(hour('2026-06-01', '00:00'), 40),
          bucket(hour('2026-06-10', '12:00'), 52.3),
          bucket(hour('2026-06-20', '12:00'), 50.2, 1.2),
          bucket(hour('2026-06-30', '00:00'), 51.5),
        ],
        temperatureC: [bucket(hour('2026-06-01', '00:00'), 34.5), bucket(hour('2026-06-30', '00:00'), 35)],
        humidityPercent: [bucket(hour('2026-06-01', '00:00'), 60), bucket(hour('2026-06-30', '00:00'), 58)],
      },
    ],
    steps: [
      {
        at: hour('2026-06-10', '11:00'),
        changeKg: 12.3,
        explanation: 'super-added',
        recordId: '01HV000000000000000000NSP1',
      },
      { at: hour('2026-06-25', '15:00'), changeKg: -3.4, explanation: null, recordId: null },
    ],
    swarms: [{ at: hour('2026-06-20', '13:00'), dropKg: 2.1 }],
    days: [],
    flows: [{ from: '2026-06-12', to: '2026-06-18', gainKg: 6.4 }],
    starvation: { risk: 'none' },
    records: [
      { kind: 'inspection', id: '01HV000000000000000000NSP1', at: hour('2026-06-10', '10:00') },
      { kind: 'feeding', id: '01HV000000000000000000TRT1', at: hour('2026-06-26', '09:00') },
    ],
    weather: [
      { date: '2026-06-28', maxC: 24.5, minC: 11, precipitationMm: 2.5 },
      { date: '2026-06-29', maxC: 27, minC: 13.5, precipitationMm: 0 },
      { date: '2026-06-30', maxC: null, minC: null, precipitationMm: null },
    ],
    ...overrides,
  };
}

/** Answers `GET /api/hives/{id}/weight-chart` with `chart` for any range; returns the query of each request. */
export function serveWeightChart(chart: HiveWeightChart, hiveId = SCALE_HIVE_ID): URLSearchParams[] {
  const requests: URLSearchParams[] = [];
  server.use(
    http.get(apiUrl(routes.getHiveWeightChart, { id: hiveId }), ({ request }) => {
      requests.push(new URL(request.url).searchParams);
      return HttpResponse.json(chart);
    }),
  );
  return requests;
}
