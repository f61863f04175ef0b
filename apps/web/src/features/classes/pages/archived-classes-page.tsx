import { useInfiniteQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { AlertCircleIcon, ArrowLeftIcon } from 'lucide-react';
import { PageHeader } from '@/components/page-header';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { CenteredSpinner } from '@/components/ui/spinner';
import { formatDate } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n-context';
import { useSession } from '@/lib/session/session-context';
import { classesMessages as m } from '@/features/classes/classes-messages';
import { classesKeys, fetchArchivedClassesPage } from '@/features/classes/api/classes-api';
import { ClassArchiveActions } from '@/features/classes/components/class-archive-actions';
import { ClassCard } from '@/features/classes/components/class-card';
import { classListErrorText } from '@/features/classes/lib/class-errors';
import { toastOnAuthFailure, useErrorToast } from '@/features/classes/lib/load-error-toast';
import { LoadMoreFooter } from '@/features/lists/components/load-more-footer';

const TOAST_ID = 'archived-classes-load-error';

/**
 * The caller's archived classes (admins all, teachers and students their own): off the main list,
 * read-only, each still opening to its page; admins and its teachers restore it from here.
 */
export function ArchivedClassesPage() {
  const { user, token } = useSession();
  const t = useT();
  const query = useInfiniteQuery({
    queryKey: classesKeys.archived(),
    queryFn: ({ pageParam, signal }) => toastOnAuthFailure(fetchArchivedClassesPage, TOAST_ID, t(m.authFailed))(pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled: Boolean(token && user),
  });
  const errorText = query.error ? classListErrorText(query.error, t) : null;
  useErrorToast(errorText, TOAST_ID);

  if (!user) return null;
  const classes = errorText ? [] : (query.data?.pages.flatMap((page) => page.items) ?? []);
  return (
    <div className="space-y-6">
      <PageHeader
        title={t(m.archivedTitle)}
        description={t(m.archivedText)}
        actions={
          <Button asChild variant="outline">
            <Link to="/dashboard/classes">
              <ArrowLeftIcon aria-hidden="true" className="rtl:-scale-x-100" /> {t(m.archivedBack)}
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
        <CenteredSpinner label={t(m.loadingArchived)} />
      ) : classes.length === 0 ? (
        <p className="text-muted-foreground">{t(m.noArchived)}</p>
      ) : (
        <>
          <ul className="grid gap-4 md:grid-cols-2 lg:grid-cols-3" aria-label={t(m.archivedTitle)}>
            {classes.map((cls) => (
              <li key={cls._id} className="flex flex-col gap-2">
                <ClassCard cls={cls} />
                <div className="flex flex-wrap items-center gap-2">
                  <Badge variant="warning">{cls.archivedAt ? t(m.archivedOn, { date: formatDate(cls.archivedAt) }) : t(m.archivedBadge)}</Badge>
                  <span className="ms-auto flex flex-wrap gap-2">
                    <ClassArchiveActions cls={cls} role={user.role} archived />
                  </span>
                </div>
              </li>
            ))}
          </ul>
          <LoadMoreFooter query={query} label={t(m.loadMoreClasses)} loadingLabel={t(m.loadingMoreClasses)} />
        </>
      )}
    </div>
  );
}
