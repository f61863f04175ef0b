import type { QueryClient } from '@tanstack/react-query';
import type { Assignment } from '@lyceum/shared/assignments';
import type { Material } from '@lyceum/shared/materials';
import { contentKeys } from '@/features/content/api/content-keys';

/*
 * Spec section 4: after a delete the lists update locally (no refetch). Other screens (class
 * counts, dashboard, all-materials and all-assignments) cache what a change here affects; they
 * belong to other features, so rather than reaching for their keys every cached query is marked
 * stale, without refetching now, and each screen reloads when next shown.
 */
function markEverythingStale(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ refetchType: 'none' });
}

export async function removeMaterial(client: QueryClient, topicId: string, materialId: string): Promise<void> {
  client.setQueryData<Material[]>(contentKeys.topicMaterials(topicId), (list) => list?.filter((m) => m._id !== materialId));
  client.removeQueries({ queryKey: contentKeys.material(materialId) });
  await markEverythingStale(client);
}

export async function removeAssignment(client: QueryClient, topicId: string, assignmentId: string): Promise<void> {
  client.setQueryData<Assignment[]>(contentKeys.topicAssignments(topicId), (list) =>
    list?.filter((a) => a._id !== assignmentId),
  );
  client.removeQueries({ queryKey: contentKeys.assignment(assignmentId) });
  await markEverythingStale(client);
}

export async function forgetTopic(client: QueryClient, topicId: string): Promise<void> {
  client.removeQueries({ queryKey: contentKeys.topic(topicId) });
  await markEverythingStale(client);
}

/** After a material or assignment is saved: every screen showing content reloads when next shown. */
export const afterContentSaved = markEverythingStale;
