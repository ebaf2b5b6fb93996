/**
 * A hive's health label as its item keeps it (the dashboard's Colony Health counts it), from its latest inspection.
 */
import type { EntityItem } from 'electrodb';
import { HIVE_HEALTH_NOT_INSPECTED } from '../../../shared/domain/hive';
import { inspectionHealthLabel, type HealthReading } from '../../../shared/rules/health';
import { ApiaryEntity } from './entities/apiary';
import type { HiveEntity } from './entities/hive';

type HiveRecord = EntityItem<typeof HiveEntity>;

/**
 * The hive's health label once its latest inspection is `latest`: that inspection's, against the varroa threshold
 * of its month in the apiary's hemisphere (one Get of the apiary's latitude, made only when the latest changes), so
 * a southern colony's label agrees with its page's; 'Not inspected' when none is left.
 */
export async function healthStatusWith(
  hive: Pick<HiveRecord, 'userId' | 'apiaryId' | 'healthStatus'>,
  latest: HealthReading | null | 'unchanged',
): Promise<string> {
  if (latest === 'unchanged') return hive.healthStatus;
  if (latest === null) return HIVE_HEALTH_NOT_INSPECTED;
  const { data: apiary } = await ApiaryEntity.get({ userId: hive.userId, apiaryId: hive.apiaryId }).go({
    attributes: ['latitude'],
  });
  return inspectionHealthLabel(latest, { latitude: apiary?.latitude });
}
