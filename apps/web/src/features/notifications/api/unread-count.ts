import { queryOptions, useQuery } from '@tanstack/react-query';
import type { unreadCountSchema } from '@lyceum/shared/notification-count';
import { api } from '@/lib/api-client';
import { notificationsKeys } from '@/features/notifications/api/notifications-keys';

/**
 * The bell's number, on every signed-in page: fetched on mount, then kept current by the event
 * stream (app/live-updates.ts) and by whatever reads or marks notifications. Apart from the list's
 * code, so the shell's initial JavaScript carries only this.
 */
export const unreadCountQuery = () =>
  queryOptions({
    queryKey: notificationsKeys.unread(),
    queryFn: ({ signal }) => api.get<typeof unreadCountSchema>('/api/notifications/unread-count', { signal }),
  });

export const useUnreadCount = () => useQuery(unreadCountQuery());
