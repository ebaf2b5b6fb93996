/**
 * What the winter-loss rule names on its own: an apiary deleted since its colonies' winters. The screen's words are
 * in its catalogue (`shared/i18n/catalogs/winter-losses`).
 */
export const WINTER_LOSS_MESSAGES = {
  removedApiary: 'Removed apiary',
  fileName: (today: string) => `hivekeeper-winter-losses-${today}.csv`,
} as const;
