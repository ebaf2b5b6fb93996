/** The demo scale: Golden Comb weighed through a year (`scale-season.ts`), its readings imported as a file. */
import type { HiveScaleSecret } from '../../../shared/schemas/hive-scale';
import { apiPath } from '../../../functions/api-path';
import { routes } from '../../../functions/routes';
import { DEMO_EMPTY_HIVE_KG, demoScaleSeason } from './scale-season';
import { demoIdOf, type DemoSeedContext } from './seeding-api';

const CSV_HEADER = 'timestamp,weight_kg,temperature_c,humidity_percent';
/** A month of readings a file, as a beekeeper might export them (a year's file is two imports' worth). */
const READINGS_PER_FILE = 31 * 96;

/** Adds the scale and imports its year in HiveKeeper's own CSV, a month a file. */
export async function seedScales({ beekeeperApi: api, ids }: DemoSeedContext): Promise<void> {
  const { scale } = (await api(routes.createHiveScale.method, apiPath(routes.createHiveScale), {
    hiveId: demoIdOf(ids, 'Golden Comb'),
    name: 'Golden Comb scale',
    kind: 'ttn-decoded',
    emptyHiveKg: DEMO_EMPTY_HIVE_KG,
  })) as HiveScaleSecret;
  const lines = demoScaleSeason().map(
    ({ at, weightKg, temperatureC, humidityPercent }) => `${at},${weightKg},${temperatureC},${humidityPercent}`,
  );
  for (let start = 0; start < lines.length; start += READINGS_PER_FILE) {
    const text = [CSV_HEADER, ...lines.slice(start, start + READINGS_PER_FILE)].join('\n');
    await api(routes.importHiveScaleReadings.method, apiPath(routes.importHiveScaleReadings, { id: scale.id }), {
      format: 'hivekeeper-csv',
      text,
    });
  }
}
