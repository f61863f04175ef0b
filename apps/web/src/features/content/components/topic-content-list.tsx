import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { EyeIcon, PencilIcon, PlusIcon, Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-context';
import { topicsMessages as m } from '@/features/content/topics-messages';

export interface ContentListItem {
  id: string;
  title: string;
  meta: ReactNode;
  viewPath: string;
  editPath: string;
}

/** One section of the topic dialog (materials or assignments): items with View Full, Edit, Delete, and Add. */
export function TopicContentList({
  heading,
  loadingLabel,
  addLabel,
  addPath,
  emptyText,
  items,
  loading,
  canManage,
  onDelete,
  moreActions,
}: {
  heading: string;
  /** The spinner's name while the list loads ('Loading materials'). */
  loadingLabel: string;
  addLabel: string;
  addPath: string;
  emptyText: string;
  items: ContentListItem[];
  loading: boolean;
  canManage: boolean;
  onDelete: (item: ContentListItem) => void;
  /** Another kind's Add beside this one's (Add quiz beside Add Assignment). */
  moreActions?: ReactNode;
}) {
  const t = useT();
  return (
    <section aria-label={heading} className="space-y-2">
      <div className="flex items-center justify-between gap-2">
        <h3 className="text-sm font-semibold">
          {heading} {!loading && <span className="text-muted-foreground">{t(m.count, { count: items.length })}</span>}
        </h3>
        {canManage && (
          <div className="flex flex-wrap justify-end gap-2">
            <Button asChild size="sm" variant="outline">
              <Link to={addPath}>
                <PlusIcon /> {addLabel}
              </Link>
            </Button>
            {moreActions}
          </div>
        )}
      </div>
      {loading ? (
        <div className="flex justify-center py-4">
          <Spinner label={loadingLabel} />
        </div>
      ) : items.length === 0 ? (
        <p className="rounded-md border border-dashed px-3 py-4 text-center text-sm text-muted-foreground">{emptyText}</p>
      ) : (
        <ul className="divide-y rounded-md border">
          {items.map((item) => (
            <li key={item.id} data-testid="topic-content-item" className="flex flex-col gap-2 p-3">
              <div className="min-w-0">
                <p className="font-medium break-words">{item.title}</p>
                <div className="text-xs text-muted-foreground">{item.meta}</div>
              </div>
              <div className="flex flex-wrap gap-2">
                <Button asChild size="sm" variant="secondary">
                  <Link to={item.viewPath} aria-label={t(m.viewFullNamed, { title: item.title })}>
                    <EyeIcon /> {t(m.viewFull)}
                  </Link>
                </Button>
                {canManage && (
                  <>
                    <Button asChild size="sm" variant="outline">
                      <Link to={item.editPath} aria-label={t(m.editNamed, { title: item.title })}>
                        <PencilIcon /> {t(m.edit)}
                      </Link>
                    </Button>
                    <Button
                      size="sm"
                      variant="outline"
                      className="text-destructive-text"
                      aria-label={t(m.deleteNamed, { name: item.title })}
                      onClick={() => onDelete(item)}
                    >
                      <Trash2Icon /> {t(m.delete)}
                    </Button>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
