import { queryOptions } from '@tanstack/react-query';
import type { assignmentSchema, AssignmentRequest } from '@lyceum/shared/assignments';
import type { messageSchema } from '@lyceum/shared/common';
import { api } from '@/lib/api-client';
import { contentKeys } from '@/features/content/api/content-keys';

const path = (id: string) => `/api/assignments/${encodeURIComponent(id)}`;

export function assignmentQueryOptions(id: string) {
  return queryOptions({
    queryKey: contentKeys.assignment(id),
    queryFn: ({ signal }) => api.get<typeof assignmentSchema>(path(id), { signal }),
  });
}

export const createAssignment = (input: AssignmentRequest) =>
  api.post<typeof assignmentSchema>('/api/assignments', { body: input });
export const updateAssignment = (id: string, input: AssignmentRequest) =>
  api.put<typeof assignmentSchema>(path(id), { body: input });
export const deleteAssignment = (id: string) => api.delete<typeof messageSchema>(path(id));
