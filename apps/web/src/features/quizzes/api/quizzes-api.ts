import { queryOptions } from '@tanstack/react-query';
import type { gradedAttemptListSchema, QuizRequest, quizUpdateResponseSchema, teacherQuizSchema } from '@lyceum/shared/quizzes';
import { api } from '@/lib/api-client';

/** Query keys of the quizzes feature. */
export const quizKeys = {
  quiz: (id: string) => ['quizzes', 'detail', id] as const,
  attempts: (id: string) => ['quizzes', 'detail', id, 'attempts'] as const,
};

const path = (id: string) => `/api/quizzes/${encodeURIComponent(id)}`;

/** The teacher's calls (docs/quizzes.md): the quiz with its keys, create, update (with the regrade's changes), the attempts. */
export const quizApi = {
  queryOptions: (id: string) => queryOptions({ queryKey: quizKeys.quiz(id), queryFn: ({ signal }) => api.get<typeof teacherQuizSchema>(path(id), { signal }) }),
  attemptsOptions: (id: string) =>
    queryOptions({ queryKey: quizKeys.attempts(id), queryFn: ({ signal }) => api.get<typeof gradedAttemptListSchema>(`${path(id)}/attempts`, { signal }) }),
  create: (input: QuizRequest) => api.post<typeof teacherQuizSchema>('/api/quizzes', { body: input }),
  update: (id: string, input: QuizRequest) => api.put<typeof quizUpdateResponseSchema>(path(id), { body: input }),
};
