import { MINUTE_MS, HOUR_MS, DAY_MS } from '../domain/durations';
/**
 * What a hive's weight means (docs/features/hive-scales.md): its 15-minute medians, the steps a beekeeper's own work
 * makes and the record that explains each, swarms, nectar flows, starvation risk, and a year drawn in a few hundred
 * points. Pure and without zod, so the screens and the API read a scale with one copy of the rules.
 */

/** A hive's weight over time, sorted by `at` (ISO 8601, UTC). */
export interface WeightPoint {
  at: string;
  weightKg: number;
}

export interface WeightStep {
  /** The first 15-minute window after the jump. */
  at: string;
  changeKg: number;
}

export type HiveRecordKind = 'inspection' | 'harvest' | 'feeding' | 'treatment';
export interface HiveRecordMoment {
  kind: HiveRecordKind;
  id: string;
  at: string;
}

const WEEK_MS = 7 * DAY_MS;

/** BEEP cleans weight on 15-minute medians (beepnl/BEEP flux/cleanWeight.flux, `aggregateWindow(every: 15m, fn: median)`). */
const MEDIAN_WINDOW_MS = 15 * MINUTE_MS;
/** BEEP's outlier limit: a 15-minute change of 0.75 kg either way is a step, not bees (flux/cleanWeight.flux; `$threshold=0.75` in app/Hive.php getCleanedWeightQuery). */
const STEP_MIN_KG = 0.75;
/** BEEP looks for steps 2 hours either side of an inspection (`$frame=2` in app/Hive.php getCleanedWeightQuery). */
const RECORD_FRAME_MS = 2 * HOUR_MS;
/** MacNite/HiveScale docs/insights.md (server/insights.py): SWARM_WEIGHT_DROP_KG = 1.5, SWARM_WEIGHT_WINDOW_MIN = 30, SWARM_DAYTIME_HOURS = (9, 17). */
const SWARM_DROP_KG = 1.5;
const SWARM_WINDOW_MS = 30 * MINUTE_MS;
const SWARM_DAYTIME_HOURS = { from: 9, until: 17 } as const;
/** MacNite/HiveScale docs/insights.md FORAGING_MODERATE/STRONG_KG_PER_DAY = 0.2 / 1.0, which cite Meikle et al. 2008 (Apidologie 39:694–707). */
const FLOW_MODERATE_KG_PER_DAY = 0.2;
const FLOW_STRONG_KG_PER_DAY = 1.0;
/** BroodMinder (broodminder/userguide docs/en/50_mybroodminder_v5d_weight.md): a flow starts after a gain over 3 days and stops after 2 days without. */
const FLOW_START_DAYS = 3;
export const FLOW_STOP_DAYS = 2;
/** MacNite/HiveScale docs/insights.md WINTER_WEIGHT_LOSS_G_PER_WEEK = 300: a sustained loss above it is a winter risk. */
const STARVATION_WEEKLY_LOSS_KG = 0.3;
/** "If there is less then 10 kg of food in the hive, the queen will cease laying eggs" (carnica; apis-mellifera-carnica.eu, research notes §5.3). */
const STORES_LOW_KG = 10;
/** Two weeks' warning: time for a beekeeper to feed before the stores run low. */
const STORES_WARNING_DAYS = 14;

const time = (at: string) => Date.parse(at);
const iso = (ms: number) => new Date(ms).toISOString();
const round = (kg: number) => Math.round(kg * 1000) / 1000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const upper = sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
  const lower = sorted[Math.ceil(sorted.length / 2) - 1] ?? upper;
  return (lower + upper) / 2;
}

/** An instant as `toISOString` writes it: such a string is reused as is, not parsed and written again. */
const CANONICAL_ISO_LENGTH = 24;

/**
 * The median weight of each 15-minute window (UTC-aligned), at the window's start; empty windows are left out. One
 * pass over a sorted series (a year of a scale is 35,040 readings, read on every chart), and a series that is
 * already medians comes back as it is.
 */
export function fifteenMinuteMedians(readings: WeightPoint[]): WeightPoint[] {
  const times = readings.map((reading) => time(reading.at));
  const inOrder = times.every((ms, index) => index === 0 || ms >= (times[index - 1] ?? ms));
  const order = inOrder
    ? readings.map((_, index) => index)
    : times.map((_, index) => index).sort((a, b) => (times[a] ?? 0) - (times[b] ?? 0));
  const medians: WeightPoint[] = [];
  let windowStart = Number.NaN;
  let windowAt = '';
  let weights: number[] = [];
  const closeWindow = () => {
    if (weights.length > 0)
      medians.push({ at: windowAt, weightKg: weights.length === 1 ? (weights[0] ?? 0) : median(weights) });
  };
  for (const index of order) {
    const reading = readings[index];
    const ms = times[index];
    if (!reading || ms === undefined) continue;
    const start = Math.floor(ms / MEDIAN_WINDOW_MS) * MEDIAN_WINDOW_MS;
    if (start !== windowStart) {
      closeWindow();
      windowStart = start;
      windowAt =
        ms === start && reading.at.length === CANONICAL_ISO_LENGTH && reading.at.endsWith('Z')
          ? reading.at
          : iso(start);
      weights = [];
    }
    weights.push(reading.weightKg);
  }
  closeWindow();
  return medians;
}

/** The jumps of at least `minStepKg` between consecutive medians. */
function stepsOfMedians(medians: WeightPoint[], minStepKg: number): WeightStep[] {
  return medians.flatMap((point, index) => {
    const before = medians[index - 1];
    const changeKg = before ? round(point.weightKg - before.weightKg) : 0;
    return before && Math.abs(changeKg) >= minStepKg ? [{ at: point.at, changeKg }] : [];
  });
}

/** The jumps of at least `minStepKg` either way between consecutive 15-minute medians: a super, a harvest, a feeder. */
export function weightSteps(series: WeightPoint[], { minStepKg = STEP_MIN_KG } = {}): WeightStep[] {
  return stepsOfMedians(fifteenMinuteMedians(series), minStepKg);
}

/** The 15-minute medians with each step taken out (the weight after it shifted back), so a super added isn't a flow. */
export function withoutSteps(series: WeightPoint[], { minStepKg = STEP_MIN_KG } = {}): WeightPoint[] {
  const medians = fifteenMinuteMedians(series);
  const steps = new Map(stepsOfMedians(medians, minStepKg).map((step) => [step.at, step.changeKg]));
  let shiftKg = 0;
  return medians.map((point) => {
    shiftKg += steps.get(point.at) ?? 0;
    return { at: point.at, weightKg: round(point.weightKg - shiftKg) };
  });
}

export type StepExplanation = 'super-added' | 'harvest' | 'feeding';
export interface MatchedStep extends WeightStep {
  /** Null when no record within 2 hours explains the step. */
  explanation: StepExplanation | null;
  recordId: string | null;
}

/** What kind of record explains a gain, and a loss. */
function explanationFor(kind: HiveRecordKind, changeKg: number): StepExplanation | null {
  if (changeKg > 0 && kind === 'inspection') return 'super-added';
  if (changeKg > 0 && kind === 'feeding') return 'feeding';
  if (changeKg < 0 && kind === 'harvest') return 'harvest';
  return null;
}

/** Each step with the nearest record within 2 hours that explains it (BEEP's frame); the rest stay unexplained. */
export function matchSteps(steps: WeightStep[], records: HiveRecordMoment[]): MatchedStep[] {
  return steps.map((step) => {
    const nearest = records
      .map((record) => ({ record, distance: Math.abs(time(record.at) - time(step.at)) }))
      .filter(({ record, distance }) => distance <= RECORD_FRAME_MS && explanationFor(record.kind, step.changeKg))
      .sort((a, b) => a.distance - b.distance)[0];
    return nearest
      ? { ...step, explanation: explanationFor(nearest.record.kind, step.changeKg), recordId: nearest.record.id }
      : { ...step, explanation: null, recordId: null };
  });
}

/** The local hour of an instant, by arithmetic: the swarm rule asks it of every reading. */
const localHour = (ms: number, utcOffsetMinutes: number) =>
  Math.floor(((((ms + utcOffsetMinutes * MINUTE_MS) % DAY_MS) + DAY_MS) % DAY_MS) / HOUR_MS);

export interface SwarmDrop {
  /** The reading the drop is measured from, at most 30 minutes before the low. */
  at: string;
  dropKg: number;
}

/**
 * Drops of at least 1.5 kg within 30 minutes that begin in the day (09:00–17:00 local), HiveScale's swarm rule, and
 * that no inspection or harvest within 2 hours explains. Hive Pal (martinhrvn/hive-pal swarm-alert.service.ts) alerts
 * on 2 kg between the oldest and newest of three readings, at any hour: it misses a 1.5–2 kg swarm and wakes a
 * beekeeper for a drop at night.
 */
export function detectSwarms(
  series: WeightPoint[],
  { utcOffsetMinutes, records = [] }: { utcOffsetMinutes: number; records?: HiveRecordMoment[] },
): SwarmDrop[] {
  const explained = (at: string) =>
    records.some(
      (record) =>
        (record.kind === 'inspection' || record.kind === 'harvest') &&
        Math.abs(time(record.at) - time(at)) <= RECORD_FRAME_MS,
    );
  const swarms: SwarmDrop[] = [];
  const times = series.map((point) => time(point.at));
  let index = 0;
  for (let start = series[index]; start; start = series[index]) {
    const startMs = times[index] ?? 0;
    let lowest = index;
    let lowestKg = start.weightKg;
    for (let next = index + 1; ; next++) {
      const point = series[next];
      if (!point || (times[next] ?? 0) - startMs > SWARM_WINDOW_MS) break;
      if (point.weightKg < lowestKg) [lowest, lowestKg] = [next, point.weightKg];
    }
    const dropKg = round(start.weightKg - lowestKg);
    const hour = localHour(startMs, utcOffsetMinutes);
    if (dropKg >= SWARM_DROP_KG && hour >= SWARM_DAYTIME_HOURS.from && hour < SWARM_DAYTIME_HOURS.until) {
      if (!explained(start.at)) swarms.push({ at: start.at, dropKg });
      index = lowest;
    } else {
      index += 1;
    }
  }
  return swarms;
}

export interface DailyChange {
  /** The local calendar date, YYYY-MM-DD. */
  date: string;
  changeKg: number;
}

/** Per local day, the change from its first to its last weight once the steps are taken out. */
export function dailyChanges(series: WeightPoint[], { utcOffsetMinutes }: { utcOffsetMinutes: number }): DailyChange[] {
  const days: DailyChange[] = [];
  // The medians are in order: a local day's first and last are where its day number starts and stops.
  let day = Number.NaN;
  let firstKg = 0;
  for (const point of withoutSteps(series)) {
    const local = time(point.at) + utcOffsetMinutes * MINUTE_MS;
    const dayOfPoint = Math.floor(local / DAY_MS);
    if (dayOfPoint !== day) {
      day = dayOfPoint;
      firstKg = point.weightKg;
      days.push({ date: iso(local).slice(0, 10), changeKg: 0 });
    }
    const today = days.at(-1);
    if (today) today.changeKg = round(point.weightKg - firstKg);
  }
  return days;
}

export type FlowStrength = 'strong' | 'moderate' | 'none';
export interface NectarFlow {
  /** The first and the last gaining day of the flow. */
  from: string;
  to: string;
  gainKg: number;
}

export function flowStrength(changeKg: number): FlowStrength {
  if (changeKg >= FLOW_STRONG_KG_PER_DAY) return 'strong';
  return changeKg >= FLOW_MODERATE_KG_PER_DAY ? 'moderate' : 'none';
}

/**
 * Each day's flow strength, and the flows: a flow starts with 3 gaining days in a row and lasts until 2 days in a
 * row without a gain.
 */
export function detectNectarFlow(days: DailyChange[]): {
  days: (DailyChange & { strength: FlowStrength })[];
  flows: NectarFlow[];
} {
  const flows: NectarFlow[] = [];
  let run: DailyChange[] = [];
  /** A day without gain inside a flow, kept only if a gaining day follows. */
  let pending: DailyChange[] = [];
  const closeRun = () => {
    // A run reaches three days only through three gaining days, and ends on a gaining day.
    const [first, last] = [run[0], run.at(-1)];
    if (run.length >= FLOW_START_DAYS && first && last) {
      flows.push({
        from: first.date,
        to: last.date,
        gainKg: round(run.reduce((sum, day) => sum + day.changeKg, 0)),
      });
    }
    run = [];
    pending = [];
  };
  for (const day of days) {
    const gaining = flowStrength(day.changeKg) !== 'none';
    if (gaining) {
      run.push(...pending);
      pending = [];
      run.push(day);
    } else if (run.length >= FLOW_START_DAYS && pending.length < FLOW_STOP_DAYS - 1) {
      pending.push(day);
    } else {
      closeRun();
    }
  }
  closeRun();
  return { days: days.map((day) => ({ ...day, strength: flowStrength(day.changeKg) })), flows };
}

export interface StarvationRisk {
  risk: 'none' | 'watch' | 'starving';
  storesKg?: number;
  weeklyLossKg?: number;
  /** Days until the stores fall under 10 kg at this week's loss. */
  daysLeft?: number;
}

/**
 * A loss of more than 300 g over the last full week is worth watching; stores (weight minus the empty hive) under
 * 10 kg, or due to fall under it within 14 days at that loss, are starving. The week's loss is read with the steps
 * taken out (a harvest is not a colony eating); the stores from the weight as it is now (a harvest took stores, a
 * feeding gave them).
 */
export function detectStarvationRisk(
  series: WeightPoint[],
  { emptyHiveKg }: { emptyHiveKg?: number } = {},
): StarvationRisk {
  const cleaned = withoutSteps(series);
  const [first, last] = [cleaned[0], cleaned.at(-1)];
  if (!first || !last) return { risk: 'none' };
  const weekAgo = time(last.at) - WEEK_MS;
  const weekStart = time(first.at) <= weekAgo ? cleaned.find((point) => time(point.at) >= weekAgo) : undefined;
  const weeklyLossKg = weekStart ? round(weekStart.weightKg - last.weightKg) : undefined;
  const losing = weeklyLossKg !== undefined && weeklyLossKg > STARVATION_WEEKLY_LOSS_KG;
  if (emptyHiveKg === undefined) return { risk: losing ? 'watch' : 'none', weeklyLossKg };
  const storesKg = round((fifteenMinuteMedians(series).at(-1)?.weightKg ?? last.weightKg) - emptyHiveKg);
  const daysLeft =
    weeklyLossKg !== undefined && weeklyLossKg > 0
      ? Math.max(0, Math.floor(((storesKg - STORES_LOW_KG) / weeklyLossKg) * 7))
      : undefined;
  const starving = storesKg < STORES_LOW_KG || (daysLeft !== undefined && daysLeft <= STORES_WARNING_DAYS);
  return { risk: starving ? 'starving' : losing ? 'watch' : 'none', storesKg, weeklyLossKg, daysLeft };
}

/**
 * When a dated record's work was done, as near as HiveKeeper knows (records keep a calendar date): the moment it was
 * recorded when that fell on its own local day (a beekeeper records an inspection at the hive or soon after, so the
 * super added that day matches its step), else `otherwise` (the chart: noon of its day; the swarm check: the drop).
 */
export function recordMoment(
  { date, createdAt }: { date: string; createdAt: string },
  { utcOffsetMinutes, otherwise }: { utcOffsetMinutes: number; otherwise: string },
): string {
  return iso(time(createdAt) + utcOffsetMinutes * MINUTE_MS).slice(0, 10) === date ? createdAt : otherwise;
}

export interface WeightBucket {
  at: string;
  min: number;
  max: number;
  mean: number;
}

/** At most `maxPoints` buckets of equal time, each its min, max and mean, so a year's chart still shows a swarm's drop. */
export function downsample(series: WeightPoint[], maxPoints: number): WeightBucket[] {
  const [start, end] = [series[0], series.at(-1)];
  if (series.length <= maxPoints || !start || !end) {
    return series.map(({ at, weightKg }) => ({ at, min: weightKg, max: weightKg, mean: weightKg }));
  }
  const first = time(start.at);
  const width = (time(end.at) - first) / maxPoints;
  const buckets = new Map<number, number[]>();
  for (const point of series) {
    const index = Math.min(Math.floor((time(point.at) - first) / width), maxPoints - 1);
    const bucket = buckets.get(index);
    if (bucket) bucket.push(point.weightKg);
    else buckets.set(index, [point.weightKg]);
  }
  return [...buckets.entries()].map(([index, weights]) => ({
    at: iso(first + index * width),
    min: Math.min(...weights),
    max: Math.max(...weights),
    mean: round(weights.reduce((sum, kg) => sum + kg, 0) / weights.length),
  }));
}
