import { useInfiniteQuery } from '@tanstack/react-query';
import { ClipboardListIcon } from 'lucide-react';
import type { AssignmentListItem as Item } from '@lyceum/shared/assignments';
import { MSG } from '@lyceum/shared/messages';
import { PageHeader } from '@/components/page-header';
import { errorMessage } from '@/lib/api-client';
import { assignmentsInfiniteQuery } from '@/features/lists/api/lists-api';
import { AssignmentListItem } from '@/features/lists/components/assignment-list-item';
import { PagedList } from '@/features/lists/components/paged-list';
import { useNow } from '@/features/lists/hooks/use-now';

/** Spec section 8: the prefix plus the reason (the server's message, else what went wrong). */
export const assignmentsErrorText = (error: Error): string =>
  MSG.assignmentsFetchFailedPrefix + errorMessage(error, error.message);

/** All assignments across the user's classes, by due date descending, with their derived status. */
export function AllAssignmentsPage() {
  const query = useInfiniteQuery(assignmentsInfiniteQuery());
  const now = useNow();
  return (
    <div className="space-y-6">
      <PageHeader title="Assignments" description="All assignments across your classes, latest due date first." />
      <PagedList<Item>
        query={query}
        errorText={assignmentsErrorText}
        toastId="assignments-load-error"
        noun="assignments"
        empty={{
          icon: ClipboardListIcon,
          title: 'No assignments found',
          text: 'Assignments from your classes will appear here.',
        }}
        renderItem={(assignment) => <AssignmentListItem key={assignment._id} assignment={assignment} now={now} />}
      />
    </div>
  );
}
