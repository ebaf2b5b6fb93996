/** The dashboard's periods without zod: the metrics read them as the answer's schema does. */

/** How many months `honeyByMonth` holds: the Honey Production Trend's longest period. */
export const HONEY_TREND_MONTHS = 12;
