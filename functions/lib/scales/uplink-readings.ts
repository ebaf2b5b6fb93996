/** The reading in a device's uplink, by the kind of scale the beekeeper set up. */
import type { ScaleReading } from '../../../shared/domain/hive-scales';
import { decodeBeepBasePayload } from './beep-base';
import { boundedReading } from './reading-bounds';
import { frmPayloadBytes, type TtnUplink } from './ttn-uplink';

/** A BEEP base's raw weight becomes kilograms by its calibration; a TTN-decoded device sends kilograms. */
export type UplinkScale =
  { kind: 'beep-base'; calibration: { offset: number; kgPerUnit: number } } | { kind: 'ttn-decoded' };

/** The uplink's reading, or null when it carries no value a hive can have. */
export function readingsOfUplink(uplink: TtnUplink, scale: UplinkScale): ScaleReading | null {
  // The Network Server's time is nearest to when the device measured; the Application Server's is always there.
  const at = uplink.uplink_message.received_at ?? uplink.received_at;
  if (scale.kind === 'ttn-decoded') {
    const decoded = uplink.uplink_message.decoded_payload ?? {};
    return boundedReading(at, {
      weightKg: decoded.weight_kg,
      temperatureC: decoded.temperature_c,
      humidityPercent: decoded.humidity_percent,
    });
  }
  const measurement = decodeBeepBasePayload(frmPayloadBytes(uplink), uplink.uplink_message.f_port);
  if (!measurement) {
    return null;
  }
  const raw = measurement.weightRaw[0];
  const { offset, kgPerUnit } = scale.calibration;
  return boundedReading(at, {
    // BEEP's calibrated_measurement_value: (input - offset) * multi (beepnl/BEEP app/SensorDefinition.php).
    weightKg: raw === undefined ? undefined : (raw - offset) * kgPerUnit,
    temperatureC: measurement.temperaturesC[0],
    humidityPercent: measurement.bme280?.humidityPercent,
  });
}
