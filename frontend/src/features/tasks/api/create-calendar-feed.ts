import type { NewCalendarFeed } from '@shared/schemas/task';
import { useInvalidatingMutation } from '@/hooks/use-invalidating-mutation';
import { api } from '@/lib/api-client';
import { apiPath, routes } from '@/lib/api-routes';
import { calendarFeedQueryOptions } from './get-calendar-feed';

/** `POST /api/calendar-feed`: a new secret link, its address in this answer only; the one before stops working. */
export const createCalendarFeed = () => api.post<NewCalendarFeed>(apiPath(routes.createCalendarFeed));

export function useCreateCalendarFeed() {
  return useInvalidatingMutation(createCalendarFeed, [calendarFeedQueryOptions().queryKey]);
}
