import { BookOpenIcon, CalendarIcon, PaperclipIcon } from 'lucide-react';
import type { MaterialListItem as Item } from '@lyceum/shared/materials';
import { contentPaths } from '@/features/content/lib/content-paths';
import { formatDate } from '@/lib/dates';
import { ListRow } from '@/features/lists/components/list-row';

export const attachmentsText = (count: number): string => `${count} ${count === 1 ? 'attachment' : 'attachments'}`;

/** One row of the all-materials page; the whole row opens the material. */
export function MaterialListItem({ material }: { material: Item }) {
  return (
    <ListRow
      to={contentPaths.material(material.class, material.topic, material._id)}
      icon={BookOpenIcon}
      title={material.title}
      context={`${material.className} · ${material.topicName}`}
      testId="material-item"
    >
      <span className="inline-flex items-center gap-1.5">
        <CalendarIcon className="size-4 shrink-0" aria-hidden="true" />
        <span>
          Created <time dateTime={material.createdAt}>{formatDate(material.createdAt)}</time>
        </span>
      </span>
      <span className="inline-flex items-center gap-1.5" data-testid="attachments-count">
        <PaperclipIcon className="size-4 shrink-0" aria-hidden="true" />
        {attachmentsText(material.attachmentsCount)}
      </span>
    </ListRow>
  );
}
