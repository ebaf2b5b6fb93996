/**
 * Hive scales through the gateway, as a beekeeper and The Things Network use them: a scale added to a hive with its
 * secret, uplinks sent to its webhook path with that secret (a TTN-decoded device's and a BEEP base's, the golden
 * messages of functions/lib/scales/test-data), a HiveScale SD card's file imported, and the hive's readings read back.
 */
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { SCALES_PER_HIVE } from '../../shared/domain/hive-scales';
import { API_ERRORS } from '../../shared/messages';
import { HIVE_SCALE_API_ERRORS, HIVE_SCALE_VALIDATION } from '../../shared/messages/hive-scales';
import type { Apiary } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import type { HiveReading, HiveScale, HiveScaleSecret, ReadingImportAnswer } from '../../shared/schemas/hive-scale';
import type { ApiCaller } from '../../infra/local/api-client';
import { apiAs, createUser, localStack } from '../../infra/local/test-support/integration-stack';

const testData = (file: string) =>
  readFileSync(new URL(`../../functions/lib/scales/test-data/${file}`, import.meta.url), 'utf8');
/** The Things Stack docs' example uplink, received 2020-02-12T15:15:45Z. */
const ttsUplink = JSON.parse(testData('tts-docs-uplink.json')) as Record<string, unknown>;
const beepBaseUplink = JSON.parse(testData('beep-base-uplink.json')) as Record<string, unknown>;

/** The docs' uplink as a TTN-decoded scale's formatter would give it, at another moment. */
function decodedUplink(at: string, weightKg: number) {
  const message = ttsUplink.uplink_message as Record<string, unknown>;
  return {
    ...ttsUplink,
    received_at: at,
    uplink_message: { ...message, received_at: at, decoded_payload: { weight_kg: weightKg, temperature_c: 34.2 } },
  };
}

async function hiveOf(api: ApiCaller, name = 'Scale hive'): Promise<Hive> {
  const apiary = (await api<Apiary>('POST', apiPath(routes.createApiary), { name: 'Heath', location: 'Moor' })).body;
  return (await api<Hive>('POST', apiPath(routes.createHive), { name, apiaryId: apiary.id })).body;
}

function addScale(api: ApiCaller, body: Record<string, unknown>) {
  return api<HiveScaleSecret & { message?: string; errors?: Record<string, string[]> }>(
    'POST',
    apiPath(routes.createHiveScale),
    body,
  );
}

/** An uplink as The Things Network's webhook sends it: the scale's path, its secret in the header. */
async function sendUplink(uplinkPath: string, secret: string, body: unknown) {
  const response = await fetch(`${localStack().app}${uplinkPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { added?: boolean; message?: string } };
}

const readingsOf = (api: ApiCaller, hiveId: string, from: string, to: string) =>
  api<HiveReading[] & { errors?: Record<string, string[]> }>(
    'GET',
    apiPath(routes.listHiveReadings, { id: hiveId }, { from, to }),
  );

describe('hive scales through the gateway', () => {
  let pro: ApiCaller;

  beforeAll(async () => {
    // Admins have Pro access, as Pro subscribers do.
    pro = apiAs(await createUser({ admin: true, label: 'pro-scales' }));
  });

  it("keeps a TTN-decoded scale's uplinks once each, with its secret only, and reads them back", async () => {
    const hive = await hiveOf(pro);
    const made = await addScale(pro, { hiveId: hive.id, name: 'Under the hive', kind: 'ttn-decoded' });
    expect(made.status).toBe(201);
    const { scale, secret, uplinkPath } = made.body;
    expect(scale).toMatchObject({ hiveId: hive.id, kind: 'ttn-decoded', lastReadingAt: null });
    // The list never shows the secret.
    const listed = await pro<HiveScale[]>('GET', apiPath(routes.listHiveScales, { id: hive.id }));
    expect(listed.body).toEqual([scale]);
    expect(JSON.stringify(listed.body)).not.toContain(secret);

    const first = decodedUplink('2026-05-01T09:00:00Z', 41.2);
    expect(await sendUplink(uplinkPath, secret, first)).toEqual({ status: 200, body: { added: true } });
    // The network sends it again: kept once.
    expect(await sendUplink(uplinkPath, secret, first)).toEqual({ status: 200, body: { added: false } });
    expect((await sendUplink(uplinkPath, secret, decodedUplink('2026-05-01T09:15:00Z', 41.4))).body).toEqual({
      added: true,
    });
    // Without the secret, or with another scale's: refused, nothing kept.
    expect(await sendUplink(uplinkPath, 'not-the-secret', decodedUplink('2026-05-01T09:30:00Z', 1))).toEqual({
      status: 401,
      body: expect.objectContaining({ message: HIVE_SCALE_API_ERRORS.scaleSecretWrong }),
    });
    expect((await sendUplink(uplinkPath, secret, { hello: 'world' })).status).toBe(400);
    // A join, not an uplink: accepted, nothing kept.
    const join = { end_device_ids: ttsUplink.end_device_ids, join_accept: { received_at: '2026-05-01T08:00:00Z' } };
    expect(await sendUplink(uplinkPath, secret, join)).toEqual({ status: 200, body: { added: false } });

    const readings = await readingsOf(pro, hive.id, '2026-05-01', '2026-05-01');
    expect(readings.body).toEqual([
      { scaleId: scale.id, at: '2026-05-01T09:00:00.000Z', weightKg: 41.2, temperatureC: 34.2, humidityPercent: null },
      { scaleId: scale.id, at: '2026-05-01T09:15:00.000Z', weightKg: 41.4, temperatureC: 34.2, humidityPercent: null },
    ]);
    const shown = await pro<HiveScale[]>('GET', apiPath(routes.listHiveScales, { id: hive.id }));
    expect(shown.body[0]?.lastReadingAt).toBe('2026-05-01T09:15:00.000Z');

    const renamed = await pro<HiveScale>('PUT', apiPath(routes.updateHiveScale, { id: scale.id }), { name: 'Stand 2' });
    expect(renamed.body).toMatchObject({ name: 'Stand 2', hiveId: hive.id, kind: 'ttn-decoded' });
    // A new secret: the old one stops at once.
    const renewed = await pro<HiveScaleSecret>('POST', apiPath(routes.renewHiveScaleSecret, { id: scale.id }));
    expect(renewed.body.secret).not.toBe(secret);
    const next = decodedUplink('2026-05-01T09:30:00Z', 41.5);
    expect((await sendUplink(uplinkPath, secret, next)).status).toBe(401);
    expect((await sendUplink(renewed.body.uplinkPath, renewed.body.secret, next)).body).toEqual({ added: true });
  });

  it("turns a BEEP base's raw weight into kilograms by its calibration", async () => {
    const hive = await hiveOf(pro);
    const made = await addScale(pro, {
      hiveId: hive.id,
      name: 'BEEP base',
      kind: 'beep-base',
      calibration: { offset: 37101, kgPerUnit: 0.001 },
    });
    expect(made.status).toBe(201);
    const { secret, uplinkPath, scale } = made.body;
    expect((await sendUplink(uplinkPath, secret, beepBaseUplink)).body).toEqual({ added: true });
    const [reading] = (await readingsOf(pro, hive.id, '2020-02-12', '2020-02-12')).body;
    // Raw 77101 less the empty scale's 37101, a gram a unit: 40 kg; the DS18B20 inside read 20.06 °C.
    expect(reading).toMatchObject({ scaleId: scale.id, temperatureC: 20.06 });
    expect(reading?.weightKg).toBeCloseTo(40, 6);
  });

  it('imports a HiveScale SD card once: a second import adds nothing', async () => {
    const hive = await hiveOf(pro);
    const { scale } = (await addScale(pro, { hiveId: hive.id, name: 'HiveScale 1', kind: 'file' })).body;
    const file = { format: 'hivescale-ndjson', text: testData('hivescale-docs.ndjson'), channel: 1 };
    const importOnce = () =>
      pro<ReadingImportAnswer>('POST', apiPath(routes.importHiveScaleReadings, { id: scale.id }), file);
    const first = await importOnce();
    expect(first.status).toBe(200);
    expect(first.body.added).toBeGreaterThan(0);
    const second = await importOnce();
    expect(second.body).toEqual({ added: 0, alreadyThere: first.body.added, skipped: first.body.skipped });
    const readings = (await readingsOf(pro, hive.id, '2025-01-01', '2025-01-31')).body;
    expect(readings.map(({ at }) => at)).toEqual(['2025-01-15T14:30:45.000Z', '2025-01-15T14:40:45.000Z']);

    const unreadable = await pro<{ errors: Record<string, string[]> }>(
      'POST',
      apiPath(routes.importHiveScaleReadings, { id: scale.id }),
      { format: 'hivekeeper-csv', text: 'not,a,header\n1,2,3' },
    );
    expect(unreadable).toMatchObject({
      status: 400,
      body: { errors: { text: [HIVE_SCALE_API_ERRORS.readingFileUnreadable] } },
    });
  });

  it('deletes a scale with its readings, and a hive with its scales', async () => {
    const hive = await hiveOf(pro);
    const { scale, secret, uplinkPath } = (
      await addScale(pro, { hiveId: hive.id, name: 'Gone soon', kind: 'ttn-decoded' })
    ).body;
    await sendUplink(uplinkPath, secret, decodedUplink('2026-06-01T10:00:00Z', 30));
    expect((await pro('DELETE', apiPath(routes.deleteHiveScale, { id: scale.id }))).status).toBe(204);
    expect((await readingsOf(pro, hive.id, '2026-06-01', '2026-06-01')).body).toEqual([]);
    expect((await sendUplink(uplinkPath, secret, decodedUplink('2026-06-01T10:15:00Z', 30))).status).toBe(401);

    const other = (await addScale(pro, { hiveId: hive.id, name: 'On the hive', kind: 'ttn-decoded' })).body;
    await sendUplink(other.uplinkPath, other.secret, decodedUplink('2026-06-02T10:00:00Z', 31));
    expect((await pro('DELETE', apiPath(routes.deleteHive, { id: hive.id }))).status).toBe(204);
    expect((await sendUplink(other.uplinkPath, other.secret, decodedUplink('2026-06-02T10:15:00Z', 31))).status).toBe(
      401,
    );
  });

  it(`takes at most ${SCALES_PER_HIVE} scales a hive, and refuses others' hives, bad input and free beekeepers`, async () => {
    const hive = await hiveOf(pro);
    for (let index = 0; index < SCALES_PER_HIVE; index++) {
      expect((await addScale(pro, { hiveId: hive.id, name: `Sensor ${index}`, kind: 'ttn-decoded' })).status).toBe(201);
    }
    expect(await addScale(pro, { hiveId: hive.id, name: 'One too many', kind: 'ttn-decoded' })).toMatchObject({
      status: 409,
      body: { message: HIVE_SCALE_API_ERRORS.scalesPerHive },
    });
    expect(await addScale(pro, { hiveId: hive.id, name: 'No calibration', kind: 'beep-base' })).toMatchObject({
      status: 400,
      body: { errors: { calibration: [HIVE_SCALE_VALIDATION.calibrationRequired] } },
    });
    expect((await readingsOf(pro, hive.id, '2026-01-01', '2027-06-01')).status).toBe(400);

    const other = apiAs(await createUser({ admin: true, label: 'other-scales' }));
    expect(await addScale(other, { hiveId: hive.id, name: 'Not mine', kind: 'ttn-decoded' })).toMatchObject({
      status: 404,
      body: { message: API_ERRORS.hiveNotFound },
    });
    expect((await readingsOf(other, hive.id, '2026-01-01', '2026-01-31')).status).toBe(404);

    const free = apiAs(await createUser({ label: 'free-scales' }));
    const freeHive = await hiveOf(free);
    expect(await addScale(free, { hiveId: freeHive.id, name: 'Pro only', kind: 'ttn-decoded' })).toMatchObject({
      status: 402,
      body: { message: API_ERRORS.proRequired },
    });
  });
});
