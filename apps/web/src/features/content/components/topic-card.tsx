import { EyeIcon, FileTextIcon, ClipboardListIcon, Trash2Icon } from 'lucide-react';
import type { Topic } from '@lyceum/shared/topics';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

/** One topic in the Topics tab: name, date and counts, with View and (for managers) Delete. */
export function TopicCard({
  topic,
  canManage,
  onView,
  onDelete,
}: {
  topic: Topic;
  canManage: boolean;
  onView: () => void;
  onDelete: () => void;
}) {
  return (
    <li
      data-testid="topic-item"
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <h3 className="font-medium break-words">{topic.name}</h3>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>Created {formatDate(topic.createdAt)}</span>
          <span className="inline-flex items-center gap-1">
            <FileTextIcon className="size-3.5" aria-hidden="true" />
            {plural(topic.materialsCount, 'material')}
          </span>
          <span className="inline-flex items-center gap-1">
            <ClipboardListIcon className="size-3.5" aria-hidden="true" />
            {plural(topic.assignmentsCount, 'assignment')}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={onView} aria-label={`View ${topic.name}`}>
          <EyeIcon /> View
        </Button>
        {canManage && (
          <Button variant="outline" size="sm" onClick={onDelete} aria-label={`Delete ${topic.name}`} className="text-destructive-text">
            <Trash2Icon /> Delete
          </Button>
        )}
      </div>
    </li>
  );
}
