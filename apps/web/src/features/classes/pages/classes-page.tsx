import { useDeferredValue } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AlertCircleIcon, ArchiveIcon, PlusIcon } from 'lucide-react';
import { isAdmin } from '@lyceum/shared/permissions';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { CenteredSpinner } from '@/components/ui/spinner';
import { useT } from '@/lib/i18n/i18n-context';
import { useSession } from '@/lib/session/session-context';
import { classesMessages as m } from '@/features/classes/classes-messages';
import { classesKeys, fetchClassesPage } from '@/features/classes/api/classes-api';
import { ClassCard } from '@/features/classes/components/class-card';
import { ClassesEmptyState } from '@/features/classes/components/classes-empty-state';
import { classListErrorText } from '@/features/classes/lib/class-errors';
import { toastOnAuthFailure, useErrorToast } from '@/features/classes/lib/load-error-toast';
import { LoadMoreFooter } from '@/features/lists/components/load-more-footer';

const TOAST_ID = 'classes-load-error';

/** Spec section 2, Classes list: the classes the caller may see (the server decides which). */
export function ClassesPage() {
  const { user, token } = useSession();
  const t = useT();
  // Spec section 4: fetch only with a token and a user; without them loading simply ends.
  const current = useInfiniteQuery({
    queryKey: classesKeys.list(),
    queryFn: ({ pageParam, signal }) => toastOnAuthFailure(fetchClassesPage, TOAST_ID, t(m.authFailed))(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled: Boolean(token && user),
  });
  // The classes arrive at once: rendered as a transition, in slices, not one long task (as PagedList).
  const query = useDeferredValue(current);
  const errorText = query.error ? classListErrorText(query.error, t) : null;
  useErrorToast(errorText, TOAST_ID);

  if (!user) return null;
  // Spec section 4: on a list error the list is emptied (even if an earlier load had data).
  const classes = errorText ? [] : (query.data?.pages.flatMap((page) => page.items) ?? []);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t(m.listTitle)}
        actions={
          <>
            {/* Ended classes: read-only, off this list; found (and restored) there. */}
            <Button asChild variant="outline">
              <Link to="/dashboard/classes/archived">
                <ArchiveIcon aria-hidden="true" /> {t(m.archivedLink)}
              </Link>
            </Button>
            {isAdmin(user.role) && (
              <Button asChild>
                <Link to="/dashboard/classes/create">
                  <PlusIcon aria-hidden="true" /> {t(m.createClass)}
                </Link>
              </Button>
            )}
          </>
        }
      />
      {errorText ? (
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertTitle>{errorText}</AlertTitle>
        </Alert>
      ) : query.isLoading ? (
        <CenteredSpinner label={t(m.loadingClasses)} />
      ) : classes.length === 0 ? (
        <ClassesEmptyState role={user.role} />
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-label={t(m.listTitle)}>
            {classes.map((cls) => (
              <li key={cls._id}>
                <ClassCard cls={cls} />
              </li>
            ))}
          </ul>
          <LoadMoreFooter query={query} label={t(m.loadMoreClasses)} loadingLabel={t(m.loadingMoreClasses)} />
        </>
      )}
    </div>
  );
}
