import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { applyUpdate, keysOf } from '@/app/live-updates';
import { classesKeys } from '@/features/classes/api/classes-api';
import { contentKeys } from '@/features/content/api/content-keys';
import { courseworkKeys } from '@/features/coursework/api/coursework-keys';
import { dashboardKeys } from '@/features/dashboard/api/dashboard-api';
import { listsKeys } from '@/features/lists/api/lists-api';
import { notificationsKeys } from '@/features/notifications/api/notifications-keys';

/** A client with one query already fetched under each key, so invalidation shows. */
function clientWith(keys: readonly (readonly unknown[])[]): QueryClient {
  const client = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
  for (const key of keys) client.setQueryData(key, { cached: true });
  return client;
}

const stale = (client: QueryClient, key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated ?? false;

describe('what a change refreshes', () => {
  it('new content: its topic, its class, the dashboard and the matching list, nothing else', () => {
    const topicMaterials = contentKeys.topicMaterials('t1');
    const other = contentKeys.topicMaterials('t2');
    const client = clientWith([topicMaterials, other, classesKeys.topics('c1'), dashboardKeys.all, listsKeys.materials(), listsKeys.assignments()]);
    applyUpdate(client, { id: 1, changes: [{ type: 'content', kind: 'material', id: 'm1', classId: 'c1', topicId: 't1' }], notification: null, unreadCount: null });
    expect([topicMaterials, classesKeys.topics('c1'), dashboardKeys.all, listsKeys.materials()].map((k) => stale(client, k))).toEqual([true, true, true, true]);
    expect(stale(client, other)).toBe(false);
    expect(stale(client, listsKeys.assignments())).toBe(false);
  });

  it("a comment: that thread's comments only", () => {
    expect(keysOf({ type: 'comments', targetType: 'assignment', targetId: 'a1' })).toEqual([contentKeys.comments('assignment', 'a1')]);
  });

  it("students' work: the Student work list with every student's work and private thread under it, the gradebook, the summaries", () => {
    const client = clientWith([courseworkKeys.studentWork('a1'), courseworkKeys.submission('a1', 's1'), courseworkKeys.privateComments('a1', 's1'), courseworkKeys.gradebook('c1'), courseworkKeys.submission('a2', 's1')]);
    applyUpdate(client, { id: 2, changes: [{ type: 'submission', assignmentId: 'a1', studentId: null, classId: 'c1' }], notification: null, unreadCount: null });
    expect(stale(client, courseworkKeys.submission('a1', 's1'))).toBe(true);
    expect(stale(client, courseworkKeys.privateComments('a1', 's1'))).toBe(true);
    expect(stale(client, courseworkKeys.gradebook('c1'))).toBe(true);
    expect(stale(client, courseworkKeys.submission('a2', 's1'))).toBe(false);
  });

  it('the bell: the count is set at once; a notification refreshes the open list and drops a closed one; a read elsewhere refreshes both', () => {
    const client = clientWith([notificationsKeys.list(), notificationsKeys.unread()]);
    applyUpdate(client, { id: 3, changes: [], notification: null, unreadCount: 4 });
    expect(client.getQueryData(notificationsKeys.unread())).toEqual({ unreadCount: 4 });
    expect(stale(client, notificationsKeys.list())).toBe(false);
    const notification = { _id: '9', kind: 'comment' as const, class: null, title: 'T', excerpt: '', link: '/dashboard', actor: null, createdAt: '2026-01-01T00:00:00.000Z', readAt: null };
    // The bell open (its list observed): read again in place.
    const open = new QueryObserver(client, { queryKey: notificationsKeys.list(), enabled: false });
    const close = open.subscribe(() => undefined);
    applyUpdate(client, { id: 4, changes: [], unreadCount: 5, notification });
    expect(stale(client, notificationsKeys.list())).toBe(true);
    // Closed: forgotten, so it next opens on the new list, not on the old one for a moment.
    close();
    applyUpdate(client, { id: 5, changes: [], unreadCount: 6, notification: { ...notification, _id: '10' } });
    expect(client.getQueryState(notificationsKeys.list())).toBeUndefined();
    expect(keysOf({ type: 'notifications' })).toEqual([notificationsKeys.all]);
    expect(keysOf({ type: 'memberships', classId: 'c1' })).toEqual([classesKeys.all, dashboardKeys.all, listsKeys.all]);
  });
});
