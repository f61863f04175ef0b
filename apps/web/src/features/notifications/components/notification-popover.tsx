import { useId, useState, type ReactElement } from 'react';
import { Link } from 'react-router';
import { BellIcon } from 'lucide-react';
import type { Notification } from '@lyceum/shared/notifications';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { Spinner } from '@/components/ui/spinner';
import { errorMessage } from '@/lib/api-client';
import { formatDateTime } from '@/lib/dates';
import { toast } from '@/lib/toast';
import { cn } from '@/lib/utils';
import { useMarkRead, useNotifications } from '@/features/notifications/api/notifications-api';
import { useUnreadCount } from '@/features/notifications/api/unread-count';
import { useT, type Translate } from '@/lib/i18n/i18n-context';
import { notificationsMessages as m } from '@/features/notifications/notifications-messages';

/** The bell's panel (downloaded after the page): the list opens beside the bell. */
export function NotificationPopover({ trigger, defaultOpen, onNavigate }: { trigger: ReactElement; defaultOpen: boolean; onNavigate?: () => void }) {
  const [open, setOpen] = useState(defaultOpen);
  const headingId = useId();
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>{trigger}</PopoverTrigger>
      <PopoverContent align="start" aria-labelledby={headingId} className="flex w-[min(24rem,calc(100vw-2rem))] flex-col p-0">
        {open && (
          <NotificationPanel
            headingId={headingId}
            onFollow={() => {
              setOpen(false);
              onNavigate?.();
            }}
          />
        )}
      </PopoverContent>
    </Popover>
  );
}

/** Newest first, a page at a time ("Load more"); a notification is marked read when followed. */
export function NotificationPanel({ headingId, onFollow }: { headingId: string; onFollow: () => void }) {
  const t = useT();
  const list = useNotifications();
  const unread = useUnreadCount().data?.unreadCount ?? 0;
  const mark = useMarkRead();
  const markAll = () => mark.mutate('all', { onError: (error) => toast.error(t(m.markFailed), { description: errorMessage(error, '') || undefined }) });
  const items = list.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <>
      <div className="flex items-center justify-between gap-2 border-b px-4 py-2">
        <h2 id={headingId} className="text-sm font-semibold">
          {t(m.heading)}
        </h2>
        <Button variant="ghost" size="sm" onClick={markAll} disabled={unread === 0 || mark.isPending}>
          {t(m.markAllRead)}
        </Button>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto">
        {list.isPending ? (
          <div className="space-y-3 p-4" aria-busy="true">
            <Skeleton className="h-10 w-full" />
            <Skeleton className="h-10 w-full" />
          </div>
        ) : list.isError ? (
          <p role="alert" className="p-4 text-sm text-destructive-text">
            {errorMessage(list.error, t(m.loadFailed))}
          </p>
        ) : items.length === 0 ? (
          <div className="flex flex-col items-center gap-1 px-4 py-8 text-center">
            <BellIcon className="size-6 text-muted-foreground" aria-hidden="true" />
            <p className="text-sm font-medium">{t(m.empty)}</p>
            <p className="text-xs text-muted-foreground">{t(m.emptyHint)}</p>
          </div>
        ) : (
          <ul className="divide-y" aria-labelledby={headingId}>
            {items.map((n) => (
              <li key={n._id}>
                <NotificationItem
                  notification={n}
                  onFollow={() => {
                    if (n.readAt === null) mark.mutate(n._id);
                    onFollow();
                  }}
                />
              </li>
            ))}
          </ul>
        )}
        {list.hasNextPage && (
          <div className="border-t p-2">
            <Button variant="ghost" size="sm" className="w-full" onClick={() => void list.fetchNextPage()} disabled={list.isFetchingNextPage}>
              {list.isFetchingNextPage && <Spinner label={t(m.loadingMore)} />}
              {t(m.loadMore)}
            </Button>
          </div>
        )}
      </div>
    </>
  );
}

/** What happened, in the reader's language (the English of shared notificationHeadline). */
function headline(t: Translate, n: Notification): string {
  const who = n.actor?.name ?? t(m.someone);
  if ((n.kind === 'new_material' || n.kind === 'new_assignment') && n.class) return t(m.headlineInClass, { kind: n.kind, who, className: n.class.name });
  return t(m.headline, { kind: n.kind, who, title: n.kind === 'added_to_class' ? (n.class?.name ?? n.title) : n.title });
}

/** One line of what happened and where, the comment's start or the title, and when; unread ones are marked. */
function NotificationItem({ notification: n, onFollow }: { notification: Notification; onFollow: () => void }) {
  const t = useT();
  const unread = n.readAt === null;
  return (
    <Link
      to={n.link}
      onClick={onFollow}
      data-unread={unread || undefined}
      className={cn('flex gap-3 px-4 py-3 text-sm outline-none hover:bg-accent focus-visible:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/80', unread && 'bg-primary/5')}
    >
      <span className={cn('mt-1.5 size-2 shrink-0 rounded-full', unread ? 'bg-primary' : 'bg-transparent')} aria-hidden="true" />
      <span className="grid min-w-0 gap-0.5">
        <span className={cn('leading-snug', unread && 'font-medium')}>
          {headline(t, n)}
          {unread && <span className="sr-only"> ({t(m.unread)})</span>}
        </span>
        {(n.excerpt || n.kind === 'new_material' || n.kind === 'new_assignment') && (
          <span className="truncate text-muted-foreground">{n.excerpt ? t(m.quoted, { excerpt: n.excerpt }) : n.title}</span>
        )}
        <time dateTime={n.createdAt} className="text-xs text-muted-foreground">
          {formatDateTime(n.createdAt)}
        </time>
      </span>
    </Link>
  );
}
