import { describe, expect, it } from 'vitest';
import { decodeBeepBasePayload } from './beep-base';

// Golden payloads from comments in beepnl/BEEP ttn-payload-decoder.js, app/Traits/MeasurementLoRaDecoderTrait.php and
// app/Http/Controllers/Api/MeasurementController.php (KPN Things example); values by the PHP decoder's rules.
const hex = (text: string) => new Uint8Array(Buffer.from(text, 'hex'));

describe('decodeBeepBasePayload', () => {
  it('decodes battery, one weight sensor and the inside temperature', () => {
    expect(decodeBeepBasePayload(hex('1B0C4B0C44640A01012D2D040107D6'), 3)).toEqual({
      batteryVolts: 3.14,
      batteryPercent: 100,
      weightRaw: [77101],
      temperaturesC: [20.06],
    });
  });

  it('reads the weight as signed, skips the sound spectrum and treats an all-zero BME280 as absent', () => {
    const kpn = '1b0c6e0c6a640a01ffcd7304000c0a0946000300020002000200010001000100010001000007000000000000';
    expect(decodeBeepBasePayload(hex(kpn), 3)).toEqual({
      batteryVolts: 3.178,
      batteryPercent: 100,
      weightRaw: [-12941],
      temperaturesC: [],
    });
  });

  it('decodes two DS18B20 sensors in order', () => {
    const twoSensors =
      '1B0C1B0C0E640A01FFF69804020AD70ADD0C0A00FF005800120010000C000D000A000A00090008000707000000000000';
    expect(decodeBeepBasePayload(hex(twoSensors), 3)).toEqual({
      batteryVolts: 3.086,
      batteryPercent: 100,
      weightRaw: [-2408],
      temperaturesC: [27.75, 27.81],
    });
  });

  it('reads the BME280 when the base sends one', () => {
    // [derived] the first golden payload with a BME280 block: 21.5 °C, 63.25 %RH, 1013 hPa.
    const withBme = hex('1B0C4B0C44640A01012D2D040107D607086618B503F5');
    expect(decodeBeepBasePayload(withBme, 3)?.bme280).toEqual({
      temperatureC: 21.5,
      humidityPercent: 63.25,
      pressureHpa: 1013,
    });
  });

  it('answers no measurement for the other ports and for a payload cut short', () => {
    expect(decodeBeepBasePayload(hex('1B0C4B0C44640A01012D2D040107D6'), 2)).toBeNull();
    expect(decodeBeepBasePayload(hex('0100010003000402935685E6FFFF94540E01237A26A67D24D8EE1D000001'), 3)).toBeNull();
    expect(decodeBeepBasePayload(hex('1B0C4B0C44640A01012D'), 3)).toBeNull();
  });
});
