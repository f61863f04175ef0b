import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Assignment } from '@lyceum/shared/assignments';
import type { Material } from '@lyceum/shared/materials';
import { MSG } from '@lyceum/shared/messages';
import type { Topic } from '@lyceum/shared/topics';
import { pointsText } from '@lyceum/shared/work-summary-texts';
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
      toast.success(CLASSWORK_KINDS[kind].deleted);
      await removeClassworkItem(queryClient, kind, topic._id, item.id);
    },
    onError: (_, { kind }) => toast.error(CLASSWORK_KINDS[kind].deleteFailed),
  });

  const items: Record<RemovedContent, ContentListItem[]> = {
    material: materialItems(classId, topic._id, materials.data ?? []),
    assignment: assignmentItems(classId, topic._id, assignments.data ?? []),
  };
  const loading: Record<RemovedContent, boolean> = { material: materials.isPending, assignment: assignments.isPending };

  return (
    <>
      <DialogHeader>
        <DialogTitle className="pr-6 break-words">{topic.name}</DialogTitle>
        <DialogDescription>
          Created {formatDate(topic.createdAt)} · Class: {topic.className || className}
        </DialogDescription>
      </DialogHeader>
      {KINDS.map((kind) => {
        const text = CLASSWORK_KINDS[kind].topicList;
        return (
          <TopicContentList
            key={kind}
            heading={text.heading}
            addLabel={text.addLabel}
            addPath={CREATE_PATH[kind](classId, topic._id)}
            emptyText={text.empty}
            items={items[kind]}
            loading={loading[kind]}
            canManage={canManage}
            onDelete={(item) => setPending({ kind, item })}
          />
        );
      })}
      <ConfirmDeleteDialog
        open={pending !== null}
        title={CLASSWORK_KINDS[shownPending?.kind ?? 'material'].topicList.confirm}
        description={<>“{shownPending?.item.title}” and its comments will be deleted. This cannot be undone.</>}
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
const materialItems = (classId: string, topicId: string, materials: readonly Material[]): ContentListItem[] =>
  materials.map((m) => ({
    id: m._id,
    title: m.title,
    meta: `Created ${formatDate(m.createdAt)} by ${m.createdBy?.name ?? MSG.unknownCreator}`,
    viewPath: contentPaths.material(classId, topicId, m._id),
    editPath: contentPaths.materialEdit(classId, topicId, m._id),
  }));

/** An assignment's row: its due badge and points. */
const assignmentItems = (classId: string, topicId: string, assignments: readonly Assignment[]): ContentListItem[] =>
  assignments.map((a) => ({
    id: a._id,
    title: a.title,
    meta: (
      <span className="mt-1 flex flex-wrap items-center gap-x-2 gap-y-1">
        <DueDateBadge dueDate={a.dueDate} className="text-xs" />
        {a.maxPoints !== null && <span data-testid="assignment-points">{pointsText(a.maxPoints)}</span>}
      </span>
    ),
    viewPath: contentPaths.assignment(classId, topicId, a._id),
    editPath: contentPaths.assignmentEdit(classId, topicId, a._id),
  }));
