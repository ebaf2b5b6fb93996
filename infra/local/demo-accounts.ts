/**
 * The accounts `npm start` creates in the local user pool (and the README lists). Local only: the cloud pool has
 * no seeded accounts.
 */
export const DEMO_ACCOUNTS = {
  /** A Pro beekeeper with two apiaries and their hives. */
  beekeeper: { email: 'demo@hivekeeper.local', password: 'Honeycomb-Meadow-42!' },
  /** A member of the `admins` group (admin screens, Pro access). */
  admin: { email: 'admin@hivekeeper.local', password: 'Royal-Jelly-Admin-7#' },
} as const;
