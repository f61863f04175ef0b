import { EyeIcon, FileTextIcon, ClipboardListIcon, Trash2Icon } from 'lucide-react';
import type { Topic } from '@lyceum/shared/topics';
import { Button } from '@/components/ui/button';
import { formatDate } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n-context';
import { topicsMessages as m } from '@/features/content/topics-messages';

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
  const t = useT();
  return (
    <li
      data-testid="topic-item"
      className="flex flex-col gap-3 rounded-lg border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="min-w-0 space-y-1">
        <h3 className="font-medium break-words">{topic.name}</h3>
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-muted-foreground">
          <span>{t(m.created, { date: formatDate(topic.createdAt) })}</span>
          <span className="inline-flex items-center gap-1">
            <FileTextIcon className="size-3.5" aria-hidden="true" />
            {t(m.materials, { count: topic.materialsCount })}
          </span>
          <span className="inline-flex items-center gap-1">
            <ClipboardListIcon className="size-3.5" aria-hidden="true" />
            {t(m.assignments, { count: topic.assignmentsCount })}
          </span>
        </p>
      </div>
      <div className="flex shrink-0 gap-2">
        <Button variant="outline" size="sm" onClick={onView} aria-label={t(m.viewNamed, { name: topic.name })}>
          <EyeIcon /> {t(m.view)}
        </Button>
        {canManage && (
          <Button variant="outline" size="sm" onClick={onDelete} aria-label={t(m.deleteNamed, { name: topic.name })} className="text-destructive-text">
            <Trash2Icon /> {t(m.delete)}
          </Button>
        )}
      </div>
    </li>
  );
}
