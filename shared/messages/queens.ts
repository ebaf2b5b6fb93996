/** Queens: their records, history and lineage. */
export const QUEEN_VALIDATION = {
  queenNameRequired: 'Queen name is required',
  queenBirthYearRange: (max: number) => `Year of birth must be between 1990 and ${max}`,
} as const;

export const QUEEN_API_ERRORS = {
  queenNotFound: 'Queen not found',
} as const;

export const QUEEN_TOASTS = {} as const;
