/**
 * A hive's weight chart (docs/features/hive-scales.md): what its scales measured over up to a year of days, drawn in
 * a few hundred buckets a series, what the rules of `shared/rules/hive-weight.ts` read in the weight of its first
 * weighing scale, and the hive's records and the apiary's weather on the same time line.
 *
 * What it costs, whatever the account's size: one GetItem of the hive, then at once one Query of its scales, at most
 * `SCALE_DAY_PAGES` pages of one Query of its scale days, one Query each of its inspections, harvests and treatments
 * in the range (`RECORDS_PER_KIND` at most each, `hive-dated-records.ts`), one GetItem of the beekeeper's time zone and one of the apiary's
 * location; and one request to the weather provider's archive.
 */
import { WEIGHT_CHART_POINTS } from '../../../shared/domain/hive-scales';
import { API_ERRORS } from '../../../shared/messages';
import {
  dailyChanges,
  detectNectarFlow,
  detectStarvationRisk,
  detectSwarms,
  downsample,
  fifteenMinuteMedians,
  matchSteps,
  weightSteps,
  type WeightPoint,
} from '../../../shared/rules/hive-weight';
import { utcOffsetIn } from '../../../shared/rules/reminders';
import type { HiveReading, HiveWeightChart } from '../../../shared/schemas/hive-scale';
import type { Caller } from '../caller';
import { NotFoundError } from '../errors';
import { logger } from '../logger';
import { weatherProvider } from '../weather/provider';
import { WeatherUnavailableError, type WeatherProvider } from '../weather/weather-provider';
import { ApiaryEntity } from './entities/apiary';
import { HiveEntity } from './entities/hive';
import { HiveScaleEntity } from './entities/hive-scale';
import { UserEntity } from './entities/user';
import { toHiveScale } from './hive-scales';
import { inScope } from './member-scope';
import { readingsOfHive } from './scale-readings';
import { datedRecordsOfHive, recordedMoments } from './hive-dated-records';
import { MINUTE_MS, HOUR_MS } from '../../../shared/domain/durations';

/**
 * The most pages (1 MB each) of the hive's scale days one chart reads: a year of four scales at 15 minutes is about
 * 2.8 MB (3 pages), at 5 minutes about 9. A hive with more is drawn from its first 12 MB of days, and a warning logged.
 */
export const SCALE_DAY_PAGES = 12;

type Measure = 'weightKg' | 'temperatureC' | 'humidityPercent';
type Range = { from: string; to: string };

/**
 * The chart of the caller's hive (404 for anyone else's, and for one outside a member's scope) from `from` through
 * `to` (UTC days, as the readings are kept). The weather comes from `weather` (the configured provider); where the
 * apiary has no location or the provider can't answer, it is null and the chart answers without it.
 */
export async function getHiveWeightChart(
  caller: Caller,
  hiveId: string,
  range: Range,
  weather: WeatherProvider = weatherProvider(),
): Promise<HiveWeightChart> {
  const { userId } = caller;
  const { data: hive } = await HiveEntity.get({ userId, hiveId }).go({ attributes: ['apiaryId'] });
  if (!hive || !inScope(caller, hive.apiaryId)) throw new NotFoundError(API_ERRORS.hiveNotFound);
  const [scales, readings, records, utcOffsetMinutes, weatherDays] = await Promise.all([
    HiveScaleEntity.query
      .scalesOfHive({ userId, hiveId })
      .go({ pages: 'all' })
      .then(({ data }) => data.map(toHiveScale)),
    readingsOfHive(userId, hiveId, range, { maxPages: SCALE_DAY_PAGES }),
    datedRecordsOfHive(userId, hiveId, range),
    utcOffsetOf(userId, range.to),
    weatherOfApiary(userId, hive.apiaryId, range, weather),
  ]);
  // Records are kept by calendar date: each is placed at the moment it was recorded, or at noon of its day.
  const noonOf = (date: string) =>
    new Date(Date.parse(date) + 12 * HOUR_MS - utcOffsetMinutes * MINUTE_MS).toISOString();
  const moments = recordedMoments(records, utcOffsetMinutes, noonOf).sort((a, b) => a.at.localeCompare(b.at));
  const series = scales.map((scale) => {
    const own = readings.filter((reading) => reading.scaleId === scale.id);
    const medians = (measure: Measure) => fifteenMinuteMedians(seriesOf(own, measure));
    return {
      scale,
      weightMedians: medians('weightKg'),
      temperatureC: downsample(medians('temperatureC'), WEIGHT_CHART_POINTS),
      humidityPercent: downsample(medians('humidityPercent'), WEIGHT_CHART_POINTS),
    };
  });
  const weighing = series.find(({ weightMedians }) => weightMedians.length > 0);
  const weighed = weighing?.weightMedians ?? [];
  const emptyHiveKg = weighing?.scale.emptyHiveKg;
  const { days, flows } = detectNectarFlow(dailyChanges(weighed, { utcOffsetMinutes }));
  return {
    from: range.from,
    to: range.to,
    scales: series.map(({ scale, weightMedians, temperatureC, humidityPercent }) => ({
      scale,
      weightKg: downsample(weightMedians, WEIGHT_CHART_POINTS),
      temperatureC,
      humidityPercent,
    })),
    steps: matchSteps(weightSteps(weighed), moments),
    swarms: detectSwarms(weighed, { utcOffsetMinutes, records: moments }),
    days,
    flows,
    // Without the scale's empty-hive weight the rule reads only the weekly loss (`watch`), never the stores left.
    starvation: detectStarvationRisk(weighed, emptyHiveKg === undefined ? {} : { emptyHiveKg }),
    records: moments,
    weather: weatherDays,
  };
}

/** One measure of one scale's readings as `{ at, weightKg }` points (the rules' shape), those without it left out. */
function seriesOf(readings: readonly HiveReading[], measure: Measure): WeightPoint[] {
  return readings.flatMap((reading) => {
    const value = reading[measure];
    return value === null ? [] : [{ at: reading.at, weightKg: value }];
  });
}

/** The beekeeper's UTC offset, in minutes, at the end of the range (`utcOffsetIn`). One GetItem. */
async function utcOffsetOf(userId: string, to: string): Promise<number> {
  const { data } = await UserEntity.get({ userId }).go({ attributes: ['timezone'] });
  return utcOffsetIn(data?.timezone, new Date(Date.parse(to) + 12 * HOUR_MS));
}

/**
 * The apiary's daily weather over the range's past days (one GetItem of its location, one request to the provider),
 * or null where it has no location or the provider can't answer (logged as a warning).
 */
async function weatherOfApiary(
  userId: string,
  apiaryId: string,
  { from, to }: Range,
  provider: WeatherProvider,
): Promise<HiveWeightChart['weather']> {
  const { data: apiary } = await ApiaryEntity.get({ userId, apiaryId }).go({ attributes: ['latitude', 'longitude'] });
  if (!apiary?.latitude || !apiary.longitude) return null;
  const today = new Date().toISOString().slice(0, 10);
  // The archive holds past days only; days to come have no history.
  if (from > today) return [];
  const location = { lat: Number(apiary.latitude), lon: Number(apiary.longitude) };
  try {
    return await provider.history(location, { from, to: to < today ? to : today });
  } catch (error) {
    if (!(error instanceof WeatherUnavailableError)) throw error;
    logger.warn('The weather provider could not answer the weight chart its history', {
      provider: provider.name,
      location,
      error,
    });
    return null;
  }
}
