import { lazy, useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { LayersIcon } from 'lucide-react';
import type { Topic } from '@lyceum/shared/topics';
import { toast } from '@/lib/toast';
import { useT } from '@/lib/i18n/i18n-context';
import { withNames } from '@/lib/i18n/with-names';
import { topicsMessages as m } from '@/features/content/topics-messages';
import { forgetTopic } from '@/features/content/api/content-cache';
import { deleteTopic } from '@/features/content/api/topics-api';
import { AddTopicForm } from '@/features/content/components/add-topic-form';
import { TopicCard } from '@/features/content/components/topic-card';
import type { RemovedContent } from '@/features/content/components/topic-detail-dialog';
import { MountedOnceOpen } from '@/components/ui/mounted-once-open';
import { useLastPresent } from '@/components/ui/use-last-present';

// Both dialogs download when first opened, not with the class page: with them came Radix's dialog
// primitives (11 kB gzip) before the page's first paint, on the class page and its gradebook.
const TopicDetailDialog = lazy(() =>
  import('@/features/content/components/topic-detail-dialog').then((module) => ({ default: module.TopicDetailDialog })),
);
const ConfirmDeleteDialog = lazy(() =>
  import('@/features/content/components/confirm-delete-dialog').then((module) => ({ default: module.ConfirmDeleteDialog })),
);

export interface ClassTopicsTabProps {
  classId: string;
  /** The class's name, shown in the topic dialog. */
  className: string;
  /** Admins and the class's teachers add and delete topics and their content (spec section 6). */
  canManage: boolean;
  /** The class's topics, newest first; the class page owns them (its counts read the same list). */
  topics: Topic[];
  /** Called with the new list after an add, a delete, or a count change; spec section 4 updates locally. */
  onTopicsChange: (next: Topic[]) => void;
}

/** The Topics tab of the class page: add form, topic list with View and Delete. */
export function ClassTopicsTab({ classId, className, canManage, topics, onTopicsChange }: ClassTopicsTabProps) {
  const queryClient = useQueryClient();
  const t = useT();
  const [viewingId, setViewingId] = useState<string | null>(null);
  const [deleting, setDeleting] = useState<Topic | null>(null);
  // The name stays in the dialog while it fades out after Cancel or the delete.
  const shownDeleting = useLastPresent(deleting);
  // Read from the list so the dialog's counts follow deletes made inside it.
  const viewing = topics.find((topic) => topic._id === viewingId) ?? null;

  const remove = useMutation({
    mutationFn: (topic: Topic) => deleteTopic(topic._id),
    onSuccess: async (_, topic) => {
      onTopicsChange(topics.filter((other) => other._id !== topic._id));
      setDeleting(null);
      toast.success(t(m.deleted));
      await forgetTopic(queryClient, topic._id);
    },
    onError: () => toast.error(t(m.deleteFailed)),
  });

  const onContentRemoved = (topicId: string, kind: RemovedContent) => {
    const field = kind === 'material' ? 'materialsCount' : 'assignmentsCount';
    onTopicsChange(topics.map((other) => (other._id === topicId ? { ...other, [field]: Math.max(0, other[field] - 1) } : other)));
  };

  return (
    <section aria-labelledby="topics-heading" className="space-y-4">
      {/* Names the section and keeps the outline whole: page h1, this h2, each topic's h3. */}
      <h2 id="topics-heading" className="sr-only">
        {t(m.heading)}
      </h2>
      {canManage && <AddTopicForm classId={classId} onAdded={(topic) => onTopicsChange([topic, ...topics])} />}
      {topics.length === 0 ? (
        <div className="flex flex-col items-center gap-2 rounded-lg border border-dashed px-6 py-12 text-center">
          <LayersIcon className="size-10 text-muted-foreground" aria-hidden="true" />
          <p className="font-medium">{t(m.empty)}</p>
          <p className="text-sm text-muted-foreground">
            {t(canManage ? m.emptyManager : m.emptyStudent)}
          </p>
        </div>
      ) : (
        <ul className="space-y-3">
          {topics.map((topic) => (
            <TopicCard
              key={topic._id}
              topic={topic}
              canManage={canManage}
              onView={() => setViewingId(topic._id)}
              onDelete={() => setDeleting(topic)}
            />
          ))}
        </ul>
      )}
      <MountedOnceOpen open={viewing !== null}>
        <TopicDetailDialog
          topic={viewing}
          className={className}
          canManage={canManage}
          onClose={() => setViewingId(null)}
          onContentRemoved={onContentRemoved}
        />
      </MountedOnceOpen>
      <MountedOnceOpen open={deleting !== null}>
        <ConfirmDeleteDialog
          open={deleting !== null}
          title={t(m.deleteTitle)}
          description={withNames(t, m.deleteText, { name: shownDeleting?.name ?? '' })}
          pending={remove.isPending}
          onConfirm={() => deleting && remove.mutate(deleting)}
          onCancel={() => setDeleting(null)}
        />
      </MountedOnceOpen>
    </section>
  );
}
