import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { calendarFeedQueryOptions } from './get-calendar-feed';

/** `DELETE /api/calendar-feed`: turns the link off; calendars that subscribed to it get nothing more. */
export const deleteCalendarFeed = () => api.delete(apiPath(routes.deleteCalendarFeed));

export function useDeleteCalendarFeed() {
  return useInvalidatingMutation(deleteCalendarFeed, [calendarFeedQueryOptions().queryKey]);
}
