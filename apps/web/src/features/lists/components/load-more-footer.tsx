import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-context';
import { useOnVisible } from '@/features/lists/hooks/use-on-visible';
import { listsMessages as m } from '@/features/lists/lists-messages';

/** The parts of an infinite query (TanStack Query's useInfiniteQuery) the footer follows. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  /** A failed page stops the automatic loading; the button retries. */
  isFetchNextPageError: boolean;
  fetchNextPage: () => Promise<unknown>;
}

interface LoadMoreFooterProps {
  query: PagedQuery;
  /** The button's accessible name, saying what the list holds ('Load more assignments'). */
  label: string;
  /** The spinner's name while the next page loads ('Loading more assignments'). */
  loadingLabel: string;
}

/**
 * The end of an infinitely loading list: a sentinel that loads the next page as it scrolls into
 * view, and a 'Load more' button for keyboard users, screen readers and browsers without
 * IntersectionObserver.
 */
export function LoadMoreFooter({ query, label, loadingLabel }: LoadMoreFooterProps) {
  const t = useT();
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError: failed } = query;
  const onLoadMore = () => void query.fetchNextPage();
  const sentinel = useOnVisible<HTMLDivElement>(onLoadMore, { enabled: hasNextPage && !isFetchingNextPage && !failed });

  if (!hasNextPage) return null;
  return (
    <div ref={sentinel} className="flex justify-center py-2" data-testid="load-more">
      {isFetchingNextPage ? (
        <span className="inline-flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner label={loadingLabel} /> {t(m.loadingMore)}
        </span>
      ) : (
        <Button variant="outline" onClick={onLoadMore} aria-label={label}>
          {t(m.loadMore)}
        </Button>
      )}
    </div>
  );
}
