import { countOf } from '../count-of';
import { FREE_PLAN_LIMITS } from '../plans';

/**
 * What the free plan includes, as the landing page and the pricing page list it. The limits are written from
 * `FREE_PLAN_LIMITS`, so the copy says what the server enforces.
 */
export const FREE_PLAN_FEATURES = [
  `Up to ${countOf(FREE_PLAN_LIMITS.hives, 'hive', 'hives')}`,
  countOf(FREE_PLAN_LIMITS.apiaries, 'apiary', 'apiaries'),
  'Inspection records',
  'Treatment reminders',
  'Task schedule',
  'Weather advice for hive work',
] as const;
