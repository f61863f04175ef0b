import { queryOptions } from '@tanstack/react-query';
import {
  returnGradedSchema,
  studentWorkSchema,
  submissionCommentListSchema,
  submissionCommentSchema,
  submissionSchema,
  type GradeRequest,
  type SaveWorkRequest,
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
    queryFn: ({ signal }) => api.get(listPath(assignmentId), { schema: studentWorkSchema, signal }),
  });
}

/** One student's work: their own (students), or any student's of the class (teachers and admins). */
export function submissionQueryOptions(assignmentId: string, studentId: string) {
  return queryOptions({
    queryKey: courseworkKeys.submission(assignmentId, studentId),
    queryFn: ({ signal }) => api.get(workPath(assignmentId, studentId), { schema: submissionSchema, signal }),
  });
}

export const saveWork = (assignmentId: string, studentId: string, input: SaveWorkRequest) =>
  api.put(workPath(assignmentId, studentId), { body: input, schema: submissionSchema });
export const turnIn = (assignmentId: string, studentId: string) =>
  api.post(`${workPath(assignmentId, studentId)}/turn-in`, { schema: submissionSchema });
export const unsubmit = (assignmentId: string, studentId: string) =>
  api.post(`${workPath(assignmentId, studentId)}/unsubmit`, { schema: submissionSchema });

export const saveGrade = (assignmentId: string, studentId: string, input: GradeRequest) =>
  api.put(`${workPath(assignmentId, studentId)}/grade`, { body: input, schema: submissionSchema });
export const returnWork = (assignmentId: string, studentId: string) =>
  api.post(`${workPath(assignmentId, studentId)}/return`, { schema: submissionSchema });
export const returnAllGraded = (assignmentId: string) =>
  api.post(`/api/assignments/${seg(assignmentId)}/return-graded`, { schema: returnGradedSchema });

/** The private thread between the student and the class's teachers. */
export function privateCommentsQueryOptions(assignmentId: string, studentId: string) {
  return queryOptions({
    queryKey: courseworkKeys.privateComments(assignmentId, studentId),
    queryFn: ({ signal }) => api.get(`${workPath(assignmentId, studentId)}/comments`, { schema: submissionCommentListSchema, signal }),
  });
}

export const addPrivateComment = (assignmentId: string, studentId: string, text: string) =>
  api.post(`${workPath(assignmentId, studentId)}/comments`, { body: { text }, schema: submissionCommentSchema });
