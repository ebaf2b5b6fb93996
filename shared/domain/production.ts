/** Harvest vocabulary without zod: the units' rules and the production schemas both read it. */
export const PRODUCTION_UNITS = ['lbs', 'kg', 'oz', 'jars'] as const;
export type ProductionUnit = (typeof PRODUCTION_UNITS)[number];
