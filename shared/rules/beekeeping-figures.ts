/**
 * Beekeeping figures HiveKeeper's advice rests on (spec section 9), kept once so the daily tips, the weather advice
 * and the treatment recommendations say the same numbers.
 */
export const BEEKEEPING_FIGURES = {
  /** Capped honey a colony needs to get through winter, in pounds. */
  winterStoresLbs: { min: 40, max: 60 },
  /** Fall feeding: two parts sugar to one part water, by weight. */
  fallSyrupRatio: '2:1',
  /** Mites per 100 bees (alcohol wash or sugar roll) above which to treat. */
  varroaThresholdPercent: { springSummer: 3, fall: 2 },
  /** Below this a hive is not opened: the brood chills. */
  minHiveOpeningTempF: 50,
} as const;
