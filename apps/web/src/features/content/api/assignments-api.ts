import { queryOptions } from '@tanstack/react-query';
import { assignmentSchema, type AssignmentRequest } from '@lyceum/shared/assignments';
import { messageSchema } from '@lyceum/shared/common';
import { api } from '@/lib/api-client';
import { contentKeys } from '@/features/content/api/content-keys';

const path = (id: string) => `/api/assignments/${encodeURIComponent(id)}`;

export function assignmentQueryOptions(id: string) {
  return queryOptions({
    queryKey: contentKeys.assignment(id),
    queryFn: ({ signal }) => api.get(path(id), { schema: assignmentSchema, signal }),
  });
}

export const createAssignment = (input: AssignmentRequest) =>
  api.post('/api/assignments', { body: input, schema: assignmentSchema });
export const updateAssignment = (id: string, input: AssignmentRequest) =>
  api.put(path(id), { body: input, schema: assignmentSchema });
export const deleteAssignment = (id: string) => api.delete(path(id), { schema: messageSchema });
