/**
 * A count with its noun in the right number ("1 apiary", "3 hives"), so a changed limit still reads well. Its own
 * module because the landing page uses it and must not download every message HiveKeeper has.
 */
export function countOf(count: number, singular: string, plural: string): string {
  return `${count} ${count === 1 ? singular : plural}`;
}
