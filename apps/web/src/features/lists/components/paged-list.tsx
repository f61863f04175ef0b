import { useDeferredValue, useEffect, type ReactNode } from 'react';
import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { AlertCircleIcon, type LucideIcon } from 'lucide-react';
import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/lib/toast';
import type { Page } from '@/features/lists/api/lists-api';
import { LoadMoreFooter } from '@/features/lists/components/load-more-footer';
import { useT } from '@/lib/i18n/i18n-context';
import { listsMessages as m } from '@/features/lists/lists-messages';

interface PagedListProps<T> {
  query: UseInfiniteQueryResult<InfiniteData<Page<T>>>;
  /** Spec section 8: the toast (and page error) text for a failed load. */
  errorText: (error: Error) => string;
  /** Distinguishes this list's toast, so a repeated failure shows one toast, not a pile. */
  toastId: string;
  /** The list's accessible names: itself, its placeholder rows, its Load more button and spinner. */
  labels: { list: string; loading: string; loadMore: string; loadingMore: string };
  empty: { icon: LucideIcon; title: string; text: string };
  renderItem: (item: T) => ReactNode;
}

/**
 * The body of an infinitely loading list page: skeleton rows while the first page loads, the
 * empty state, the items, the load-more footer, and load errors as a toast plus an inline alert
 * (spec section 8) with a retry that keeps what is already shown.
 */
export function PagedList<T>({ query: current, errorText, toastId, labels, empty, renderItem }: PagedListProps<T>) {
  const t = useT();
  // A page of fifty rows arrives at once: rendered as a transition, in slices, not one long task.
  const query = useDeferredValue(current);
  const error = query.error ? errorText(query.error) : null;
  useEffect(() => {
    if (error) toast.error(error, { id: toastId });
    // errorUpdatedAt: the same failure again (a retry that failed too) is toasted again.
  }, [error, toastId, query.errorUpdatedAt]);

  const items = query.data?.pages.flatMap((page) => page.items) ?? [];
  const retry = () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch());
  const { icon: EmptyIcon } = empty;

  return (
    <div className="space-y-4">
      {error && (
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertTitle>{error}</AlertTitle>
          <AlertDescription>
            <Button variant="outline" size="sm" className="mt-2" onClick={retry} disabled={query.isFetching}>
              {t(m.tryAgain)}
            </Button>
          </AlertDescription>
        </Alert>
      )}
      {query.isPending ? (
        <ul className="space-y-3" aria-busy="true" aria-label={labels.loading}>
          {Array.from({ length: 4 }, (_, index) => (
            <li key={index}>
              <Skeleton className="h-24 w-full rounded-xl" />
            </li>
          ))}
        </ul>
      ) : items.length === 0 ? (
        !error && (
          <Card className="items-center gap-2 px-6 py-16 text-center">
            <EmptyIcon className="size-10 text-muted-foreground" aria-hidden="true" />
            <h2 className="text-lg font-semibold">{empty.title}</h2>
            <p className="max-w-sm text-sm text-muted-foreground">{empty.text}</p>
          </Card>
        )
      ) : (
        <>
          <ul className="space-y-3" aria-label={labels.list}>
            {items.map(renderItem)}
          </ul>
          <LoadMoreFooter query={query} label={labels.loadMore} loadingLabel={labels.loadingMore} />
        </>
      )}
    </div>
  );
}
