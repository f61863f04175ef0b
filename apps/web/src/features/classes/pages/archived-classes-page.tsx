import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AlertCircleIcon, ArrowLeftIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CenteredSpinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/dates';
import { useSession } from '@/lib/session/session-context';
import { classesKeys, fetchArchivedClassesPage } from '@/features/classes/api/classes-api';
import { ClassArchiveActions } from '@/features/classes/components/class-archive-actions';
import { ClassCard } from '@/features/classes/components/class-card';
import { classListErrorText } from '@/features/classes/lib/class-errors';
import { toastOnAuthFailure, useErrorToast } from '@/features/classes/lib/load-error-toast';
import { LoadMoreFooter } from '@/features/lists/components/load-more-footer';

const TOAST_ID = 'archived-classes-load-error';
const loadArchived = toastOnAuthFailure(fetchArchivedClassesPage, TOAST_ID);

/**
 * The caller's archived classes (admins all, teachers and students their own): off the main list,
 * read-only, each still opening to its page; admins and its teachers restore it from here.
 */
export function ArchivedClassesPage() {
  const { user, token } = useSession();
  const query = useInfiniteQuery({
    queryKey: classesKeys.archived(),
    queryFn: ({ pageParam, signal }) => loadArchived(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled: Boolean(token && user),
  });
  const errorText = query.error ? classListErrorText(query.error) : null;
  useErrorToast(errorText, TOAST_ID);

  if (!user) return null;
  const classes = errorText ? [] : (query.data?.pages.flatMap((page) => page.items) ?? []);
  return (
    <div className="space-y-6">
      <PageHeader
        title="Archived classes"
        description="Read-only classes from past terms, off the class list until restored."
        actions={
          <Button asChild variant="outline">
            <Link to="/dashboard/classes">
              <ArrowLeftIcon aria-hidden="true" /> Classes
            </Link>
          </Button>
        }
      />
      {errorText ? (
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertTitle>{errorText}</AlertTitle>
        </Alert>
      ) : query.isLoading ? (
        <CenteredSpinner label="Loading archived classes" />
      ) : classes.length === 0 ? (
        <p className="text-muted-foreground">No archived classes.</p>
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-label="Archived classes">
            {classes.map((cls) => (
              <li key={cls._id} className="flex flex-col gap-2">
                <ClassCard cls={cls} />
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="warning">Archived{cls.archivedAt ? ` ${formatDate(cls.archivedAt)}` : ''}</Badge>
                  <span className="ms-auto flex flex-wrap gap-2">
                    <ClassArchiveActions cls={cls} role={user.role} archived />
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <LoadMoreFooter query={query} noun="classes" />
        </>
      )}
    </div>
  );
}
