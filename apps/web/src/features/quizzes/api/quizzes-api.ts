import type { QuizRequest, quizUpdateResponseSchema, teacherQuizSchema } from '@lyceum/shared/quizzes';
import { api } from '@/lib/api-client';
import { quizAttemptsQueryOptions, teacherQuizQueryOptions } from '@/features/quizzes/api/quiz-api';

const path = (id: string) => `/api/quizzes/${encodeURIComponent(id)}`;

/**
 * The teacher's calls (docs/quizzes.md): the quiz with its keys, create, update (with the regrade's
 * changes), the attempts. The reads are the results tab's and the assignment page's own (one cache
 * entry per quiz and role, quiz-api.ts): the quiz is null when the assignment is no quiz.
 */
export const quizApi = {
  queryOptions: teacherQuizQueryOptions,
  attemptsOptions: quizAttemptsQueryOptions,
  create: (input: QuizRequest) => api.post<typeof teacherQuizSchema>('/api/quizzes', { body: input }),
  update: (id: string, input: QuizRequest) => api.put<typeof quizUpdateResponseSchema>(path(id), { body: input }),
};
