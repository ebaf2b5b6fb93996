/**
 * The accounts `npm start` creates in the local user pool (and the README lists). Local only: the cloud pool has
 * no seeded accounts.
 */
export const DEMO_ACCOUNTS = {
  /** A Pro beekeeper with two apiaries and their hives. */
  beekeeper: { email: 'demo@hivekeeper.local', password: 'Honeycomb-Meadow-42!' },
  /** On the demo beekeeper's team as an editor: her account in the header's switcher. */
  member: { email: 'ana@hivekeeper.local', password: 'Brood-Frame-Editor-5%' },
  /** A member of the `admins` group (admin screens, Pro access). */
  admin: { email: 'admin@hivekeeper.local', password: 'Royal-Jelly-Admin-7#' },
} as const;
