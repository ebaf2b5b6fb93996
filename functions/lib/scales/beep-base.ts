/**
 * A BEEP base's measurement message (f_port 3), decoded by the rules of BEEP's production decoder
 * (beepnl/BEEP app/Traits/MeasurementLoRaDecoderTrait.php, decode_beep_payload; layout also in
 * beepnl/BEEP ttn-payload-decoder.js). A sequence of tagged blocks, big-endian.
 */

/** The BEEP base sends its measurements on port 3 (ports 2 and 4 are start-up and alarm messages). */
export const BEEP_BASE_MEASUREMENT_PORT = 3;

const BLOCK = { battery: 0x1b, weight: 0x0a, ds18b20: 0x04, bme280: 0x07, fft: 0x0c } as const;

export interface BeepBaseMeasurement {
  batteryVolts?: number;
  batteryPercent?: number;
  /** Raw load-cell values (signed int24, per the PHP decoder's hexdecs), one per sensor: not kilograms. */
  weightRaw: number[];
  /** DS18B20 temperatures in °C; the first is inside the hive. */
  temperaturesC: number[];
  /** BME280, absent when the base sent all zeros (no sensor). */
  bme280?: { temperatureC: number; humidityPercent: number; pressureHpa: number };
}

/** The measurement in a BEEP base payload, or null when the port carries none or the payload is cut short. */
export function decodeBeepBasePayload(bytes: Uint8Array, fPort: number): BeepBaseMeasurement | null {
  if (fPort !== BEEP_BASE_MEASUREMENT_PORT || bytes[0] !== BLOCK.battery) {
    return null;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const measurement: BeepBaseMeasurement = { weightRaw: [], temperaturesC: [] };
  let at = 0;
  const need = (length: number): boolean => at + length <= bytes.length;
  while (at < bytes.length) {
    const tag = bytes[at];
    at += 1;
    if (tag === BLOCK.battery) {
      if (!need(5)) return null;
      // 1B vccH vccL vbatH vbatL pct: the battery is the second voltage, in millivolts.
      measurement.batteryVolts = view.getUint16(at + 2) / 1000;
      measurement.batteryPercent = view.getUint8(at + 4);
      at += 5;
    } else if (tag === BLOCK.weight) {
      if (!need(1)) return null;
      const count = view.getUint8(at);
      at += 1;
      if (!need(count * 3)) return null;
      for (let sensor = 0; sensor < count; sensor += 1, at += 3) {
        measurement.weightRaw.push(readInt24(view, at));
      }
    } else if (tag === BLOCK.ds18b20) {
      if (!need(1)) return null;
      const count = view.getUint8(at);
      at += 1;
      if (!need(count * 2)) return null;
      for (let sensor = 0; sensor < count; sensor += 1, at += 2) {
        measurement.temperaturesC.push(view.getInt16(at) / 100);
      }
    } else if (tag === BLOCK.fft) {
      // 0C nbins startbin stopbin, then nbins × uint16: the sound spectrum, which HiveKeeper does not keep.
      if (!need(3)) return null;
      const bins = view.getUint8(at);
      at += 3 + bins * 2;
      if (at > bytes.length) return null;
    } else if (tag === BLOCK.bme280) {
      if (!need(6)) return null;
      const temperature = view.getInt16(at);
      const humidity = view.getUint16(at + 2);
      const pressure = view.getUint16(at + 4);
      if (temperature !== 0 || humidity !== 0 || pressure !== 0) {
        measurement.bme280 = {
          temperatureC: temperature / 100,
          humidityPercent: humidity / 100,
          pressureHpa: pressure,
        };
      }
      at += 6;
    } else {
      // A block this decoder does not know: its length is unknown, so nothing after it can be read.
      break;
    }
  }
  return measurement;
}

function readInt24(view: DataView, at: number): number {
  const unsigned = (view.getUint8(at) << 16) | view.getUint16(at + 1);
  return unsigned & 0x800000 ? unsigned - 0x1000000 : unsigned;
}
