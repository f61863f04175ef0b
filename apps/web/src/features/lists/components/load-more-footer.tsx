import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { useOnVisible } from '@/features/lists/hooks/use-on-visible';

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
  /** What the list holds, for the button's accessible name ('Load more assignments'). */
  noun: string;
}

/**
 * The end of an infinitely loading list: a sentinel that loads the next page as it scrolls into
 * view, and a 'Load more' button for keyboard users, screen readers and browsers without
 * IntersectionObserver.
 */
export function LoadMoreFooter({ query, noun }: LoadMoreFooterProps) {
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError: failed } = query;
  const onLoadMore = () => void query.fetchNextPage();
  const sentinel = useOnVisible<HTMLDivElement>(onLoadMore, { enabled: hasNextPage && !isFetchingNextPage && !failed });

  if (!hasNextPage) return null;
  return (
    <div ref={sentinel} className="flex justify-center py-2" data-testid="load-more">
      {isFetchingNextPage ? (
        <span className="inline-flex items-center gap-2 text-sm text-muted-foreground">
          <Spinner label={`Loading more ${noun}`} /> Loading more…
        </span>
      ) : (
        <Button variant="outline" onClick={onLoadMore} aria-label={`Load more ${noun}`}>
          Load more
        </Button>
      )}
    </div>
  );
}
