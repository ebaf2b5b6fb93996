/** The Active Hives trend line: '+2 this month', or 'No new hives this month'. */
export function hivesAddedTrendLabel(addedThisMonth: number): string {
  return addedThisMonth > 0 ? `+${addedThisMonth} this month` : 'No new hives this month';
}
