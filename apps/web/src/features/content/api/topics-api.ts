import { queryOptions } from '@tanstack/react-query';
import type { assignmentListSchema, Assignment } from '@lyceum/shared/assignments';
import type { messageSchema } from '@lyceum/shared/common';
import type { materialListSchema, Material } from '@lyceum/shared/materials';
import type { topicSchema, Topic } from '@lyceum/shared/topics';
import { api } from '@/lib/api-client';
import { contentKeys } from '@/features/content/api/content-keys';

const path = (id: string) => `/api/topics/${encodeURIComponent(id)}`;

export function topicQueryOptions(topicId: string) {
  return queryOptions({
    queryKey: contentKeys.topic(topicId),
    queryFn: ({ signal }) => api.get<typeof topicSchema>(path(topicId), { signal }),
  });
}

/** Spec section 4: a failure in the topic dialog gives an empty list (logged, silent on 404). */
async function listOrEmpty<T>(what: string, load: () => Promise<T[]>): Promise<T[]> {
  try {
    return await load();
  } catch (error) {
    console.error(`Lyceum: failed to load ${what}`, error);
    return [];
  }
}

export function topicMaterialsQueryOptions(topicId: string) {
  return queryOptions({
    queryKey: contentKeys.topicMaterials(topicId),
    queryFn: ({ signal }): Promise<Material[]> =>
      listOrEmpty('materials', () => api.get<typeof materialListSchema>(`${path(topicId)}/materials`, { signal })),
  });
}

export function topicAssignmentsQueryOptions(topicId: string) {
  return queryOptions({
    queryKey: contentKeys.topicAssignments(topicId),
    queryFn: ({ signal }): Promise<Assignment[]> =>
      listOrEmpty('assignments', () => api.get<typeof assignmentListSchema>(`${path(topicId)}/assignments`, { signal })),
  });
}

export function createTopic(classId: string, name: string): Promise<Topic> {
  return api.post<typeof topicSchema>('/api/topics', { body: { name, class: classId } });
}

export function deleteTopic(topicId: string) {
  return api.delete<typeof messageSchema>(path(topicId));
}
