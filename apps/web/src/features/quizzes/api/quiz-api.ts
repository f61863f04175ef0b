import { queryOptions } from '@tanstack/react-query';
import type {
  gradedAttemptListSchema,
  gradedAttemptSchema,
  quizStatisticsSchema,
  savedAnswerResponseSchema,
  studentAttemptSchema,
  studentQuizSchema,
  teacherQuizSchema,
} from '@lyceum/shared/quizzes';
import type { ItemResponse } from '@lyceum/shared/quiz-items';
import { api } from '@/lib/api-client';

const seg = encodeURIComponent;
const quizPath = (quizId: string) => `/api/quizzes/${seg(quizId)}`;

export const quizKeys = {
  all: (quizId: string) => ['quizzes', quizId] as const,
  mine: (quizId: string) => ['quizzes', quizId, 'mine'] as const,
  teacher: (quizId: string) => ['quizzes', quizId, 'teacher'] as const,
  attempts: (quizId: string) => ['quizzes', quizId, 'attempts'] as const,
  statistics: (quizId: string) => ['quizzes', quizId, 'statistics'] as const,
};

/** The student's copy: their attempts, items without keys, their answers, results once released. */
export function myQuizQueryOptions(quizId: string) {
  return queryOptions({
    queryKey: quizKeys.mine(quizId),
    queryFn: ({ signal }) => api.get<typeof studentQuizSchema>(`${quizPath(quizId)}/mine`, { signal }),
  });
}

/** The teacher's quiz with its keys (asked only of an assignment whose workType is quiz). */
export function teacherQuizQueryOptions(quizId: string) {
  return queryOptions({
    queryKey: quizKeys.teacher(quizId),
    queryFn: ({ signal }) => api.get<typeof teacherQuizSchema>(quizPath(quizId), { signal }),
  });
}

export function quizAttemptsQueryOptions(quizId: string) {
  return queryOptions({
    queryKey: quizKeys.attempts(quizId),
    queryFn: ({ signal }) => api.get<typeof gradedAttemptListSchema>(`${quizPath(quizId)}/attempts`, { signal }),
  });
}

export function quizStatisticsQueryOptions(quizId: string) {
  return queryOptions({
    queryKey: quizKeys.statistics(quizId),
    queryFn: ({ signal }) => api.get<typeof quizStatisticsSchema>(`${quizPath(quizId)}/statistics`, { signal }),
  });
}

export const startAttempt = (quizId: string) => api.post<typeof studentAttemptSchema>(`${quizPath(quizId)}/attempts`);

export const saveAnswer = (attemptId: string, itemId: string, response: ItemResponse) =>
  api.put<typeof savedAnswerResponseSchema>(`/api/quiz-attempts/${seg(attemptId)}/answers/${seg(itemId)}`, { body: response });

export const turnInAttempt = (attemptId: string) => api.post<typeof studentAttemptSchema>(`/api/quiz-attempts/${seg(attemptId)}/turn-in`);

export const overridePoints = (attemptId: string, itemId: string, points: number | null) =>
  api.put<typeof gradedAttemptSchema>(`/api/quiz-attempts/${seg(attemptId)}/items/${seg(itemId)}/points`, { body: { points } });

export const releaseResults = (quizId: string) => api.post<{ message: string }>(`${quizPath(quizId)}/release`);
