import { queryOptions } from '@tanstack/react-query';
import type {
  returnGradedSchema,
  studentWorkSchema,
  submissionCommentListSchema,
  submissionCommentSchema,
  submissionSchema,
  GradeRequest,
  SaveWorkRequest,
} from '@lyceum/shared/submissions';
import { api } from '@/lib/api-client';
import { courseworkKeys } from '@/features/coursework/api/coursework-keys';

const seg = encodeURIComponent;
const listPath = (assignmentId: string) => `/api/assignments/${seg(assignmentId)}/submissions`;
const workPath = (assignmentId: string, studentId: string) => `${listPath(assignmentId)}/${seg(studentId)}`;

/** Every student of the class with where their work stands, and the counts (teachers and admins). */
export function studentWorkQueryOptions(assignmentId: string) {
  return queryOptions({
    queryKey: courseworkKeys.studentWork(assignmentId),
    queryFn: ({ signal }) => api.get<typeof studentWorkSchema>(listPath(assignmentId), { signal }),
  });
}

/** One student's work: their own (students), or any student's of the class (teachers and admins). */
export function submissionQueryOptions(assignmentId: string, studentId: string) {
  return queryOptions({
    queryKey: courseworkKeys.submission(assignmentId, studentId),
    queryFn: ({ signal }) => api.get<typeof submissionSchema>(workPath(assignmentId, studentId), { signal }),
  });
}

export const saveWork = (assignmentId: string, studentId: string, input: SaveWorkRequest) =>
  api.put<typeof submissionSchema>(workPath(assignmentId, studentId), { body: input });
export const turnIn = (assignmentId: string, studentId: string) =>
  api.post<typeof submissionSchema>(`${workPath(assignmentId, studentId)}/turn-in`);
export const unsubmit = (assignmentId: string, studentId: string) =>
  api.post<typeof submissionSchema>(`${workPath(assignmentId, studentId)}/unsubmit`);

export const saveGrade = (assignmentId: string, studentId: string, input: GradeRequest) =>
  api.put<typeof submissionSchema>(`${workPath(assignmentId, studentId)}/grade`, { body: input });
export const returnWork = (assignmentId: string, studentId: string) =>
  api.post<typeof submissionSchema>(`${workPath(assignmentId, studentId)}/return`);
export const returnAllGraded = (assignmentId: string) =>
  api.post<typeof returnGradedSchema>(`/api/assignments/${seg(assignmentId)}/return-graded`);

/** The private thread between the student and the class's teachers. */
export function privateCommentsQueryOptions(assignmentId: string, studentId: string) {
  return queryOptions({
    queryKey: courseworkKeys.privateComments(assignmentId, studentId),
    queryFn: ({ signal }) => api.get<typeof submissionCommentListSchema>(`${workPath(assignmentId, studentId)}/comments`, { signal }),
  });
}

export const addPrivateComment = (assignmentId: string, studentId: string, text: string) =>
  api.post<typeof submissionCommentSchema>(`${workPath(assignmentId, studentId)}/comments`, { body: { text } });
