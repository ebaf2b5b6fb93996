import { format } from 'date-fns';
import { toDate } from '@shared/rules/calendar';
import { formatQuantity, quantityInSystem, type UnitSystem } from '@shared/rules/units';
import type { ProductionRecord, ProductionUnit, ProductQuality, ProductType } from '@shared/schemas/production';

/** How the list, the summary and the form name each product. */
export const PRODUCT_TYPE_LABELS = {
  honey: 'Honey',
  wax: 'Wax',
  propolis: 'Propolis',
  pollen: 'Pollen',
  royal_jelly: 'Royal jelly',
} as const satisfies Record<ProductType, string>;

export const PRODUCT_QUALITY_LABELS = {
  premium: 'Premium',
  grade_a: 'Grade A',
  grade_b: 'Grade B',
  commercial: 'Commercial',
} as const satisfies Record<ProductQuality, string>;

export const PRODUCTION_UNIT_LABELS = {
  lbs: 'lbs',
  kg: 'kg',
  oz: 'oz',
  jars: 'jars',
} as const satisfies Record<ProductionUnit, string>;

/** A harvest's day as the list shows it: "12 June 2026". */
export const harvestDateLabel = (date: string) => format(toDate(date), 'd MMMM yyyy');

/** How buttons and dialogs name one harvest: "Honey from Buttercup, 12 June 2026". */
export const harvestLabel = (record: Pick<ProductionRecord, 'productType' | 'hiveName' | 'harvestDate'>) =>
  `${PRODUCT_TYPE_LABELS[record.productType]} from ${record.hiveName}, ${harvestDateLabel(record.harvestDate)}`;

/** The system a unit belongs to, so `formatQuantity` shows a quantity in the unit it was recorded in. */
const RECORDED_SYSTEM = {
  lbs: 'imperial',
  oz: 'imperial',
  kg: 'metric',
  jars: 'imperial',
} as const satisfies Record<ProductionUnit, UnitSystem>;

/**
 * A harvest's quantity in the unit it was recorded in, and a weight also in the beekeeper's units when those
 * differ: "10 kg (22 lbs)", "12.5 lbs", "24 jars".
 */
export function recordedQuantity({ quantity, unit }: Pick<ProductionRecord, 'quantity' | 'unit'>, system: UnitSystem) {
  const recorded = formatQuantity(quantity, unit, RECORDED_SYSTEM[unit]);
  if (quantityInSystem(quantity, unit, system).unit === unit) return recorded;
  return `${recorded} (${formatQuantity(quantity, unit, system)})`;
}
