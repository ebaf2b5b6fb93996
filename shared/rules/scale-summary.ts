/**
 * What a hive's scale has measured over the honey season, kept on the hive once a day (docs: scale alerts): the
 * season's gain, the nectar flow under way and the starvation risk, read by the rules of `hive-weight.ts`; and which
 * alerts a new summary raises against the one before it, so each change is told once, not every day.
 */
import {
  dailyChanges,
  detectNectarFlow,
  detectStarvationRisk,
  FLOW_STOP_DAYS,
  withoutSteps,
  type StarvationRisk,
  type WeightPoint,
} from './hive-weight';
import type { Hemisphere } from './varroa';
import { DAY_MS } from '../domain/durations';

export interface ScaleSummary {
  /** The UTC day it was made; it reads the readings before that day. */
  asOf: string;
  /** The honey season it is of: the calendar year the season starts in, as the yield forecast counts seasons. */
  season: number;
  /** The last weight less the season's first, the steps of the beekeeper's own work (supers, harvests) taken out. */
  seasonGainKg: number;
  /** The flow under way: since its first gaining day, with what it has brought; null when none is. */
  flow: { since: string; gainKg: number } | null;
  starvation: StarvationRisk;
}

export type ScaleAlertKind = 'nectarFlowStarted' | 'starvationRisk';

/** The first day of a honey season: 1 January north, 1 July south (`honeySeasonOf` of `yield-forecast.ts`). */
export function seasonStartOf(season: number, hemisphere: Hemisphere): string {
  return hemisphere === 'southern' ? `${season}-07-01` : `${season}-01-01`;
}

const round = (kg: number) => Math.round(kg * 1000) / 1000;

/**
 * The season's summary of one scale's weight, sorted by time, on `asOf`. A flow is under way while fewer than the
 * days that end one have passed since its last gaining day, counted on the calendar: a scale that stopped reporting
 * in a flow doesn't keep it going.
 */
export function summarizeScaleSeason(
  series: WeightPoint[],
  options: { asOf: string; season: number; utcOffsetMinutes: number; emptyHiveKg?: number },
): ScaleSummary {
  const { asOf, season, utcOffsetMinutes, emptyHiveKg } = options;
  const cleaned = withoutSteps(series);
  const [first, last] = [cleaned[0], cleaned.at(-1)];
  const { flows } = detectNectarFlow(dailyChanges(series, { utcOffsetMinutes }));
  const latest = flows.at(-1);
  // Days after the flow's last gaining day, before `asOf` (whose readings are not in yet).
  const daysSince = latest ? (Date.parse(asOf) - Date.parse(latest.to)) / DAY_MS - 1 : Number.POSITIVE_INFINITY;
  return {
    asOf,
    season,
    seasonGainKg: first && last ? round(last.weightKg - first.weightKg) : 0,
    flow: latest && daysSince < FLOW_STOP_DAYS ? { since: latest.from, gainKg: latest.gainKg } : null,
    starvation: detectStarvationRisk(series, emptyHiveKg === undefined ? {} : { emptyHiveKg }),
  };
}

/**
 * The alerts `next` raises over `previous` (the hive's summary before it, of any season): a flow that wasn't under
 * way before (or is another flow), and stores that became `starving`. A summary of another season starts afresh.
 */
export function alertsOfSummary(previous: ScaleSummary | undefined, next: ScaleSummary): ScaleAlertKind[] {
  const before = previous?.season === next.season ? previous : undefined;
  const alerts: ScaleAlertKind[] = [];
  if (next.flow && next.flow.since !== before?.flow?.since) alerts.push('nectarFlowStarted');
  if (next.starvation.risk === 'starving' && before?.starvation.risk !== 'starving') alerts.push('starvationRisk');
  return alerts;
}
