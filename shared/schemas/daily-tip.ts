import * as z from 'zod';

/** The four seasons of the northern-hemisphere calendar the spec uses (see rules/season). */
export const SEASONS = ['spring', 'summer', 'fall', 'winter'] as const;
export type Season = (typeof SEASONS)[number];

/** When a tip applies: a season, late summer (August), or all year. */
export const TIP_SEASONS = ['all', ...SEASONS, 'late_summer'] as const;
export type TipSeason = (typeof TIP_SEASONS)[number];

/** The built-in tips (rules/daily-tips), each named in the daily-tip catalogue as `tip.<id>.title` and `tip.<id>.tip`. */
export const DAILY_TIP_IDS = [
  'coldHives',
  'writeInspections',
  'springMites',
  'swarmCells',
  'superAhead',
  'afterHarvest',
  'fallThreshold',
  'fallSyrup',
  'winterStores',
  'clearEntrance',
] as const;

/** A daily beekeeping tip (the built-in ones are in rules/daily-tips). */
export const dailyTipSchema = z.object({
  id: z.enum(DAILY_TIP_IDS),
  title: z.string(),
  tip: z.string(),
  season: z.enum(TIP_SEASONS),
});
export type DailyTip = z.infer<typeof dailyTipSchema>;
