import { format } from 'date-fns';

/** When feedback was sent, in the reader's time zone: "Nov 23, 2026". */
export const formatFeedbackDate = (createdAt: string) => format(new Date(createdAt), 'MMM d, yyyy');
