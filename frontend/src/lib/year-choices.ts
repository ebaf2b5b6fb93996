/** The first year a summary answers (the API's own bound, `min(2000)` in the summary queries). */
export const FIRST_SUMMARY_YEAR = 2000;

/**
 * The years a summary screen offers, newest first: this one back to the year of the oldest record (the summary's
 * `firstYear`), and the year shown, so a beekeeper reaches every year of their records and never picks through empty
 * years back to 2000.
 */
export function yearChoices(thisYear: number, shown: number, firstYear: number | null | undefined): number[] {
  const from = Math.max(FIRST_SUMMARY_YEAR, Math.min(firstYear ?? thisYear, shown, thisYear));
  return Array.from({ length: thisYear - from + 1 }, (_, index) => thisYear - index);
}
