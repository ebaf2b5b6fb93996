/**
 * The weather card's constants, apart from the zod schemas (`schemas/weather.ts`) so the dashboard's card doesn't
 * bring zod with it.
 */

/** The detailed card shows this many days after today, the first labelled Tomorrow (spec section 5). */
export const FORECAST_DAYS = 4;
