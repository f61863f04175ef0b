import { lazy, useDeferredValue, useEffect, useRef, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link, useSearchParams } from 'react-router';
import { AlertCircleIcon, UserPlusIcon, UsersIcon } from 'lucide-react';
import { FALLBACK_USERS_WARNING_BELOW } from '@lyceum/shared/limits';
import type { PublicUser } from '@lyceum/shared/users';
import { InvitationLinksButton } from '@/components/invitation-links-button';
import { PageHeader } from '@/components/page-header';
import { SkeletonRegion } from '@/components/page-skeletons';
import { Alert, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { MountedOnceOpen } from '@/components/ui/mounted-once-open';
import { Skeleton } from '@/components/ui/skeleton';
import { useSession } from '@/lib/session/session-context';
import { toast } from '@/lib/toast';
import { emailStatusQuery } from '@/features/users/api/email-status-api';
import { fetchUsers, usersKeys } from '@/features/users/api/users-api';
import { useReactivateUser } from '@/features/users/api/use-reactivate-user';
import { EmailInvitationsButton } from '@/features/users/components/email-invitations-button';
import { EmailStatusNote } from '@/features/users/components/email-status-note';
import { UsersFilterBar } from '@/features/users/components/users-filter-bar';
import { UsersTable } from '@/features/users/components/users-table';
import { filtersFrom, hasFilters, urlParams, type UserFilters } from '@/features/users/lib/user-filters';
import { usersLoadErrorText } from '@/features/users/lib/users-errors';
import { useT } from '@/lib/i18n/i18n-context';
import { usersMessages as m } from '@/features/users/users-messages';

// The dialogs download when first opened, not before the page's first paint (MountedOnceOpen).
const EditUserDialog = lazy(() => import('@/features/users/components/edit-user-dialog').then((module) => ({ default: module.EditUserDialog })));
const DeleteUserDialog = lazy(() => import('@/features/users/components/delete-user-dialog').then((module) => ({ default: module.DeleteUserDialog })));
const DeactivateUserDialog = lazy(() =>
  import('@/features/users/components/deactivate-user-dialog').then((module) => ({ default: module.DeactivateUserDialog })),
);

/** Users management (admin only; the route guard checks the role). */
export function UsersPage() {
  const t = useT();
  const { user: me } = useSession();
  // The filters live in the URL (?q=&role=&status=): a reload or a shared link shows the same list.
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const filtered = hasFilters(filters);
  const setFilters = (next: UserFilters) => setParams(urlParams(next), { replace: true });
  const searchBox = useRef<HTMLInputElement>(null);
  // The whole list arrives at once: its table renders as a transition, in slices, not one long task.
  // While a new filter's list loads, the last one stays (no skeleton flashing at every keystroke).
  const query = useDeferredValue(
    useQuery({ queryKey: usersKeys.list(filters), queryFn: () => fetchUsers(filters), placeholderData: keepPreviousData }),
  );
  // The line about email and the list show together (both are read as the page starts: route-table.ts).
  // The line appearing over a list already painted pushed it down, a layout shift; the loading card
  // is another element (its key), so replacing it moves nothing.
  const emailStatus = useQuery(emailStatusQuery());
  // isFetched, not isPending: a status that could not be read goes back to pending whenever it is
  // tried again (an observer mounting), which would take the list away each time.
  const settled = !query.isPending && emailStatus.isFetched;
  const [editing, setEditing] = useState<PublicUser | null>(null);
  const [deleting, setDeleting] = useState<PublicUser | null>(null);
  const [deactivating, setDeactivating] = useState<PublicUser | null>(null);
  const reactivate = useReactivateUser();

  const errorText = query.error ? usersLoadErrorText(query.error, t) : null;
  useEffect(() => {
    // A fixed id keeps a repeated failure (or React's double effects in development) to one toast.
    if (errorText) toast.error(errorText, { id: 'users-load-error' });
  }, [errorText]);

  const fewFromFallback = query.data?.fromFallback === true && query.data.users.length < FALLBACK_USERS_WARNING_BELOW;
  useEffect(() => {
    if (fewFromFallback) toast.warning(t(m.fallbackWarning), { id: 'users-fallback-warning' });
  }, [fewFromFallback, t]);

  if (!me) return null;
  const users = query.data?.users ?? [];
  return (
    <div className="space-y-6">
      <PageHeader
        title={t(m.title)}
        description={t(m.description)}
        actions={
          <>
            <InvitationLinksButton />
            <EmailInvitationsButton />
            <Button asChild>
              <Link to="/dashboard/register">
                <UserPlusIcon /> {t(m.registerUser)}
              </Link>
            </Button>
          </>
        }
      />
      {settled && <EmailStatusNote status={emailStatus.data} />}
      <UsersFilterBar filters={filters} onChange={setFilters} searchRef={searchBox} />
      {/* Says how many a filter kept, to those who cannot see the list change. */}
      <p role="status" className="sr-only">
        {settled && filtered ? t(m.matches, { count: users.length }) : ''}
      </p>
      {errorText && (
        <Alert variant="destructive">
          <AlertCircleIcon />
          <AlertTitle>{errorText}</AlertTitle>
        </Alert>
      )}
      <Card key={settled ? 'users' : 'loading'} className="gap-0 py-0">
        {!settled ? (
          <SkeletonRegion label={t(m.loading)} className="divide-y">
            {/* Table rows: avatar, name and email, role, actions. */}
            {Array.from({ length: 4 }, (_, index) => (
              <div key={index} className="flex items-center gap-3 px-2 py-3">
                <Skeleton className="size-8 rounded-full" />
                <Skeleton className="h-4 flex-1" />
                <Skeleton className="h-8 w-16" />
              </div>
            ))}
          </SkeletonRegion>
        ) : users.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-16 text-center">
            <UsersIcon className="size-10 text-muted-foreground" aria-hidden="true" />
            <p className="font-medium">{filtered ? t(m.noneMatch) : t(m.none)}</p>
            {filtered && (
              <Button
                variant="outline"
                onClick={() => {
                  setFilters({ q: '', role: '', status: '' });
                  // The button goes with the empty state: focus to the search box, not <body>.
                  searchBox.current?.focus();
                }}
              >
                {t(m.clearFilters)}
              </Button>
            )}
          </div>
        ) : (
          <UsersTable
            users={users}
            currentUser={{ id: me._id, role: me.role }}
            onEdit={setEditing}
            onDelete={setDeleting}
            onDeactivate={setDeactivating}
            onReactivate={(user) => reactivate.mutate(user)}
            pendingId={reactivate.isPending ? (reactivate.variables?._id ?? null) : null}
          />
        )}
      </Card>
      <MountedOnceOpen open={editing !== null}>
        <EditUserDialog user={editing} currentUserId={me._id} onClose={() => setEditing(null)} />
      </MountedOnceOpen>
      <MountedOnceOpen open={deleting !== null}>
        <DeleteUserDialog user={deleting} onClose={() => setDeleting(null)} />
      </MountedOnceOpen>
      <MountedOnceOpen open={deactivating !== null}>
        <DeactivateUserDialog user={deactivating} onClose={() => setDeactivating(null)} />
      </MountedOnceOpen>
    </div>
  );
}
