import { queryOptions, useInfiniteQuery, useMutation, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import {
  NOTIFICATIONS_PAGE_DEFAULT,
  type notificationPageSchema,
  type notificationPreferencesSchema,
  type NotificationPage,
  type NotificationPreferences,
  type NotificationPreferencesRequest,
} from '@lyceum/shared/notifications';
import type { unreadCountSchema, UnreadCount } from '@lyceum/shared/notification-count';
import { api } from '@/lib/api-client';
import { notificationsKeys } from '@/features/notifications/api/notifications-keys';

export function fetchNotificationsPage(cursor: string | null, signal?: AbortSignal): Promise<NotificationPage> {
  const query = new URLSearchParams({ limit: String(NOTIFICATIONS_PAGE_DEFAULT) });
  if (cursor !== null) query.set('cursor', cursor);
  return api.get<typeof notificationPageSchema>(`/api/notifications?${query.toString()}`, { signal });
}

/** The list, newest first, a page at a time; each page also brings the unread count, which the bell takes. */
export function useNotifications() {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: notificationsKeys.list(),
    queryFn: async ({ pageParam, signal }) => {
      const page = await fetchNotificationsPage(pageParam, signal);
      queryClient.setQueryData<UnreadCount>(notificationsKeys.unread(), { unreadCount: page.unreadCount });
      return page;
    },
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

/** Marks notifications read (one by id, or all) and shows it at once in the list and the count. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string | 'all') =>
      id === 'all' ? api.post<typeof unreadCountSchema>('/api/notifications/read-all') : api.post<typeof unreadCountSchema>(`/api/notifications/${encodeURIComponent(id)}/read`),
    onSuccess: (count, id) => {
      queryClient.setQueryData<UnreadCount>(notificationsKeys.unread(), count);
      const now = new Date().toISOString();
      queryClient.setQueryData<InfiniteData<NotificationPage, string | null>>(notificationsKeys.list(), (data) =>
        data && {
          ...data,
          pages: data.pages.map((page) => ({
            ...page,
            items: page.items.map((n) => ((id === 'all' || n._id === id) && n.readAt === null ? { ...n, readAt: now } : n)),
          })),
        },
      );
    },
  });
}

export const preferencesQuery = () =>
  queryOptions({
    queryKey: notificationsKeys.preferences(),
    queryFn: ({ signal }) => api.get<typeof notificationPreferencesSchema>('/api/notifications/preferences', { signal }),
  });

export const usePreferences = () => useQuery(preferencesQuery());

export function useSavePreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: NotificationPreferencesRequest) => api.put<typeof notificationPreferencesSchema>('/api/notifications/preferences', { body: request }),
    onSuccess: (saved: NotificationPreferences) => queryClient.setQueryData(notificationsKeys.preferences(), saved),
  });
}
