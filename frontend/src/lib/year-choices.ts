/** The first year a summary answers (the API's own bound, `min(2000)` in the summary queries). */
export const FIRST_SUMMARY_YEAR = 2000;

/**
 * The years a summary screen offers, newest first: the years it always offers (this one, the one shown) and the
 * years of the records listed so far, so a beekeeper never picks through empty years back to 2000.
 */
export function yearChoices(thisYear: number, always: readonly number[], recordDates: readonly string[]): number[] {
  const years = new Set([thisYear, ...always, ...recordDates.map((date) => Number(date.slice(0, 4)))]);
  return [...years].filter((year) => year >= FIRST_SUMMARY_YEAR && year <= thisYear).sort((a, b) => b - a);
}
