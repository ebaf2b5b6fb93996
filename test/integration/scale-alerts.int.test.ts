/**
 * A hive scale's alerts through the gateway, as a beekeeper meets them: a Pro beekeeper (no admin) puts a scale on a
 * hive, The Things Network sends its uplinks to the webhook, a swarm's drop comes through, and the notice is in the
 * beekeeper's bell (`GET /api/notifications`) and the e-mail in the local SES stand-in's inbox, once.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiPath } from '../../functions/api-path';
import { routes } from '../../functions/routes';
import { TEST_CARD_TOKEN_PREFIX } from '../../shared/billing';
import type { Apiary } from '../../shared/schemas/apiary';
import type { Hive } from '../../shared/schemas/hive';
import type { HiveScaleSecret } from '../../shared/schemas/hive-scale';
import type { Notification } from '../../shared/schemas/notification';
import { apiAs, createUser, inboxFor, localStack } from '../../infra/local/test-support/integration-stack';

const ttsUplink = JSON.parse(
  readFileSync(new URL('../../functions/lib/scales/test-data/tts-docs-uplink.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

/** An uplink as The Things Network's webhook sends it: the scale's path, its secret in the header. */
async function weigh(made: HiveScaleSecret, at: string, weightKg: number) {
  const message = ttsUplink.uplink_message as Record<string, unknown>;
  const body = {
    ...ttsUplink,
    received_at: at,
    uplink_message: { ...message, received_at: at, decoded_payload: { weight_kg: weightKg } },
  };
  const response = await fetch(`${localStack().app}${made.uplinkPath}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${made.secret}` },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(200);
}

describe('a scale’s swarm alert through the gateway', () => {
  it("reaches the beekeeper's bell and inbox once, and no one else's bell", async () => {
    const keeper = await createUser({ label: 'scale-alerts' });
    const api = apiAs(keeper);
    expect(
      (
        await api('POST', apiPath(routes.createSubscription), {
          paymentMethod: `${TEST_CARD_TOKEN_PREFIX}4242424242424242`,
        })
      ).status,
    ).toBe(201);
    const apiary = (await api<Apiary>('POST', apiPath(routes.createApiary), { name: 'Heath', location: 'Moor' })).body;
    const hive = (await api<Hive>('POST', apiPath(routes.createHive), { name: 'Clover', apiaryId: apiary.id })).body;
    const made = (
      await api<HiveScaleSecret>('POST', apiPath(routes.createHiveScale), {
        hiveId: hive.id,
        name: 'Under Clover',
        kind: 'ttn-decoded',
      })
    ).body;

    await weigh(made, '2026-05-10T11:00:00Z', 44);
    await weigh(made, '2026-05-10T11:15:00Z', 44.1);
    await weigh(made, '2026-05-10T11:25:00Z', 41.5);
    // A second drop that afternoon: the day's alert was given.
    await weigh(made, '2026-05-10T15:00:00Z', 41.6);
    await weigh(made, '2026-05-10T15:10:00Z', 39.4);

    const listed = await api<Notification[]>('GET', apiPath(routes.listNotifications, {}, { unread: 'true' }));
    expect(listed.status).toBe(200);
    expect(listed.body).toEqual([
      expect.objectContaining({
        type: 'hive_alert',
        code: 'swarmSuspected',
        title: 'Swarm suspected: Clover',
        params: { hiveId: hive.id, hiveName: 'Clover', kg: 2.5, days: 0 },
      }),
    ]);
    const mails = await inboxFor(keeper.email);
    expect(mails.map(({ subject }) => subject)).toEqual(['HiveKeeper: Swarm suspected: Clover']);
    expect(mails[0]?.body.text).toContain(`/hives/${hive.id}`);

    const neighbour = await createUser({ label: 'scale-neighbour' });
    expect((await apiAs(neighbour)('GET', apiPath(routes.listNotifications))).body).toEqual([]);
  });
});
