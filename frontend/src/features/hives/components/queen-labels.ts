import { format } from 'date-fns';
import { toDate } from '@shared/rules/calendar';
import type { QueenIntroduction } from '@shared/rules/queen-age';

/** When she was introduced, as precisely as it is known: 'June 2025' for a month, 'Jun 14, 2025' for a day. */
export function introductionLabel(introducedOn: QueenIntroduction): string {
  return introducedOn.length === 'YYYY-MM'.length
    ? format(toDate(`${introducedOn}-01`), 'MMMM yyyy')
    : format(toDate(introducedOn), 'MMM d, yyyy');
}
