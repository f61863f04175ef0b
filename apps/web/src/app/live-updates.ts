import type { QueryClient, QueryKey } from '@tanstack/react-query';
import type { StreamChange, StreamUpdate } from '@lyceum/shared/notifications';
import { ApiError, api } from '@/lib/api-client';
import { openEventStream } from '@/lib/event-stream';
import { firstReadAt } from '@/lib/server-clock';
import { classesKeys } from '@/features/classes/api/classes-api';
import { contentKeys } from '@/features/content/api/content-keys';
import { courseworkKeys } from '@/features/coursework/api/coursework-keys';
import { dashboardKeys } from '@/features/dashboard/api/dashboard-api';
import { listsKeys } from '@/features/lists/api/lists-api';
import { notificationsKeys } from '@/features/notifications/api/notifications-keys';
import type { eventTicketSchema } from '@lyceum/shared/notifications';
import type { UnreadCount } from '@lyceum/shared/notification-count';

/**
 * The cached queries that show what changed, as prefixes: invalidating them refetches the ones on
 * screen (and marks the others stale), through the API, which checks access as always.
 */
export function keysOf(change: StreamChange): QueryKey[] {
  switch (change.type) {
    case 'content':
      return [
        // The topic's lists (its dialog), the class's topics and counts, the dashboard, the all-content list.
        contentKeys.topic(change.topicId),
        classesKeys.detail(change.classId),
        dashboardKeys.all,
        change.kind === 'material' ? listsKeys.materials() : listsKeys.assignments(),
      ];
    case 'comments':
      return [contentKeys.comments(change.targetType, change.targetId)];
    case 'submission':
      // The Student work list and every student's work under it, the gradebook, and the lists' work summaries.
      return [courseworkKeys.studentWork(change.assignmentId), courseworkKeys.gradebook(change.classId), listsKeys.assignments(), dashboardKeys.all];
    case 'privateComments':
      return [courseworkKeys.privateComments(change.assignmentId, change.studentId)];
    case 'memberships':
      return [classesKeys.all, dashboardKeys.all, listsKeys.all];
    case 'notifications':
      return [notificationsKeys.all];
  }
}

/** Applies one update to the cache: the bell's count at once, everything else refetched. */
export function applyUpdate(queryClient: QueryClient, update: StreamUpdate): void {
  if (update.unreadCount !== null) queryClient.setQueryData<UnreadCount>(notificationsKeys.unread(), { unreadCount: update.unreadCount });
  if (update.notification) {
    // Open, the bell's list is read again in place. Closed, it is forgotten: kept, it opened on the
    // old list for a moment (the new notification missing from the top) while it was read again.
    const list = notificationsKeys.list();
    if (queryClient.getQueryCache().find({ queryKey: list })?.getObserversCount()) void queryClient.invalidateQueries({ queryKey: list });
    else queryClient.removeQueries({ queryKey: list });
  }
  for (const change of update.changes) {
    for (const queryKey of keysOf(change)) void queryClient.invalidateQueries({ queryKey });
  }
}

/** Opens the tab's event stream for the signed-in shell; answers the function that closes it. */
export function connectLiveUpdates(queryClient: QueryClient): () => void {
  return openEventStream(
    {
      onUpdate: (update) => applyUpdate(queryClient, update),
      onReset: () => void queryClient.invalidateQueries(),
    },
    {
      fetchTicket: async () => (await api.post<typeof eventTicketSchema>('/api/events/ticket')).ticket,
      since: firstReadAt,
      // The api client has already signed the session out: the shell and this stream are going.
      isSignedOut: (error) => error instanceof ApiError && error.status === 401,
    },
  );
}
