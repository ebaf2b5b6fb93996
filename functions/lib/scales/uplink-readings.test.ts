import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { parseTtnUplink, type TtnUplink } from './ttn-uplink';
import { readingsOfUplink } from './uplink-readings';

function fixture(name: string): TtnUplink {
  const uplink = parseTtnUplink(JSON.parse(readFileSync(new URL(`test-data/${name}`, import.meta.url), 'utf8')));
  if (!uplink) throw new Error(`${name} holds no uplink`);
  return uplink;
}

// [derived] The TTS docs' example with f_port 3 and the BEEP base payload 1B0C4B0C44640A01012D2D040107D6 (raw weight
// 77101, inside 20.06 °C), built as research §2.2 describes: not captured traffic.
const beepBaseUplink = fixture('beep-base-uplink.json');
const docsUplink = fixture('tts-docs-uplink.json');

const withDecodedPayload = (decoded: Record<string, unknown>): TtnUplink => ({
  ...docsUplink,
  uplink_message: { ...docsUplink.uplink_message, decoded_payload: decoded },
});

describe('readingsOfUplink', () => {
  it("makes a BEEP base's raw weight kilograms by its calibration, at the Network Server's time", () => {
    const reading = readingsOfUplink(beepBaseUplink, {
      kind: 'beep-base',
      calibration: { offset: 37101, kgPerUnit: 0.001 },
    });
    expect(reading).toEqual({ at: '2020-02-12T15:15:45.789Z', weightKg: expect.closeTo(40, 9), temperatureC: 20.06 });
  });

  it("takes the Application Server's time when the uplink has none of its own", () => {
    const uplinkMessage = { ...beepBaseUplink.uplink_message, received_at: undefined };
    const reading = readingsOfUplink(
      { ...beepBaseUplink, uplink_message: uplinkMessage },
      { kind: 'beep-base', calibration: { offset: 0, kgPerUnit: 0.0005 } },
    );
    expect(reading?.at).toBe('2020-02-12T15:15:46.014Z');
  });

  it('drops a weight no hive can have and keeps the temperature', () => {
    const reading = readingsOfUplink(beepBaseUplink, { kind: 'beep-base', calibration: { offset: 0, kgPerUnit: 1 } });
    expect(reading).toEqual({ at: '2020-02-12T15:15:45.789Z', temperatureC: 20.06 });
  });

  it('reads kilograms, degrees and humidity a TTN payload formatter decoded, ignoring the rest', () => {
    const reading = readingsOfUplink(
      withDecodedPayload({ weight_kg: 51.3, temperature_c: 35.2, humidity_percent: 58, battery_v: 3.9 }),
      { kind: 'ttn-decoded' },
    );
    expect(reading).toEqual({
      at: '2020-02-12T15:15:45.789Z',
      weightKg: 51.3,
      temperatureC: 35.2,
      humidityPercent: 58,
    });
  });

  it('is no reading when nothing left is a value a hive can have', () => {
    expect(readingsOfUplink(docsUplink, { kind: 'ttn-decoded' })).toBeNull();
    expect(
      readingsOfUplink(withDecodedPayload({ weight_kg: '51.3', temperature_c: 120, humidity_percent: 140 }), {
        kind: 'ttn-decoded',
      }),
    ).toBeNull();
    expect(readingsOfUplink(docsUplink, { kind: 'beep-base', calibration: { offset: 0, kgPerUnit: 1 } })).toBeNull();
  });
});
