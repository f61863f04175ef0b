import { useMemo } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import type { ClassworkItem } from '@lyceum/shared/class-classwork';
import type { Topic } from '@lyceum/shared/topics';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { classworkInfiniteQuery } from '@/features/classes/api/classwork-api';
import { ClassworkTopic } from '@/features/classes/components/classwork-topic';
import { useClassworkReturn } from '@/features/classes/hooks/use-classwork-return';
import { LoadMoreFooter } from '@/features/lists/components/load-more-footer';
import { useNow } from '@/features/lists/hooks/use-now';
import { useT } from '@/lib/i18n/i18n-context';
import { classworkMessages as m } from '@/features/classes/classwork-messages';

/** The loaded items by topic id, each topic's newest first (the order they arrive in). */
function byTopic(items: ClassworkItem[]): Map<string, ClassworkItem[]> {
  const groups = new Map<string, ClassworkItem[]>();
  for (const item of items) groups.set(item.topic, [...(groups.get(item.topic) ?? []), item]);
  return groups;
}

/**
 * The class's work at a glance: every topic (in the Topics tab's order) with its materials and
 * assignments inline, from one request (GET /api/classes/{id}/classwork), with add and edit links
 * that come back here (content-return.ts). An added tab: the spec's Topics tab and dialog stay.
 */
export function ClassworkTab({ classId, topics, canManage }: { classId: string; topics: Topic[]; canManage: boolean }) {
  const query = useInfiniteQuery(classworkInfiniteQuery(classId));
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items), [query.data]);
  const groups = useMemo(() => byTopic(items ?? []), [items]);
  const now = useNow();
  const t = useT();
  const { highlighted, announcement } = useClassworkReturn(items, !query.isFetching);

  return (
    <div className="space-y-6">
      <h2 className="sr-only">{t(m.title)}</h2>
      {/* Polite: what was just saved, said once the item is on screen. */}
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="classwork-announcement">
        {announcement}
      </p>
      {query.isPending ? (
        <Skeleton className="h-48 w-full rounded-xl" aria-label={t(m.loading)} />
      ) : query.isError && !query.data ? (
        <div className="flex flex-col items-start gap-3 rounded-lg border p-4">
          <p className="text-sm">{t(m.loadFailed)}</p>
          <Button variant="outline" size="sm" onClick={() => void query.refetch()}>
            {t(m.tryAgain)}
          </Button>
        </div>
      ) : topics.length === 0 ? (
        <div className="rounded-lg border border-dashed p-6 text-center text-sm text-muted-foreground">
          <p className="font-medium text-foreground">{t(m.noTopics)}</p>
          {canManage && <p>{t(m.addTopicFirst)}</p>}
        </div>
      ) : (
        <>
          {topics.map((topic) => (
            <ClassworkTopic
              key={topic._id}
              topic={topic}
              items={groups.get(topic._id) ?? []}
              classId={classId}
              canManage={canManage}
              highlighted={highlighted}
              now={now}
              more={query.hasNextPage && topic.materialsCount + topic.assignmentsCount > (groups.get(topic._id)?.length ?? 0)}
            />
          ))}
          <LoadMoreFooter query={query} label={t(m.loadMore)} loadingLabel={t(m.loadingMore)} />
        </>
      )}
    </div>
  );
}
