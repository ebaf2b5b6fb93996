/**
 * What a hive's scale tells its beekeeper unasked (docs: scale alerts), once its readings are stored:
 * - a swarm (`detectSwarms`): a drop in the readings of the last half hour that no inspection or harvest of that day
 *   explains, told once a local day at most per scale (the scale's `swarmAlertDay`, claimed by a conditional write in
 *   the transaction that writes the notice);
 * - the season's summary (`summarizeScaleSeason`): at a scale's first reading of a UTC day, and after an import, the
 *   season's gain, the flow under way and the starvation risk, kept on the hive (`scaleSummary`, its day in
 *   `scaleSummaryDay`, conditioned on the day as read) in the transaction that writes the notices of a flow that
 *   started or stores that became starving (`alertsOfSummary`: each change told once).
 * The account's owner hears (the scale is in their partition): a notice in the bell, and an e-mail in their language
 * unless they turned scale alerts off on their profile. Team members don't: an alert is the owner's to act on or pass
 * on, and a member has no settings of their own for the owner's e-mails.
 *
 * What an uplink costs in DynamoDB requests, on top of its own GetItem of the scale, UpdateItem of the day (which
 * answers the day's readings, ALL_NEW) and UpdateItem of the scale's last reading:
 * - normally nothing more;
 * - at a scale's first reading of a UTC day: GetItems of the hive and the beekeeper, and (unless the hive's summary is
 *   of that day already) of the apiary, one Query of the hive's days of the season (a page per MB: a season of one
 *   scale is under one), and one write of the hive (a transaction with the notices when it alerts);
 * - when the last half hour's readings drop by a swarm's weight at any hour: GetItems of the hive and the beekeeper
 *   (after an import, the same two as the summary's), and unless the scale told of a swarm that day already, a Query
 *   each of the hive's inspections and harvests of that day, and for a swarm one transaction of the scale's alert day
 *   and the notice.
 * Each alert also costs an e-mail.
 */
import type { EntityItem } from 'electrodb';
import { addDays, utcOffsetIn } from '../../../shared/rules/reminders';
import type { HiveAlertCode } from '../../../shared/domain/notification';
import { DEFAULT_USER_PREFERENCES } from '../../../shared/domain/user-preferences';
import { SOURCE_LOCALE } from '../../../shared/i18n/locales';
import { detectSwarms, type HiveRecordMoment, type WeightPoint } from '../../../shared/rules/hive-weight';
import {
  alertsOfSummary,
  seasonStartOf,
  summarizeScaleSeason,
  type ScaleSummary,
} from '../../../shared/rules/scale-summary';
import { hemisphereOf } from '../../../shared/rules/varroa';
import { honeySeasonOf } from '../../../shared/rules/yield-forecast';
import type { HiveReading } from '../../../shared/schemas/hive-scale';
import { logger } from '../logger';
import { mailer } from '../mail/provider';
import { reminderSettings } from '../reminders/reminder-settings';
import { hiveAlertEmail, hiveAlertWords, type HiveAlertFacts } from '../scale-alerts/scale-alert-email';
import { notificationWrites } from './admin-notices';
import { ApiaryEntity } from './entities/apiary';
import { HiveEntity } from './entities/hive';
import type { HiveScaleEntity } from './entities/hive-scale';
import { UserEntity } from './entities/user';
import { readingsOfScale } from './scale-readings';
import { datedRecordsOfHive, recordedMoments } from './hive-dated-records';
import { writeTransaction } from './transactions';
import { MINUTE_MS, DAY_MS } from '../../../shared/domain/durations';

type WeighingScale = Pick<
  EntityItem<typeof HiveScaleEntity>,
  'userId' | 'scaleId' | 'hiveId' | 'emptyHiveKg' | 'swarmAlertDay'
>;
interface HiveAlert {
  code: HiveAlertCode;
  facts: HiveAlertFacts;
}

/** A swarm's drop is measured within half an hour (`detectSwarms`): the readings an uplink's check looks at. */
const SWARM_WINDOW_MS = 30 * MINUTE_MS;
const NOON_MINUTES = 12 * 60;

/** The weights among readings, oldest first (a day's readings are kept in the order they arrived). */
function weightsOf(readings: readonly HiveReading[]): WeightPoint[] {
  return readings
    .flatMap(({ at, weightKg }) => (weightKg === null ? [] : [{ at, weightKg }]))
    .sort((a, b) => a.at.localeCompare(b.at));
}

const utcDayOf = (at: string) => at.slice(0, 10);

/** After an uplink's reading was added: `day` is its UTC day's readings of the scale as they now are. */
export async function noticeAfterUplink(scale: WeighingScale, day: readonly HiveReading[], at: string): Promise<void> {
  const hiveAndBeekeeper = readOnce(scale);
  await Promise.all([
    // The day's first reading: a new day for this scale, so yesterday's is complete.
    day.length === 1 ? summarizeSeason(scale, hiveAndBeekeeper, utcDayOf(at), { afterImport: false }) : undefined,
    watchForSwarm(scale, hiveAndBeekeeper, weightsOf(day), at),
  ]);
}

/** After an import added readings: the season's summary anew, and a swarm in the file's last half hour. */
export async function noticeAfterImport(scale: WeighingScale, newestAt: string, now = new Date()): Promise<void> {
  const newestDay = await readingsOfScale(scale, { from: utcDayOf(newestAt), to: utcDayOf(newestAt) });
  const hiveAndBeekeeper = readOnce(scale);
  await Promise.all([
    summarizeSeason(scale, hiveAndBeekeeper, utcDayOf(now.toISOString()), { afterImport: true }),
    watchForSwarm(scale, hiveAndBeekeeper, weightsOf(newestDay), newestAt),
  ]);
}

async function beekeeperOf(userId: string) {
  const { data } = await UserEntity.get({ userId }).go({
    attributes: ['email', 'language', 'units', 'timezone', 'scaleAlerts'],
  });
  return data;
}
type Beekeeper = Awaited<ReturnType<typeof beekeeperOf>>;

async function hiveOf({ userId, hiveId }: WeighingScale) {
  const { data } = await HiveEntity.get({ userId, hiveId }).go({
    attributes: ['hiveId', 'name', 'apiaryId', 'scaleSummary', 'scaleSummaryDay'],
    consistent: true,
  });
  return data;
}

/**
 * The scale's hive and beekeeper, read at the first ask and shared: after an import the season's summary and the
 * swarm check both need them (the swarm check only when the weight drops).
 */
function readOnce(scale: WeighingScale): () => Promise<[Hive, Beekeeper]> {
  let read: Promise<[Hive, Beekeeper]> | undefined;
  return () => (read ??= Promise.all([hiveOf(scale), beekeeperOf(scale.userId)]));
}
type Hive = Awaited<ReturnType<typeof hiveOf>>;

const localDayOf = (at: string, offsetMinutes: number) =>
  utcDayOf(new Date(Date.parse(at) + offsetMinutes * MINUTE_MS).toISOString());

/**
 * Checks the last half hour's weights for a swarm. The rule is first run as if it were midday (a drop at any hour),
 * so the beekeeper's clock and the hive's records are read only when there is a drop to explain.
 */
async function watchForSwarm(
  scale: WeighingScale,
  hiveAndBeekeeper: () => Promise<[Hive, Beekeeper]>,
  weights: readonly WeightPoint[],
  at: string,
): Promise<void> {
  const recent = weights.filter((point) => point.at <= at && Date.parse(point.at) >= Date.parse(at) - SWARM_WINDOW_MS);
  const [first] = recent;
  if (!first) return;
  const startMinutes = (Date.parse(first.at) % DAY_MS) / MINUTE_MS;
  if (detectSwarms(recent, { utcOffsetMinutes: NOON_MINUTES - startMinutes }).length === 0) return;

  const [hive, beekeeper] = await hiveAndBeekeeper();
  if (!hive) return;
  const utcOffsetMinutes = utcOffsetIn(beekeeper?.timezone, new Date(at));
  const localDay = localDayOf(at, utcOffsetMinutes);
  if (scale.swarmAlertDay !== undefined && scale.swarmAlertDay >= localDay) return;
  const records = await recordsOfDay(scale, { localDay, utcOffsetMinutes, dropAt: at });
  const [swarm] = detectSwarms(recent, { utcOffsetMinutes, records });
  if (!swarm) return;

  const alert: HiveAlert = {
    code: 'swarmSuspected',
    facts: { hiveId: hive.hiveId, hiveName: hive.name, kg: swarm.dropKg, days: 0 },
  };
  const { userId, scaleId } = scale;
  const cancellation = await writeTransaction((entities) => ({
    scale: entities.hiveScale
      .patch({ userId, scaleId })
      .set({ swarmAlertDay: localDay })
      .where(({ swarmAlertDay }, { notExists, lt }) => `${notExists(swarmAlertDay)} OR ${lt(swarmAlertDay, localDay)}`)
      .commit(),
    notifications: notificationWrites(entities, [userId], hiveAlertNotice(alert)),
  }));
  // Told already today (an uplink at the same moment), or the scale is gone.
  if (cancellation?.conditionFailed('scale')) return;
  if (cancellation) throw cancellation.unexpected('Telling a beekeeper of a swarm');
  await emailAlerts(beekeeper, [alert]);
}

/**
 * The hive's inspections and harvests of the beekeeper's `localDay` (a Query each), at the moment each was recorded.
 * A record written on another day than its own says nothing of its hour: it stands at the drop's moment, so an
 * inspection of that day entered later still explains it.
 */
async function recordsOfDay(
  { userId, hiveId }: WeighingScale,
  { localDay, utcOffsetMinutes, dropAt }: { localDay: string; utcOffsetMinutes: number; dropAt: string },
): Promise<HiveRecordMoment[]> {
  const records = await datedRecordsOfHive(userId, hiveId, { from: localDay, to: localDay }, [
    'inspections',
    'harvests',
  ]);
  return recordedMoments(records, utcOffsetMinutes, () => dropAt);
}

/**
 * The season's summary of the scale's readings before `asOf` (a UTC day), kept on the hive with the notices of what
 * changed. At a day's first reading it is made once per hive and day (a hive's second scale finds it done); after an
 * import it is made again, the summary read before being the one compared with.
 */
async function summarizeSeason(
  scale: WeighingScale,
  hiveAndBeekeeper: () => Promise<[Hive, Beekeeper]>,
  asOf: string,
  { afterImport }: { afterImport: boolean },
) {
  const [hive, beekeeper] = await hiveAndBeekeeper();
  if (!hive || (!afterImport && hive.scaleSummaryDay !== undefined && hive.scaleSummaryDay >= asOf)) return;
  const { data: apiary } = await ApiaryEntity.get({ userId: scale.userId, apiaryId: hive.apiaryId }).go({
    attributes: ['latitude'],
  });
  const hemisphere = hemisphereOf(apiary?.latitude);
  const season = honeySeasonOf(Number(asOf.slice(0, 4)), Number(asOf.slice(5, 7)), hemisphere);
  const readings = await readingsOfScale(scale, { from: seasonStartOf(season, hemisphere), to: addDays(asOf, -1) });
  const summary = summarizeScaleSeason(weightsOf(readings), {
    asOf,
    season,
    utcOffsetMinutes: utcOffsetIn(beekeeper?.timezone, new Date(`${asOf}T00:00:00.000Z`)),
    ...(scale.emptyHiveKg === undefined ? {} : { emptyHiveKg: scale.emptyHiveKg }),
  });
  const alerts = alertsOfSummary(hive.scaleSummary, summary).map((code): HiveAlert => ({
    code,
    facts: factsOf(code, summary, hive),
  }));
  const { userId } = scale;
  const summarizedDay = hive.scaleSummaryDay;
  const cancellation = await writeTransaction((entities) => ({
    hive: entities.hive
      .patch({ userId, hiveId: hive.hiveId })
      .set({ scaleSummary: summary, scaleSummaryDay: asOf })
      .where(({ scaleSummaryDay }, { notExists, eq }) =>
        summarizedDay === undefined ? notExists(scaleSummaryDay) : eq(scaleSummaryDay, summarizedDay),
      )
      .commit(),
    notifications: alerts.flatMap((alert) => notificationWrites(entities, [userId], hiveAlertNotice(alert))),
  }));
  // Summarized meanwhile (another scale of the hive, an import), or the hive is gone: that summary stands.
  if (cancellation?.conditionFailed('hive')) return;
  if (cancellation) throw cancellation.unexpected("Keeping a hive's scale summary");
  await emailAlerts(beekeeper, alerts);
}

function factsOf(
  code: Exclude<HiveAlertCode, 'swarmSuspected'>,
  summary: ScaleSummary,
  hive: { hiveId: string; name: string },
): HiveAlertFacts {
  const about = { hiveId: hive.hiveId, hiveName: hive.name };
  if (code === 'nectarFlowStarted') {
    const since = summary.flow?.since ?? summary.asOf;
    return { ...about, kg: summary.flow?.gainKg ?? 0, days: (Date.parse(summary.asOf) - Date.parse(since)) / DAY_MS };
  }
  return { ...about, kg: summary.starvation.storesKg ?? 0, days: summary.starvation.daysLeft ?? 0 };
}

/** The notice of an alert: its facts as params, and in English, kilograms, for the notices' own record. */
function hiveAlertNotice({ code, facts }: HiveAlert) {
  const { title, message } = hiveAlertWords(code, facts, { locale: SOURCE_LOCALE, units: 'metric' });
  return { type: 'hive_alert' as const, title, message, code, params: { ...facts } };
}

/**
 * E-mails the beekeeper their alerts (unless they turned them off on their profile), in their language and units.
 * A stage without the site's settings sends none; an e-mail that fails is logged, not tried again: the bell has it.
 */
async function emailAlerts(beekeeper: Beekeeper, alerts: readonly HiveAlert[]): Promise<void> {
  if (!beekeeper || beekeeper.scaleAlerts === false || alerts.length === 0) return;
  const settings = await reminderSettings();
  if (!settings) {
    logger.warn('Hive alert e-mails not sent: this stage has no site settings');
    return;
  }
  for (const { code, facts } of alerts) {
    const mail = hiveAlertEmail({
      to: beekeeper.email,
      code,
      facts,
      locale: beekeeper.language ?? SOURCE_LOCALE,
      units: beekeeper.units ?? DEFAULT_USER_PREFERENCES.units,
      siteUrl: settings.siteUrl,
    });
    await mailer()
      .send(mail)
      .catch((error: unknown) => {
        logger.error('A hive alert e-mail failed; the notification tells the beekeeper', {
          code,
          error: error as Error,
        });
      });
  }
}
