import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CalendarFeed } from '@shared/schemas/task';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';

/** `GET /api/calendar-feed`: since when the beekeeper's calendar link is on, or `{ since: null }` when it is off. */
export const getCalendarFeed = () => api.get<CalendarFeed>(apiPath(routes.getCalendarFeed));

export const calendarFeedQueryOptions = () =>
  queryOptions({ queryKey: [apiPath(routes.getCalendarFeed)], queryFn: getCalendarFeed });

export function useCalendarFeed() {
  return useQuery(calendarFeedQueryOptions());
}
