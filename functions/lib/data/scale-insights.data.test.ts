import { vi } from 'vitest';

// The functions' configuration is read when a module loads: the sender and the site's settings come first.
vi.hoisted(() => {
  Object.assign(process.env, {
    MAIL_FROM: 'HiveKeeper <no-reply@hivekeeper.test>',
    REMINDERS_SECRET: 'scale-alerts-test-secret-of-at-least-32-characters',
    SITE_URL: 'https://hivekeeper.test',
  });
});

import { readFileSync } from 'node:fs';
import { SendEmailCommand, SESClient } from '@aws-sdk/client-ses';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import type { Apiary } from '../../../shared/schemas/apiary';
import type { Hive } from '../../../shared/schemas/hive';
import type { HiveScale, HiveScaleSecret, ReadingImportAnswer } from '../../../shared/schemas/hive-scale';
import type { InspectionInput } from '../../../shared/schemas/inspection';
import type { Notification } from '../../../shared/schemas/notification';
import type { YieldForecast } from '../../../shared/rules/yield-forecast';
import { addDays } from '../../../shared/rules/reminders';
import { beekeeper, setSubscription, type TestBeekeeper } from '../../test-support/api';
import { recordSentCommands } from '../../test-support/sent-commands';
import { HiveEntity } from './entities/hive';
import { receiveScaleUplink } from './hive-scales';

const ses = mockClient(SESClient);
beforeEach(() => {
  ses.reset();
  ses.on(SendEmailCommand).resolves({ MessageId: 'sent' });
});

const sentMails = () => ses.commandCalls(SendEmailCommand).map((call) => call.args[0].input);

/** The Things Stack docs' example uplink, as a TTN-decoded scale's formatter gives it, at `at` weighing `weightKg`. */
const ttsUplink = JSON.parse(
  readFileSync(new URL('../scales/test-data/tts-docs-uplink.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;
function decodedUplink(at: string, weightKg: number) {
  const message = ttsUplink.uplink_message as Record<string, unknown>;
  return {
    ...ttsUplink,
    received_at: at,
    uplink_message: { ...message, received_at: at, decoded_payload: { weight_kg: weightKg } },
  };
}

interface ScaledHive {
  who: TestBeekeeper;
  hive: Hive;
  scale: HiveScale;
  /** Sends the scale's uplink of `weightKg` at `at`, as The Things Network does. */
  weigh(at: string, weightKg: number): Promise<{ added: boolean }>;
}

async function scaledHive(who: TestBeekeeper, name = 'Buttercup', latitude = '51.5'): Promise<ScaledHive> {
  const apiary = await who.request<Apiary>('createApiary', { body: { name: 'Heath', location: 'Moor', latitude } });
  const hive = (await who.request<Hive>('createHive', { body: { name, apiaryId: apiary.body.id } })).body;
  const made = await who.request<HiveScaleSecret>('createHiveScale', {
    body: { hiveId: hive.id, name: 'Under the hive', kind: 'ttn-decoded' },
  });
  expect(made.statusCode).toBe(201);
  const { scale, secret } = made.body;
  return {
    who,
    hive,
    scale,
    weigh: (at, weightKg) =>
      receiveScaleUplink({ userId: who.userId, scaleId: scale.id }, secret, decodedUplink(at, weightKg)),
  };
}

async function proBeekeeper(): Promise<TestBeekeeper> {
  const who = beekeeper();
  await setSubscription(who, 'pro', 'active');
  return who;
}

async function notificationsOf(who: TestBeekeeper): Promise<Notification[]> {
  const answer = await who.request<Notification[]>('listNotifications');
  expect(answer.statusCode).toBe(200);
  return answer.body;
}

/** A swarm's day on the scale: steady at midday, then 2.4 kg below the half hour's first weight. */
async function swarmAt(scaled: ScaledHive, day: string, hour = '12') {
  await scaled.weigh(`${day}T${hour}:00:00Z`, 42);
  await scaled.weigh(`${day}T${hour}:15:00Z`, 42.1);
  await scaled.weigh(`${day}T${hour}:30:00Z`, 39.6);
}

describe('a swarm on the scale', () => {
  it('is told once: a notification the beekeeper lists, an e-mail, none for anyone else', async () => {
    const scaled = await scaledHive(await proBeekeeper());
    await swarmAt(scaled, '2026-05-02');

    const notices = await notificationsOf(scaled.who);
    expect(notices).toEqual([
      expect.objectContaining({
        type: 'hive_alert',
        code: 'swarmSuspected',
        params: { hiveId: scaled.hive.id, hiveName: 'Buttercup', kg: 2.4, days: 0 },
        title: 'Swarm suspected: Buttercup',
        read: false,
      }),
    ]);
    const mails = sentMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]?.Destination?.ToAddresses).toEqual([scaled.who.email]);
    expect(mails[0]?.Message?.Subject?.Data).toBe('HiveKeeper: Swarm suspected: Buttercup');
    // In the beekeeper's units (imperial until they choose), with the hive's page and how to stop them.
    const text = mails[0]?.Message?.Body?.Text?.Data ?? '';
    expect(text).toContain("Buttercup's scale dropped 5.3 lbs within half an hour");
    expect(text).toContain(`https://hivekeeper.test/hives/${scaled.hive.id}`);
    expect(text).toContain(
      'turn off "E-mail me my hive scales\' alerts" on your profile: https://hivekeeper.test/profile',
    );

    // Another beekeeper's bell has none of it, and can't mark it read.
    const other = await proBeekeeper();
    expect(await notificationsOf(other)).toEqual([]);
    expect((await other.requestFor('markNotificationRead', notices[0]?.id ?? '')).statusCode).toBe(404);
    expect((await scaled.who.requestFor('markNotificationRead', notices[0]?.id ?? '')).statusCode).toBe(200);
  });

  it('is told once a day: a second swarm that day neither notifies nor e-mails again; the next day does', async () => {
    const scaled = await scaledHive(await proBeekeeper());
    await swarmAt(scaled, '2026-05-03', '10');
    await swarmAt(scaled, '2026-05-03', '14');
    expect(await notificationsOf(scaled.who)).toHaveLength(1);
    expect(sentMails()).toHaveLength(1);

    await swarmAt(scaled, '2026-05-04', '11');
    expect(await notificationsOf(scaled.who)).toHaveLength(2);
    expect(sentMails()).toHaveLength(2);
  });

  it('is not told for a drop an hour after an inspection of that day; the same drop without one is', async () => {
    const who = await proBeekeeper();
    // The drop an hour from now, at midday on the beekeeper's clock (a zone whose noon it is then).
    const dropAt = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000 + 3_600_000);
    const hoursAhead = ((((12 - dropAt.getUTCHours() + 12) % 24) + 24) % 24) - 12;
    const timezone = hoursAhead === 0 ? 'Etc/UTC' : `Etc/GMT${hoursAhead > 0 ? '-' : '+'}${Math.abs(hoursAhead)}`;
    expect((await who.request('updateProfile', { body: { preferences: { timezone } } })).statusCode).toBe(200);
    const localDay = new Date(dropAt.getTime() + hoursAhead * 3_600_000).toISOString().slice(0, 10);

    const inspected = await scaledHive(who, 'Inspected');
    const inspection: InspectionInput = {
      hiveId: inspected.hive.id,
      inspectionDate: localDay,
      broodPattern: 3,
      temperament: 3,
      population: 3,
      foodStores: 3,
    };
    expect((await who.request('createInspection', { body: inspection })).statusCode).toBe(201);
    const left = await scaledHive(who, 'Left alone');
    const minutes = (offset: number) => new Date(dropAt.getTime() + offset * 60_000).toISOString();
    for (const scaled of [inspected, left]) {
      await scaled.weigh(minutes(-15), 45);
      await scaled.weigh(minutes(0), 45);
      await scaled.weigh(minutes(10), 42);
    }

    const notices = await notificationsOf(who);
    expect(notices.map(({ params }) => params?.hiveName)).toEqual(['Left alone']);
    expect(sentMails()).toHaveLength(1);
  });
});

describe("an uplink's cost", () => {
  it('is one GetItem and two UpdateItems for a reading with nothing to tell', async () => {
    const scaled = await scaledHive(await proBeekeeper());
    await scaled.weigh('2026-05-05T08:00:00Z', 40);
    const sent = recordSentCommands();
    await scaled.weigh('2026-05-05T08:15:00Z', 40.1);
    expect(sent).toEqual(['GetItemCommand', 'UpdateItemCommand', 'UpdateItemCommand']);
  });

  it("adds, at a scale's first reading of a day, three GetItems, one Query and one write", async () => {
    const scaled = await scaledHive(await proBeekeeper());
    await scaled.weigh('2026-05-05T23:45:00Z', 40);
    const sent = recordSentCommands();
    await scaled.weigh('2026-05-06T00:00:00Z', 40.1);
    expect(sent.slice(0, 3)).toEqual(['GetItemCommand', 'UpdateItemCommand', 'UpdateItemCommand']);
    expect(sent.slice(3).sort()).toEqual([
      'GetItemCommand',
      'GetItemCommand',
      'GetItemCommand',
      'QueryCommand',
      'TransactWriteItemsCommand',
    ]);
  });
});

describe("the season's summary", () => {
  /** Four readings a day from 1 June this year, each 0.3 kg up on the one before: a moderate flow. */
  async function gainingDays(scaled: ScaledHive, year: number, days: number) {
    let weightKg = 40;
    for (let day = 1; day <= days; day++) {
      for (const hour of ['00', '06', '12', '18']) {
        await scaled.weigh(`${year}-06-0${day}T${hour}:00:00Z`, weightKg);
        weightKg = Math.round((weightKg + 0.3) * 10) / 10;
      }
    }
  }

  it("is kept on the hive at a day's first reading, tells of a flow once, and feeds the yield forecast", async () => {
    const who = await proBeekeeper();
    const scaled = await scaledHive(who);
    const year = new Date().getUTCFullYear();
    await gainingDays(scaled, year, 4);

    const { data: hive } = await HiveEntity.get({ userId: who.userId, hiveId: scaled.hive.id }).go();
    expect(hive?.scaleSummaryDay).toBe(`${year}-06-04`);
    expect(hive?.scaleSummary).toEqual({
      asOf: `${year}-06-04`,
      season: year,
      seasonGainKg: 3.3,
      flow: { since: `${year}-06-01`, gainKg: 2.7 },
      starvation: { risk: 'none' },
    });
    const flowNotices = (await notificationsOf(who)).filter(({ code }) => code === 'nectarFlowStarted');
    expect(flowNotices).toEqual([
      expect.objectContaining({ params: { hiveId: scaled.hive.id, hiveName: 'Buttercup', kg: 2.7, days: 3 } }),
    ]);
    expect(sentMails().map((mail) => mail.Message?.Subject?.Data)).toEqual(['HiveKeeper: Nectar flow: Buttercup']);

    // The next day the same flow goes on: no second notice.
    await scaled.weigh(`${year}-06-05T00:00:00Z`, 45);
    expect((await notificationsOf(who)).filter(({ code }) => code === 'nectarFlowStarted')).toHaveLength(1);

    const forecast = await who.request<YieldForecast>('getYieldForecast');
    // 4.5 kg gained by the 5th (steps aside): 9.9 lbs of honey made at least.
    expect(forecast.body.inputs).toContainEqual({ key: 'scale_gain', hives: 1, lbs: 9.9 });
    expect(forecast.body.hives[0]?.lowLbs).toBeGreaterThanOrEqual(9.9);
  });
});

describe('stores running low', () => {
  it("are told when the scale's stores (weight less the empty hive) become starving, and not again", async () => {
    const who = await proBeekeeper();
    const scaled = await scaledHive(who);
    const emptied = await who.requestFor<HiveScale>('updateHiveScale', scaled.scale.id, {
      body: { name: 'Under the hive', emptyHiveKg: 25 },
    });
    expect(emptied.body).toMatchObject({ emptyHiveKg: 25 });
    // Winter days losing 0.5 kg each from 37 kg: 12 kg of stores, under 10 kg by the 5th's noon.
    for (let day = 1; day <= 9; day++) {
      await scaled.weigh(`2026-12-0${day}T00:00:00Z`, 37 - (day - 1) * 0.5);
      await scaled.weigh(`2026-12-0${day}T12:00:00Z`, 37 - (day - 1) * 0.5 - 0.25);
    }
    const starving = (await notificationsOf(who)).filter(({ code }) => code === 'starvationRisk');
    expect(starving).toEqual([
      expect.objectContaining({ params: { hiveId: scaled.hive.id, hiveName: 'Buttercup', kg: 9.75, days: 0 } }),
    ]);
    expect(starving[0]?.message).toBe("Buttercup's stores are down to about 9.8 kg. Feed the colony now.");
    expect(sentMails().map((mail) => mail.Message?.Subject?.Data)).toEqual([
      'HiveKeeper: Stores running low: Buttercup',
    ]);

    // Forgotten, the empty weight no longer reads stores.
    const forgotten = await who.requestFor<HiveScale>('updateHiveScale', scaled.scale.id, {
      body: { name: 'Under the hive', emptyHiveKg: null },
    });
    expect(forgotten.body).not.toHaveProperty('emptyHiveKg');
    const refused = await who.requestFor('updateHiveScale', scaled.scale.id, {
      body: { name: 'Under the hive', emptyHiveKg: 250 },
    });
    expect(refused).toMatchObject({
      statusCode: 400,
      body: { errors: { emptyHiveKg: ["Give the empty hive's weight in kilograms, from 0 to 200"] } },
    });
  });
});

describe('an import', () => {
  it("summarizes the season at its end and tells of a flow in it; the beekeeper who turned e-mails off isn't mailed", async () => {
    const who = await proBeekeeper();
    expect(
      (await who.request('updateProfile', { body: { preferences: { notifications: { scaleAlerts: false } } } }))
        .statusCode,
    ).toBe(200);
    // The four days before today, in a season that began before them (the southern one in early January).
    const today = new Date().toISOString().slice(0, 10);
    const scaled = await scaledHive(who, 'Buttercup', today.slice(5) <= '01-05' ? '-41.3' : '51.5');
    const lines = ['timestamp,weight_kg,temperature_c,humidity_percent'];
    for (let day = 1; day <= 4; day++) {
      for (const [hour, gain] of [
        ['00', 0],
        ['12', 0.5],
        ['23', 1],
      ] as const) {
        lines.push(`${addDays(today, day - 5)}T${hour}:00:00Z,${40 + day + gain},34,60`);
      }
    }
    const imported = await who.requestFor<ReadingImportAnswer>('importHiveScaleReadings', scaled.scale.id, {
      body: { format: 'hivekeeper-csv', text: lines.join('\n') },
    });
    expect(imported.body).toMatchObject({ added: 12 });

    const { data: hive } = await HiveEntity.get({ userId: who.userId, hiveId: scaled.hive.id }).go();
    expect(hive?.scaleSummary).toMatchObject({ asOf: today, seasonGainKg: 4, flow: { since: addDays(today, -4) } });
    expect((await notificationsOf(who)).map(({ code }) => code)).toEqual(['nectarFlowStarted']);
    expect(sentMails()).toEqual([]);
  });
});
