import type { ProductionRecord } from '../schemas/production';
import { convertWeight, isWeightUnit } from './units';

export interface ProductionSummary {
  /** Honey harvested, in lbs (to the hundredth). */
  totalHoneyLbs: number;
  /** totalHoneyLbs divided by the hive count, to one decimal; 0 without hives. */
  averageHoneyPerHiveLbs: number;
}

/**
 * The production screen's summary. Only honey counts; honey recorded in kg or oz is converted to lbs (it is the
 * same harvest in another unit), and honey counted in jars is left out (a jar has no fixed weight).
 */
export function productionSummary(
  records: readonly Pick<ProductionRecord, 'productType' | 'quantity' | 'unit'>[],
  hiveCount: number,
): ProductionSummary {
  const totalLbs = records.reduce(
    (sum, { productType, quantity, unit }) =>
      productType === 'honey' && isWeightUnit(unit) ? sum + convertWeight(quantity, unit, 'lbs') : sum,
    0,
  );
  return {
    totalHoneyLbs: Math.round(totalLbs * 100) / 100,
    averageHoneyPerHiveLbs: hiveCount > 0 ? Math.round((totalLbs / hiveCount) * 10) / 10 : 0,
  };
}
