/** Queens: their records, history and lineage. */
import { messageTable } from '../i18n/message-table';
export const QUEEN_VALIDATION = messageTable({
  queenNameRequired: 'Queen name is required',
  queenBirthYearRange: (max: number) => `Year of birth must be between 1990 and ${max}`,
  queenHeadingNeedsHive: 'A queen heading a colony needs its hive: choose the hive, or another status',
  queenOwnMother: 'A queen cannot be her own mother',
  queenMarkingMismatch: (year: number, expected: string, marking: string) =>
    `A queen born in ${year} is marked ${expected}; this one is marked ${marking}`,
} as const);

export const QUEEN_API_ERRORS = messageTable({
  hiveHeadedByQueen: (queen: string) =>
    `${queen} heads this hive on record: change her status on her page (sold, dead, caged...) before deleting the hive.`,
  queenNotFound: 'Queen not found',
  motherQueenNotFound: 'Mother queen not found',
  hiveHasQueen: 'This hive already has a queen at its head: record a requeen instead',
  queenHeadsHive: 'This queen heads a hive: change her status first (or record a requeen), then delete her',
  queenHasDaughters: 'This queen has daughters in her lineage: she cannot be deleted while they name her as mother',
} as const);

export const QUEEN_TOASTS = messageTable({
  queenCreated: 'Queen added',
  queenUpdated: 'Queen updated',
  queenDeleted: 'Queen deleted',
  queenCreateFailed: 'Failed to add queen',
  queenUpdateFailed: 'Failed to update queen',
  queenDeleteFailed: 'Failed to delete queen',
} as const);
