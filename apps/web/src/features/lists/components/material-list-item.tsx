import { BookOpenIcon, CalendarIcon, PaperclipIcon } from 'lucide-react';
import type { MaterialListItem as Item } from '@lyceum/shared/materials';
import { contentPaths } from '@/features/content/lib/content-paths';
import { formatDate } from '@/lib/dates';
import { ListRow } from '@/features/lists/components/list-row';
import { useT } from '@/lib/i18n/i18n-context';
import { withNames } from '@/lib/i18n/with-names';
import { listsMessages as m } from '@/features/lists/lists-messages';

/** One row of the all-materials page; the whole row opens the material. */
export function MaterialListItem({ material }: { material: Item }) {
  const t = useT();
  return (
    <ListRow
      to={contentPaths.material(material.class, material.topic, material._id)}
      icon={BookOpenIcon}
      title={material.title}
      context={t(m.context, { className: material.className, topicName: material.topicName })}
      testId="material-item"
    >
      <span className="inline-flex items-center gap-1.5">
        <CalendarIcon className="size-4 shrink-0" aria-hidden="true" />
        <span>
          {withNames(t, m.created, { date: <time dateTime={material.createdAt}>{formatDate(material.createdAt)}</time> })}
        </span>
      </span>
      <span className="inline-flex items-center gap-1.5" data-testid="attachments-count">
        <PaperclipIcon className="size-4 shrink-0" aria-hidden="true" />
        {t(m.attachments, { count: material.attachmentsCount })}
      </span>
    </ListRow>
  );
}
