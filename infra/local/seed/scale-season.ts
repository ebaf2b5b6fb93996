/**
 * A year of the demo scale under Golden Comb, every 15 minutes up to the day the stack starts: winter's slow loss,
 * spring build-up, a swarm in May, the summer flows, the two harvests and the autumn feeding of the demo records, and
 * the super added at its latest inspection. Made, not measured: the shapes follow what the research behind
 * `shared/rules/hive-weight.ts` describes, so the chart shows each thing the rules read in a real season.
 */
import type { ScaleReading } from '../../../shared/domain/hive-scales';
import { dayOf } from './demo-days';
import { MINUTE_MS, DAY_MS } from '../../../shared/domain/durations';

const READING_EVERY_MS = 15 * MINUTE_MS;

/** Two brood boxes of a Langstroth, frames, bees and a super: what the scale weighs before any stores. */
export const DEMO_EMPTY_HIVE_KG = 38;

/**
 * The day's change of the stores in kg by northern month (1-12), HiveKeeper's made-up season: a winter cluster eats
 * about 0.3 kg a week (HiveScale's WINTER_WEIGHT_LOSS_G_PER_WEEK), brood rearing in March more, a moderate spring
 * flow, the June gap, a strong early summer flow (over 1 kg a day, Meikle et al. 2008's strong days), a clover flow,
 * then the dearth.
 */
const STORES_KG_PER_DAY: Readonly<Record<number, number>> = {
  1: -0.035,
  2: -0.04,
  3: -0.09,
  4: 0.22,
  5: 0.35,
  6: 1.15,
  7: 0.6,
  8: 0.25,
  9: -0.06,
  10: -0.07,
  11: -0.04,
  12: -0.035,
};

/** Months the foragers fly: the weight dips while they are out and the day's nectar comes in over the afternoon. */
const FLYING_MONTHS = new Set([4, 5, 6, 7, 8, 9]);

/** A step of the beekeeper's or the colony's: its local day and time, and the kg it adds (negative: takes). */
interface SeasonEvent {
  day: string;
  hour: number;
  minute: number;
  changeKg: number;
}

/** The local moment of a day's hour and minute, in the time zone the stack runs in (the demo beekeeper's). */
function localMoment(day: string, hour: number, minute: number): number {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return new Date(year, month - 1, date, hour, minute).getTime();
}

/**
 * The season's steps: the super added at Golden Comb's inspection 9 days ago (its notes say so), the harvests of
 * 20 July (62 lbs, 28 kg with the frames) and 2 September (28.5 lbs, 13 kg), the 2:1 syrup fed on 20 September,
 * and a swarm that left on a May afternoon, taking about 2.6 kg of bees and honey.
 */
function seasonEvents(): SeasonEvent[] {
  return [
    { day: dayOf({ lastOn: '05-21' }), hour: 15, minute: 20, changeKg: -2.6 },
    { day: dayOf({ lastOn: '07-20' }), hour: 11, minute: 30, changeKg: -28 },
    { day: dayOf({ lastOn: '09-02' }), hour: 11, minute: 30, changeKg: -13 },
    { day: dayOf({ lastOn: '09-20' }), hour: 12, minute: 30, changeKg: 12 },
    { day: dayOf({ daysAgo: 9 }), hour: 12, minute: 15, changeKg: 5.5 },
  ];
}

/** A repeatable stream of numbers in [0, 1) (mulberry32), so every start makes the same season. */
function randomStream(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let mixed = Math.imul(state ^ (state >>> 15), 1 | state);
    mixed = (mixed + Math.imul(mixed ^ (mixed >>> 7), 61 | mixed)) ^ mixed;
    return ((mixed ^ (mixed >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The stores at the leanest moment of the year: enough that the demo never reads as a colony starving. */
const LEANEST_STORES_KG = 14;

/** The readings of the 365 days up to `now`, one every 15 minutes, oldest first. */
export function demoScaleSeason(now = Date.now()): ScaleReading[] {
  const random = randomStream(20_260_521);
  const events = seasonEvents()
    .map((event) => ({ at: localMoment(event.day, event.hour, event.minute), changeKg: event.changeKg }))
    .sort((a, b) => a.at - b.at);
  const end = Math.floor(now / READING_EVERY_MS) * READING_EVERY_MS;
  const readings: (ScaleReading & { storesKg: number })[] = [];
  let storesKg = 0;
  let wetDay = false;
  let eventIndex = 0;
  for (let at = end - 365 * DAY_MS; at <= end; at += READING_EVERY_MS) {
    const moment = new Date(at);
    const month = moment.getMonth() + 1;
    const hour = moment.getHours() + moment.getMinutes() / 60;
    if (moment.getHours() === 0 && moment.getMinutes() === 0) wetDay = random() < 0.2;
    const flying = FLYING_MONTHS.has(month) && !wetDay;
    const dailyKg = STORES_KG_PER_DAY[month] ?? 0;
    // Stores come in between 10:00 and 18:00 on a flying day; a gain needs flying weather, a loss goes on regardless.
    storesKg += dailyKg > 0 ? (flying && hour >= 10 && hour < 18 ? dailyKg / 32 : -0.002) : dailyKg / 96;
    for (let event = events[eventIndex]; event && event.at <= at; event = events[++eventIndex]) {
      storesKg += event.changeKg;
    }
    // Foragers out between 9:00 and 19:00: up to 0.4 kg of the colony is in the field at midday.
    const foragersOutKg = flying && hour >= 9 && hour < 19 ? 0.4 * Math.sin(((hour - 9) / 10) * Math.PI) : 0;
    const broodSeason = month >= 3 && month <= 10;
    readings.push({
      at: moment.toISOString(),
      storesKg,
      weightKg: DEMO_EMPTY_HIVE_KG - foragersOutKg + (random() - 0.5) * 0.04,
      // The brood nest is held near 35 °C; a winter cluster keeps the box around it cooler.
      temperatureC: round(
        broodSeason
          ? 34.6 + (random() - 0.5) * 0.8
          : 19 + 4 * Math.sin((hour / 24) * Math.PI * 2) + (random() - 0.5) * 2,
        1,
      ),
      humidityPercent: round((broodSeason ? 58 : 72) + (wetDay ? 8 : 0) + (random() - 0.5) * 6, 0),
    });
  }
  // The year starts with whatever stores make its leanest day `LEANEST_STORES_KG`, whichever day the stack starts.
  const startKg = LEANEST_STORES_KG - Math.min(...readings.map((reading) => reading.storesKg));
  return readings.map(({ storesKg: stores, weightKg = 0, ...reading }) => ({
    ...reading,
    weightKg: round(weightKg + startKg + stores, 2),
  }));
}

function round(value: number, digits: number): number {
  const factor = 10 ** digits;
  return Math.round(value * factor) / factor;
}
