/** Where on Earth an apiary is, in decimal degrees (zod-free, so the UI can use the bounds for its inputs). */
export const LATITUDE = { min: -90, max: 90 } as const;
export const LONGITUDE = { min: -180, max: 180 } as const;
