import type { QueryClient } from '@tanstack/react-query';
import type { Submission } from '@lyceum/shared/submissions';
import { courseworkKeys } from '@/features/coursework/api/coursework-keys';

/**
 * After a change to one student's work: the server's answer becomes that submission's cached
 * value, and every screen that shows work (the dashboard's statuses, All Assignments, the
 * gradebook, the Student work list) is marked stale without refetching now, so each reloads when
 * next shown. A list shown beside the change (the teacher's Student work) is refetched by its caller.
 */
export async function afterWorkChanged(client: QueryClient, submission: Submission): Promise<void> {
  client.setQueryData(courseworkKeys.submission(submission.assignment, submission.student._id), submission);
  await client.invalidateQueries({ refetchType: 'none' });
}
