import type { CalendarFeed } from '@shared/schemas/task';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { calendarFeedQueryOptions } from './get-calendar-feed';

/** `POST /api/calendar-feed`: a new secret link; the one before, if any, stops working. */
export const createCalendarFeed = () => api.post<CalendarFeed>(apiPath(routes.createCalendarFeed));

export function useCreateCalendarFeed() {
  return useInvalidatingMutation(createCalendarFeed, [calendarFeedQueryOptions().queryKey]);
}
