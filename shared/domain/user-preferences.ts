/**
 * A new beekeeper's preferences, apart from the zod schemas (`schemas/user.ts`): every signed-in screen reads them
 * through the unit system, and must not bring zod with it.
 */
import type { UserPreferences } from '../schemas/user';

/** Until they change one: imperial units and a Langstroth hive, as the spec starts. */
export const DEFAULT_USER_PREFERENCES = {
  units: 'imperial',
  defaultHiveType: 'langstroth',
  notifications: { taskReminders: true, treatmentReminders: true, productNews: false, scaleAlerts: true },
  timezone: null,
  language: null,
} as const satisfies UserPreferences;
