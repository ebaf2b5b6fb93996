import type { WeatherCondition } from '../schemas/weather';
import { BEEKEEPING_FIGURES } from './beekeeping-figures';

/** Temperatures in °F that shape the advice (spec section 9). */
export const WEATHER_ADVICE_TEMPS_F = {
  tooCold: BEEKEEPING_FIGURES.minHiveOpeningTempF,
  perfect: { min: 65, max: 80 },
  hot: 85,
} as const;

export const WEATHER_ADVICE = {
  tooCold: 'Too cold for inspections',
  wet: 'Not ideal for hive work',
  hot: 'Hot - inspect early morning',
  perfect: 'Perfect for inspections',
  good: 'Good for hive work',
} as const;
export type WeatherAdviceKind = keyof typeof WEATHER_ADVICE;

/** Rain in any form keeps the hive closed; snow counts too on the rare day it falls above 50 °F. */
const WET_CONDITIONS: readonly WeatherCondition[] = ['Drizzle', 'Rain', 'Thunderstorm', 'Snow'];

/**
 * What the weather means for hive work, from the temperature in °F and the condition (`weather[0].main`).
 * When several rules match, the one that keeps the bees safest wins: below 50 °F (never open a hive) first, then
 * wet weather, then heat above 85 °F, then 65-80 °F (inclusive) with a clear sky; anything else is good.
 */
export function weatherAdviceKind(tempF: number, condition: WeatherCondition): WeatherAdviceKind {
  const { tooCold, perfect, hot } = WEATHER_ADVICE_TEMPS_F;
  if (tempF < tooCold) return 'tooCold';
  if (WET_CONDITIONS.includes(condition)) return 'wet';
  if (tempF > hot) return 'hot';
  if (condition === 'Clear' && tempF >= perfect.min && tempF <= perfect.max) return 'perfect';
  return 'good';
}

/** The advice text the weather card shows. */
export function weatherAdvice(tempF: number, condition: WeatherCondition): string {
  return WEATHER_ADVICE[weatherAdviceKind(tempF, condition)];
}
