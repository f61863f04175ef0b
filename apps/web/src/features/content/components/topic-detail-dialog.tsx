import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Assignment } from '@lyceum/shared/assignments';
import type { Material } from '@lyceum/shared/materials';
import type { Topic } from '@lyceum/shared/topics';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { removeClassworkItem } from '@/features/content/api/content-cache';
import { classworkItemApis } from '@/features/content/api/classwork-item-api';
import { topicAssignmentsQueryOptions, topicMaterialsQueryOptions } from '@/features/content/api/topics-api';
import { useLastPresent } from '@/components/ui/use-last-present';
import { ConfirmDeleteDialog } from '@/features/content/components/confirm-delete-dialog';
import { DueDateBadge } from '@/features/content/components/due-date-badge';
import { TopicContentList, type ContentListItem } from '@/features/content/components/topic-content-list';
import { CLASSWORK_KINDS } from '@/features/content/lib/classwork-kinds';
import { contentPaths } from '@/features/content/lib/content-paths';
import { formatDate } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { useT, type Translate } from '@/lib/i18n/i18n-context';
import { withNames } from '@/lib/i18n/with-names';
import { topicsMessages as m } from '@/features/content/topics-messages';
import { AddQuizLink } from '@/features/quizzes/components/add-quiz-link';
import { AddQuestionLink } from '@/features/questions/components/add-question-link';

export type RemovedContent = 'material' | 'assignment';
type Pending = { kind: RemovedContent; item: ContentListItem };

interface DetailProps {
  /** The class's name, when the topic record lacks it. */
  className: string;
  canManage: boolean;
  /** After a material or assignment is deleted here, so the topic's counts follow. */
  onContentRemoved: (topicId: string, kind: RemovedContent) => void;
}

/** The topic's View dialog: created date, class, and its materials and assignments (spec section 2). */
export function TopicDetailDialog({ topic, onClose, ...props }: DetailProps & { topic: Topic | null; onClose: () => void }) {
  // The topic stays in the dialog while it fades out, rather than an empty box.
  const shown = useLastPresent(topic);
  return (
    <Dialog open={topic !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="sm:max-w-2xl">{shown && <TopicDetail topic={shown} {...props} />}</DialogContent>
    </Dialog>
  );
}

function TopicDetail({ topic, className, canManage, onContentRemoved }: DetailProps & { topic: Topic }) {
  const queryClient = useQueryClient();
  const t = useT();
  // Each list has its own busy state; a failure shows as an empty list (spec section 4).
  const materials = useQuery(topicMaterialsQueryOptions(topic._id));
  const assignments = useQuery(topicAssignmentsQueryOptions(topic._id));
  const [pending, setPending] = useState<Pending | null>(null);
  // The title stays in the confirmation while it fades out.
  const shownPending = useLastPresent(pending);
  const classId = topic.class;

  const remove = useMutation({
    mutationFn: ({ kind, item }: Pending) => classworkItemApis[kind].remove(item.id),
    onSuccess: async (_, { kind, item }) => {
      setPending(null);
      onContentRemoved(topic._id, kind);
      toast.success(t(CLASSWORK_KINDS[kind].deleted));
      await removeClassworkItem(queryClient, kind, topic._id, item.id);
    },
    onError: (_, { kind }) => toast.error(t(CLASSWORK_KINDS[kind].deleteFailed)),
  });

  const items: Record<RemovedContent, ContentListItem[]> = {
    material: materialItems(classId, topic._id, materials.data ?? [], t),
    assignment: assignmentItems(classId, topic._id, assignments.data ?? [], t),
  };
  const loading: Record<RemovedContent, boolean> = { material: materials.isPending, assignment: assignments.isPending };

  return (
    <>
      <DialogHeader>
        <DialogTitle className="pe-6 break-words">{topic.name}</DialogTitle>
        <DialogDescription>
          {withNames(t, m.dialogMeta, { className: topic.className || className }, { date: formatDate(topic.createdAt) })}
        </DialogDescription>
      </DialogHeader>
      {KINDS.map((kind) => {
        const text = CLASSWORK_KINDS[kind].topicList;
        return (
          <TopicContentList
            key={kind}
            heading={t(text.heading)}
            loadingLabel={t(text.loading)}
            addLabel={t(text.addLabel)}
            addPath={CREATE_PATH[kind](classId, topic._id)}
            emptyText={t(text.empty)}
            items={items[kind]}
            loading={loading[kind]}
            canManage={canManage}
            onDelete={(item) => setPending({ kind, item })}
            moreActions={
              kind === 'assignment' && (
                <>
                  <AddQuizLink classId={classId} topicId={topic._id} topicName={topic.name} fromTab={false} />
                  <AddQuestionLink classId={classId} topicId={topic._id} topicName={topic.name} fromTab={false} />
                </>
              )
            }
          />
        );
      })}
      <ConfirmDeleteDialog
        open={pending !== null}
        title={t(CLASSWORK_KINDS[shownPending?.kind ?? 'material'].topicList.confirm)}
        description={withNames(t, m.deleteItemText, { title: shownPending?.item.title ?? '' })}
        pending={remove.isPending}
        onConfirm={() => pending && remove.mutate(pending)}
        onCancel={() => setPending(null)}
      />
    </>
  );
}

const KINDS = ['material', 'assignment'] as const satisfies readonly RemovedContent[];
const CREATE_PATH = { material: contentPaths.materialCreate, assignment: contentPaths.assignmentCreate } as const;

/** A material's row: its creation line. */
const materialItems = (classId: string, topicId: string, materials: readonly Material[], t: Translate): ContentListItem[] =>
  materials.map((material) => ({
    id: material._id,
    title: material.title,
    meta: withNames(t, m.materialMeta, { name: material.createdBy?.name ?? t(m.unknownCreator) }, { date: formatDate(material.createdAt) }),
    viewPath: contentPaths.material(classId, topicId, material._id),
    editPath: contentPaths.materialEdit(classId, topicId, material._id),
  }));

/** An assignment's row: its due badge and points. */
const assignmentItems = (classId: string, topicId: string, assignments: readonly Assignment[], t: Translate): ContentListItem[] =>
  assignments.map((a) => ({
    id: a._id,
    title: a.title,
    meta: (
      <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
        <DueDateBadge dueDate={a.dueDate} className="text-xs" />
        {a.maxPoints !== null && <span data-testid="assignment-points">{t(m.points, { points: a.maxPoints })}</span>}
      </span>
    ),
    viewPath: contentPaths.work(classId, topicId, a._id, a.workType),
    editPath: contentPaths.assignmentEdit(classId, topicId, a._id),
  }));
