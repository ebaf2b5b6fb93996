import { format } from 'date-fns';
import { toDate } from '@shared/rules/calendar';

/** An inspection's calendar date as the hive page writes it: 'Nov 14, 2026'. */
export const inspectionDateLabel = (date: string) => format(toDate(date), 'MMM d, yyyy');
