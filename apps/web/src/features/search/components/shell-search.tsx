import { useEffect, useState } from 'react';
import { SearchIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { useT } from '@/lib/i18n/i18n-context';
import { defineMessages } from '@/lib/i18n/messages';
import { deferredModule } from '@/lib/deferred-module';

// The dialog (and Radix's dialog, focus scope and scroll lock under it: ~17 kB gzip) downloads
// after the page, or at once when asked for sooner; the buttons and shortcuts work from the start.
const searchDialog = deferredModule(() => import('@/features/search/components/search-dialog'));

const messages = defineMessages({
  search: { id: 'shell.search', defaultMessage: 'Search', description: "The shell's search button (opens the search dialog)" },
});

/** Whether a key press is typing into something (where `/` is a character, not a shortcut). */
const isTyping = (target: EventTarget | null): boolean =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/**
 * The shell's one search: its dialog, the shortcuts that open it (`/` outside text fields, and
 * Ctrl-K or ⌘-K anywhere), and `triggers` to render its buttons where the shell wants them.
 */
export function useShellSearch() {
  const [open, setOpen] = useState(false);
  const dialog = searchDialog.useModule();
  const t = useT();
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      const commandK = event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey;
      const slash = event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !isTyping(event.target);
      if (!commandK && !slash) return;
      event.preventDefault();
      searchDialog.want();
      setOpen(true);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return {
    // Asked for before it has arrived, it opens as it arrives.
    dialog: dialog ? <dialog.SearchDialog open={open} onOpenChange={setOpen} /> : null,
    /** The sidebar's: a field-like button with the shortcut shown. */
    wide: (
      <button
        type="button"
        aria-label={t(messages.search)}
        aria-haspopup="dialog"
        aria-keyshortcuts="/ Control+K Meta+K"
        onClick={() => {
          searchDialog.want();
          setOpen(true);
        }}
        className="flex h-9 w-full items-center gap-2 rounded-md border border-sidebar-border bg-background/60 px-3 text-sm text-muted-foreground outline-none hover:bg-sidebar-accent/70 focus-visible:ring-[3px] focus-visible:ring-ring/80"
      >
        <SearchIcon className="size-4" aria-hidden="true" />
        <span className="flex-1 text-left">{t(messages.search)}</span>
        <kbd aria-hidden="true" className="rounded border px-1.5 font-mono text-xs">/</kbd>
      </button>
    ),
    /** The phone's top bar: an icon. */
    icon: (
      <Button variant="ghost" size="icon" aria-label={t(messages.search)} aria-haspopup="dialog" onClick={() => {
          searchDialog.want();
          setOpen(true);
        }}>
        <SearchIcon aria-hidden="true" />
      </Button>
    ),
  };
}
