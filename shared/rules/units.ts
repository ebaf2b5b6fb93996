import type { ProductionUnit } from '../schemas/production';

/** The profile's unit preference: every weight, temperature and wind speed is shown in it. */
export const UNIT_SYSTEMS = ['imperial', 'metric'] as const;
export type UnitSystem = (typeof UNIT_SYSTEMS)[number];

export type WeightUnit = Exclude<ProductionUnit, 'jars'>;
/** Weights as shown: imperial lbs and oz, metric kg and g. */
export type DisplayWeightUnit = WeightUnit | 'g';

const KG_PER_LB = 0.45359237;
const OZ_PER_LB = 16;
const G_PER_KG = 1000;
const KM_PER_MILE = 1.609344;

const POUNDS_PER_UNIT: Record<DisplayWeightUnit, number> = {
  lbs: 1,
  oz: 1 / OZ_PER_LB,
  kg: 1 / KG_PER_LB,
  g: 1 / KG_PER_LB / G_PER_KG,
};

export function isWeightUnit(unit: ProductionUnit): unit is WeightUnit {
  return unit !== 'jars';
}

export function convertWeight(value: number, from: DisplayWeightUnit, to: DisplayWeightUnit): number {
  return (value * POUNDS_PER_UNIT[from]) / POUNDS_PER_UNIT[to];
}

/** The unit a recorded weight is shown in: kg becomes lbs in imperial; lbs becomes kg and oz becomes g in metric. */
const DISPLAY_UNIT: Record<UnitSystem, Record<WeightUnit, DisplayWeightUnit>> = {
  imperial: { lbs: 'lbs', oz: 'oz', kg: 'lbs' },
  metric: { lbs: 'kg', oz: 'g', kg: 'kg' },
};

/** A production quantity in the user's system; jars stay jars. */
export function quantityInSystem(
  quantity: number,
  unit: ProductionUnit,
  system: UnitSystem,
): { value: number; unit: DisplayWeightUnit | 'jars' } {
  if (!isWeightUnit(unit)) return { value: quantity, unit };
  const displayUnit = DISPLAY_UNIT[system][unit];
  return { value: convertWeight(quantity, unit, displayUnit), unit: displayUnit };
}

function formatNumber(value: number, maximumFractionDigits: number): string {
  return new Intl.NumberFormat('en-US', { maximumFractionDigits }).format(value);
}

/** '12.5 lbs', '5.7 kg', '113 g', '1 jar': one decimal at most, whole grams. */
export function formatQuantity(quantity: number, unit: ProductionUnit, system: UnitSystem): string {
  const shown = quantityInSystem(quantity, unit, system);
  if (shown.unit === 'jars') return `${formatNumber(shown.value, 0)} ${shown.value === 1 ? 'jar' : 'jars'}`;
  return `${formatNumber(shown.value, shown.unit === 'g' ? 0 : 1)} ${shown.unit}`;
}

/** Weather comes in °F and mph; these show it in the user's system, rounded. */
export function formatTemperature(fahrenheit: number, system: UnitSystem): string {
  return system === 'imperial' ? `${Math.round(fahrenheit)}°F` : `${Math.round(((fahrenheit - 32) * 5) / 9)}°C`;
}

export function formatWindSpeed(mph: number, system: UnitSystem): string {
  return system === 'imperial' ? `${Math.round(mph)} mph` : `${Math.round(mph * KM_PER_MILE)} km/h`;
}

export function formatHumidity(percent: number): string {
  return `${Math.round(percent)}%`;
}
