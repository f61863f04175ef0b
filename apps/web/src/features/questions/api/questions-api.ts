import { queryOptions } from '@tanstack/react-query';
import type { classAnswersSchema, QuestionAnswerRequest, QuestionRequest, questionViewSchema } from '@lyceum/shared/questions';
import { api } from '@/lib/api-client';

const questionPath = (id: string) => `/api/questions/${encodeURIComponent(id)}`;

export const questionKeys = {
  view: (id: string) => ['questions', id] as const,
  answers: (id: string) => ['questions', id, 'answers'] as const,
};

/** The question, its settings and the student's own answer (asked only of an assignment whose workType is question). */
export const questionQueryOptions = (id: string) =>
  queryOptions({ queryKey: questionKeys.view(id), queryFn: ({ signal }) => api.get<typeof questionViewSchema>(questionPath(id), { signal }) });

/** The class's answers and counts (teachers; a student once answered, when the teacher shares them). */
export const classAnswersQueryOptions = (id: string) =>
  queryOptions({ queryKey: questionKeys.answers(id), queryFn: ({ signal }) => api.get<typeof classAnswersSchema>(`${questionPath(id)}/answers`, { signal }) });

export const answerQuestion = (id: string, body: QuestionAnswerRequest) => api.put<typeof questionViewSchema>(`${questionPath(id)}/answer`, { body });

/** Post a question (the class's teachers); the form sends the assignment's fields and the settings. */
export const createQuestion = (body: QuestionRequest) => api.post<typeof questionViewSchema>('/api/questions', { body });

/** Change a question; its kind and choices are refused (409) once anyone has answered. */
export const updateQuestion = (id: string, body: QuestionRequest) => api.put<typeof questionViewSchema>(questionPath(id), { body });
