import type { Translate } from '@/lib/i18n/catalog';
import { formatDate, formatNumber, LONG_DATE } from '@/lib/i18n/format';
import { currentLocale } from '@/lib/i18n/locale';
import { formatWeight, quantityInSystem, type UnitSystem } from '@shared/rules/units';
import type { ProductionRecord, ProductionUnit, ProductQuality, ProductType } from '@shared/schemas/production';
import type { productionMessages } from '../messages';

/** The production area's translate function (`useMessages(productionMessages)`). */
export type ProductionWords = Translate<NonNullable<typeof productionMessages.keys>>;

/** How the list, the summary and the form name each product. */
export const productLabel = (t: ProductionWords, product: ProductType) => t(`product.${product}`);

export const qualityLabel = (t: ProductionWords, quality: ProductQuality) => t(`quality.${quality}`);

/** A choice's labels keyed by value, for the form's selects. */
export const choiceLabels = <Value extends string>(
  values: readonly Value[],
  label: (value: Value) => string,
): Record<Value, string> => Object.fromEntries(values.map((value) => [value, label(value)])) as Record<Value, string>;

/** The form's name of a unit: lbs, kg and oz as Intl writes them everywhere, jars in the language shown. */
export const unitLabel = (t: ProductionWords, unit: ProductionUnit) => t(`unit.${unit}`);

/** A harvest's day as the list shows it: "June 12, 2026". */
export const harvestDateLabel = (date: string) => formatDate(date, LONG_DATE);

/**
 * How buttons and dialogs name one harvest: "Honey from Buttercup, June 12, 2026". The message names the product
 * itself (a select on its type), so a language can inflect it beside the hive's name.
 */
export const harvestLabel = (
  t: ProductionWords,
  record: Pick<ProductionRecord, 'productType' | 'hiveName' | 'harvestDate'>,
) =>
  t('harvestLabel', {
    product: record.productType,
    hive: record.hiveName,
    date: harvestDateLabel(record.harvestDate),
  });

/** A weight kept in lbs in the beekeeper's units, written the way of the language shown: "12.5 lbs", "5,7 kg". */
export const weightLabel = (lbs: number, system: UnitSystem) => formatWeight(lbs, system, currentLocale());

/** A quantity in `system` (jars stay jars, counted with the language's plural): "12.5 lbs", "113 g", "24 Gläser". */
export function quantityLabel(t: ProductionWords, quantity: number, unit: ProductionUnit, system: UnitSystem): string {
  const shown = quantityInSystem(quantity, unit, system);
  if (shown.unit === 'jars') return t('unit.jarCount', { count: shown.value });
  return `${formatNumber(shown.value, { maximumFractionDigits: shown.unit === 'g' ? 0 : 1 })} ${shown.unit}`;
}

/** The system a unit belongs to, so a quantity shows in the unit it was recorded in. */
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
export function recordedQuantity(
  t: ProductionWords,
  { quantity, unit }: Pick<ProductionRecord, 'quantity' | 'unit'>,
  system: UnitSystem,
): string {
  const recorded = quantityLabel(t, quantity, unit, RECORDED_SYSTEM[unit]);
  if (quantityInSystem(quantity, unit, system).unit === unit) return recorded;
  return `${recorded} (${quantityLabel(t, quantity, unit, system)})`;
}
