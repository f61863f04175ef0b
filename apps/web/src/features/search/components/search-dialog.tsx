import { useEffect, useId, useMemo, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { SEARCH_QUERY_MAX, type SearchKind, type SearchResult } from '@lyceum/shared/search';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { fetchSearch, searchKeys } from '@/features/search/api/search-api';
import { HighlightedText } from '@/features/search/components/highlighted-text';
import { cn } from '@/lib/utils';
import { useT } from '@/lib/i18n/i18n-context';
import { searchMessages as m } from '@/features/search/search-messages';

// The order of the groups; their headings are the catalogue's (searchMessages.group).
const GROUPS: { kind: SearchKind }[] = [{ kind: 'class' }, { kind: 'topic' }, { kind: 'material' }, { kind: 'assignment' }, { kind: 'comment' }, { kind: 'person' }];

/** The text, once it has stopped changing for a moment: one request per pause, not per key. */
function useSettled(text: string, ms = 150): string {
  const [settled, setSettled] = useState(text);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(text), ms);
    return () => clearTimeout(timer);
  }, [text, ms]);
  return settled;
}

/**
 * The shell's search: a combobox (ARIA 1.2, list popup) in a dialog. Arrows move through the
 * results, grouped by kind; Enter opens one; Escape closes. Results are in the server's order
 * within each group; highlights come as data and render as <mark>.
 */
export function SearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT();
  const [text, setText] = useState('');
  const [active, setActive] = useState(0);
  const navigate = useNavigate();
  const ids = useId();
  const q = useSettled(text.trim()).slice(0, SEARCH_QUERY_MAX);
  const query = useQuery({
    queryKey: searchKeys.text(q),
    queryFn: ({ signal }) => fetchSearch(q, signal),
    enabled: open && q !== '',
    placeholderData: keepPreviousData,
    staleTime: 10_000,
  });
  const results = useMemo(() => (q === '' ? [] : (query.data?.results ?? [])), [q, query.data]);
  const grouped = useMemo(() => GROUPS.map((g) => ({ ...g, items: results.filter((r) => r.kind === g.kind) })).filter((g) => g.items.length > 0), [results]);
  const ordered = grouped.flatMap((g) => g.items);
  useEffect(() => setActive(0), [results]);

  const go = (result: SearchResult | undefined) => {
    if (!result?.link) return;
    onOpenChange(false);
    void navigate(result.link);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (ordered.length === 0) return;
      setActive((i) => (i + (event.key === 'ArrowDown' ? 1 : ordered.length - 1)) % ordered.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      go(ordered[active]);
    }
  };
  const optionId = (index: number) => `${ids}-option-${index}`;
  const listId = `${ids}-results`;
  const expanded = ordered.length > 0;
  const status = q === '' ? '' : query.isFetching && !query.data ? t(m.searching) : ordered.length === 0 && !query.isFetching ? t(m.noResults, { q }) : t(m.count, { count: ordered.length });

  let index = -1;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setText('');
        onOpenChange(next);
      }}
    >
      <DialogContent className="top-4 max-w-xl translate-y-0 gap-2 p-3 sm:top-[12vh]" showCloseButton={false} data-testid="search-dialog">
        <DialogTitle className="sr-only">{t(m.title)}</DialogTitle>
        <DialogDescription className="sr-only">{t(m.description)}</DialogDescription>
        <input
          type="search"
          role="combobox"
          aria-label={t(m.title)}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded ? optionId(active) : undefined}
          placeholder={t(m.placeholder)}
          maxLength={SEARCH_QUERY_MAX}
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          className="h-11 w-full rounded-md border border-input bg-transparent px-3 text-base outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50"
        />
        <p role="status" className="px-1 text-xs text-muted-foreground">{status}</p>
        <div id={listId} role="listbox" aria-label={t(m.results)} className={cn('max-h-[60dvh] overflow-y-auto', !expanded && 'hidden')}>
          {grouped.map((group) => (
            <div key={group.kind} role="group" aria-labelledby={`${ids}-${group.kind}`} className="py-1">
              <div id={`${ids}-${group.kind}`} role="presentation" className="px-2 py-1 text-xs font-semibold text-muted-foreground uppercase">
                {t(m.group, { kind: group.kind })}
              </div>
              {group.items.map((result) => {
                index += 1;
                const mine = index;
                return (
                  <div
                    key={`${result.kind}-${result._id}`}
                    id={optionId(mine)}
                    role="option"
                    aria-selected={mine === active}
                    aria-disabled={result.link === null || undefined}
                    onMouseMove={() => setActive(mine)}
                    onClick={() => go(result)}
                    className={cn('cursor-pointer rounded-md px-2 py-1.5 text-sm', mine === active && 'bg-accent text-accent-foreground')}
                  >
                    <div className="font-medium">
                      <HighlightedText segments={result.title} />
                      {result.class && result.kind !== 'class' && <span className="text-muted-foreground"> · {result.class.name}</span>}
                      {result.class?.archived && <span className="text-muted-foreground"> {t(m.archived)}</span>}
                    </div>
                    {result.snippet.length > 0 && (
                      <div className="truncate text-xs text-muted-foreground">
                        <HighlightedText segments={result.snippet} />
                      </div>
                    )}
                  </div>
                );
              })}
            </div>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
