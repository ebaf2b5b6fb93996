import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MalformedUplinkError } from './errors';
import { frmPayloadBytes, parseTtnUplink } from './ttn-uplink';

// The Things Stack docs' example uplink, verbatim (TheThingsIndustries/lorawan-stack-docs
// doc/content/integrations/data-formats/_index.md @ 307211c054830b7c820c13ec93b9053c2891fe99).
const docsExample = JSON.parse(
  readFileSync(new URL('test-data/tts-docs-uplink.json', import.meta.url), 'utf8'),
) as Record<string, unknown>;

describe('parseTtnUplink', () => {
  it('reads the docs example, whose omitted f_port is port 0', () => {
    const uplink = parseTtnUplink(docsExample);
    expect(uplink).toMatchObject({
      end_device_ids: { device_id: 'dev1', dev_eui: '0004A30B001C0530' },
      received_at: '2020-02-12T15:15:46.014773143Z',
      uplink_message: {
        f_port: 0,
        frm_payload: 'gkHe',
        decoded_payload: { temperature: 1.0, luminosity: 0.64 },
        received_at: '2020-02-12T15:15:45.789585559Z',
      },
      simulated: false,
    });
    if (!uplink) throw new Error('the docs example holds an uplink');
    expect([...frmPayloadBytes(uplink)]).toEqual([0x82, 0x41, 0xde]);
  });

  it('keeps the mark of an uplink simulated in the console', () => {
    expect(parseTtnUplink({ ...docsExample, simulated: true })?.simulated).toBe(true);
  });

  it('answers null for a join-accept and downlink events, which carry no readings', () => {
    const ids = docsExample.end_device_ids;
    const receivedAt = docsExample.received_at;
    expect(
      parseTtnUplink({ end_device_ids: ids, received_at: receivedAt, join_accept: { received_at: receivedAt } }),
    ).toBeNull();
    expect(parseTtnUplink({ end_device_ids: ids, received_at: receivedAt, downlink_ack: { f_port: 1 } })).toBeNull();
  });

  it('throws a malformed-uplink error for a body that is no message', () => {
    expect(() => parseTtnUplink('uplink')).toThrow(MalformedUplinkError);
    expect(() => parseTtnUplink([docsExample])).toThrow(MalformedUplinkError);
    expect(() => parseTtnUplink({ hello: 'world' })).toThrow(/end_device_ids/);
    const withoutDevice = { ...docsExample, end_device_ids: undefined };
    expect(() => parseTtnUplink(withoutDevice)).toThrow(/end_device_ids/);
    const uplinkMessage = docsExample.uplink_message as Record<string, unknown>;
    expect(() =>
      parseTtnUplink({ ...docsExample, uplink_message: { ...uplinkMessage, frm_payload: 'not base64!' } }),
    ).toThrow(/frm_payload/);
    expect(() => parseTtnUplink({ ...docsExample, received_at: 'yesterday' })).toThrow(/received_at/);
  });
});
