/** Harvest vocabulary without zod: the units' rules and the production schemas both read it. */
export const PRODUCTION_UNITS = ['lbs', 'kg', 'oz', 'jars'] as const;
export type ProductionUnit = (typeof PRODUCTION_UNITS)[number];

export const PRODUCT_TYPES = ['honey', 'wax', 'propolis', 'pollen', 'royal_jelly'] as const;
export type ProductType = (typeof PRODUCT_TYPES)[number];

export const PRODUCT_QUALITIES = ['premium', 'grade_a', 'grade_b', 'commercial'] as const;
export type ProductQuality = (typeof PRODUCT_QUALITIES)[number];
