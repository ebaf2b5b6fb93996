import type { ProductionUnit } from '../domain/production';

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

function formatNumber(value: number, maximumFractionDigits: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);
}

/** '12.5 lbs', '5.7 kg', '113 g', '1 jar': one decimal at most, whole grams. */
export function formatQuantity(quantity: number, unit: ProductionUnit, system: UnitSystem): string {
  const shown = quantityInSystem(quantity, unit, system);
  if (shown.unit === 'jars') return `${formatNumber(shown.value, 0)} ${shown.value === 1 ? 'jar' : 'jars'}`;
  return `${formatNumber(shown.value, shown.unit === 'g' ? 0 : 1)} ${shown.unit}`;
}

/**
 * A weight kept in lbs (honey, sugar fed) in the beekeeper's units, its number written the way of `locale`:
 * '12.5 lbs', '5.7 kg', '5,7 kg' in German.
 */
export function formatWeight(lbs: number, system: UnitSystem, locale = 'en-US'): string {
  const unit = WEIGHT_INPUT_UNIT[system];
  return `${formatNumber(convertWeight(lbs, 'lbs', unit), 1, locale)} ${unit}`;
}

/** A range of weights kept in lbs, in whole units of the beekeeper's system: '40-60 lbs', '18-27 kg'. */
export function formatWeightRange(minLbs: number, maxLbs: number, system: UnitSystem): string {
  const unit = WEIGHT_INPUT_UNIT[system];
  const whole = (lbs: number) => formatNumber(convertWeight(lbs, 'lbs', unit), 0);
  return `${whole(minLbs)}-${whole(maxLbs)} ${unit}`;
}

/** Weather comes in °F and mph; these show it in the user's system, rounded. */
export function formatTemperature(fahrenheit: number, system: UnitSystem): string {
  return system === 'imperial' ? `${Math.round(fahrenheit)}°F` : `${Math.round(((fahrenheit - 32) * 5) / 9)}°C`;
}

/**
 * A figure from a label or the notes, kept in °F, with the other scale in brackets: the beekeeper's own first, so
 * '92 °F (33 °C)' in imperial and '33 °C (92 °F)' in metric.
 */
export function formatTemperatureBothScales(fahrenheit: number, system: UnitSystem): string {
  const celsius = `${Math.round(((fahrenheit - 32) * 5) / 9)} °C`;
  const inFahrenheit = `${Math.round(fahrenheit)} °F`;
  return system === 'imperial' ? `${inFahrenheit} (${celsius})` : `${celsius} (${inFahrenheit})`;
}

export function formatWindSpeed(mph: number, system: UnitSystem): string {
  return system === 'imperial' ? `${Math.round(mph)} mph` : `${Math.round(mph * KM_PER_MILE)} km/h`;
}

export function formatHumidity(percent: number): string {
  return `${Math.round(percent)}%`;
}

/** The unit a form asks a weight in: lbs in imperial, kg in metric. */
export const WEIGHT_INPUT_UNIT = { imperial: 'lbs', metric: 'kg' } as const satisfies Record<UnitSystem, WeightUnit>;
/** The unit a form asks a temperature in. */
export const TEMPERATURE_INPUT_UNIT = { imperial: '°F', metric: '°C' } as const satisfies Record<UnitSystem, string>;

/** A number as typed ('12.5', ' 3 '); undefined when blank or not a finite number. */
function parseNumber(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

/**
 * A weight typed in the beekeeper's unit (`WEIGHT_INPUT_UNIT`), in lbs as HiveKeeper stores it: converted, never
 * rounded, so showing it again gives back what was typed. Undefined when blank, not a number or negative.
 */
export function parseWeight(text: string, system: UnitSystem): number | undefined {
  const value = parseNumber(text);
  if (value === undefined || value < 0) return undefined;
  return convertWeight(value, WEIGHT_INPUT_UNIT[system], 'lbs');
}

/** A temperature typed in the beekeeper's unit, in °F as weather rules take it (unrounded); undefined if not a number. */
export function parseTemperature(text: string, system: UnitSystem): number | undefined {
  const value = parseNumber(text);
  if (value === undefined) return undefined;
  return system === 'imperial' ? value : (value * 9) / 5 + 32;
}
