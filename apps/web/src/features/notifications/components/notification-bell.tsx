import { useLayoutEffect, useRef, useState } from 'react';
import { Slot } from 'radix-ui';
import { BellIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useUnreadCount } from '@/features/notifications/api/unread-count';
import type * as PanelModule from '@/features/notifications/components/notification-popover';
import { useT } from '@/lib/i18n/i18n-context';
import { notificationsMessages as m } from '@/features/notifications/notifications-messages';

type Panel = typeof PanelModule;

// The list, its popover and paging download when the bell is pointed at, focused or pressed: not
// at page load, where they would queue before the shell's menus (lib/deferred-module.ts).
let panel: Panel | undefined;
let loading: Promise<Panel> | undefined;
function loadPanel(): Promise<Panel> {
  loading ??= import('@/features/notifications/components/notification-popover').then(
    (loaded) => (panel = loaded),
    (error: unknown) => {
      loading = undefined; // the next intent tries again
      throw error;
    },
  );
  return loading;
}

/** The count as the badge shows it. */
export const badgeText = (count: number): string => (count > 99 ? '99+' : String(count));

/**
 * The bell of the shell: the unread count as a badge; opens the list of notifications. The count
 * comes from the API on mount and from the event stream after (app/live-updates.ts).
 */
export function NotificationBell({ onNavigate }: { onNavigate?: () => void }) {
  const t = useT();
  const count = useUnreadCount().data?.unreadCount ?? 0;
  const [ui, setUi] = useState<Panel | undefined>(panel);
  const [openOnArrival, setOpenOnArrival] = useState(false);
  const want = (open: boolean) => {
    if (open) setOpenOnArrival(true);
    loadPanel().then(setUi, (error: unknown) => console.error('Lyceum: the notifications could not be downloaded.', error));
  };
  const placeholderFocused = useRef(false);
  const triggerRef = useRef<HTMLButtonElement>(null);

  useLayoutEffect(() => {
    // The trigger is a new element once the panel has arrived: a keyboard user keeps their place.
    const active = document.activeElement;
    if (ui && placeholderFocused.current && (active === null || active === document.body)) triggerRef.current?.focus();
  }, [ui]);

  const trigger = (
    <Button ref={triggerRef} variant="ghost" size="icon" className="relative" aria-label={count > 0 ? t(m.bellWithCount, { count }) : t(m.bell)}>
      <BellIcon aria-hidden="true" className="size-5" />
      {count > 0 && (
        <span
          aria-hidden="true"
          data-testid="unread-badge"
          className="absolute -top-0.5 -right-0.5 flex h-4.5 min-w-4.5 items-center justify-center rounded-full bg-destructive px-1 text-[0.65rem] leading-none font-semibold text-destructive-foreground"
        >
          {badgeText(count)}
        </span>
      )}
    </Button>
  );

  if (!ui) {
    return (
      <Slot.Root
        aria-haspopup="dialog"
        aria-expanded={false}
        onClick={() => want(true)}
        onPointerEnter={() => want(false)}
        onFocus={() => {
          placeholderFocused.current = true;
          want(false);
        }}
        onBlur={() => {
          placeholderFocused.current = false;
        }}
      >
        {trigger}
      </Slot.Root>
    );
  }
  return <ui.NotificationPopover trigger={trigger} defaultOpen={openOnArrival} onNavigate={onNavigate} />;
}
