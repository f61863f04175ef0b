import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { calendarFeedSchema, CalendarFeed } from '@lyceum/shared/calendar';
import { api } from '@/lib/api-client';

/** Query key of the signed-in user's calendar address. */
export const calendarFeedKey = ['calendar-feed'] as const;

/** The address, or `{ url: null }` until one is created (reading it never makes one). */
export const fetchCalendarFeed = () => api.get<typeof calendarFeedSchema>('/api/calendar/feed');

/** A new address; the previous one stops working at once. */
export const createCalendarFeed = () => api.post<typeof calendarFeedSchema>('/api/calendar/feed');

export const useCalendarFeed = () => useQuery({ queryKey: calendarFeedKey, queryFn: fetchCalendarFeed });

/** Creates or replaces the address and puts the new one in the cache. */
export function useCreateCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCalendarFeed,
    onSuccess: (feed: CalendarFeed) => queryClient.setQueryData(calendarFeedKey, feed),
  });
}
