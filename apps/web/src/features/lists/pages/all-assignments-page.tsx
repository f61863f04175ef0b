import { useInfiniteQuery } from '@tanstack/react-query';
import { ClipboardListIcon } from 'lucide-react';
import type { AssignmentListItem as Item } from '@lyceum/shared/assignments';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { assignmentsInfiniteQuery } from '@/features/lists/api/lists-api';
import { AssignmentListItem } from '@/features/lists/components/assignment-list-item';
import { PagedList } from '@/features/lists/components/paged-list';
import { useNow } from '@/features/lists/hooks/use-now';
import type { Translate } from '@/lib/i18n/i18n-context';
import { useT } from '@/lib/i18n/i18n-context';
import { listsMessages as m } from '@/features/lists/lists-messages';

/** Spec section 8: the prefix plus the reason (the server's message, else what went wrong). */
export const assignmentsErrorText = (error: Error, t: Translate): string => t(m.assignmentsFailed, { reason: errorMessage(error, error.message) });

/** All assignments across the user's classes, by due date descending, with their derived status. */
export function AllAssignmentsPage() {
  const query = useInfiniteQuery(assignmentsInfiniteQuery());
  const now = useNow();
  const t = useT();
  return (
    <div className="space-y-6">
      <PageHeader title={t(m.assignmentsTitle)} description={t(m.assignmentsText)} />
      <PagedList<Item>
        query={query}
        errorText={(error) => assignmentsErrorText(error, t)}
        toastId="assignments-load-error"
        labels={{ list: t(m.assignmentsTitle), loading: t(m.assignmentsLoading), loadMore: t(m.assignmentsLoadMore), loadingMore: t(m.assignmentsLoadingMore) }}
        empty={{
          icon: ClipboardListIcon,
          title: t(m.assignmentsEmpty),
          text: t(m.assignmentsEmptyText),
        }}
        renderItem={(assignment) => <AssignmentListItem key={assignment._id} assignment={assignment} now={now} />}
      />
    </div>
  );
}
