/** The kinds of treatment record, without zod: the treatment entity reads them. */
export const TREATMENT_TYPES = ['varroa', 'nosema', 'medication', 'feeding', 'prevention', 'other'] as const;
export type TreatmentType = (typeof TREATMENT_TYPES)[number];
