import type { QueryClient } from '@tanstack/react-query';
import { contentKeys } from '@/features/content/api/content-keys';
import type { ContentKind } from '@/features/content/lib/content-return';

/*
 * Spec section 4: after a delete the lists update locally (no refetch). Other screens (class
 * counts, dashboard, all-materials and all-assignments) cache what a change here affects; they
 * belong to other features, so rather than reaching for their keys every cached query is marked
 * stale, without refetching now, and each screen reloads when next shown.
 */
function markEverythingStale(client: QueryClient): Promise<void> {
  return client.invalidateQueries({ refetchType: 'none' });
}

/** Each kind's cached topic list and record. */
const CACHED = {
  material: { list: contentKeys.topicMaterials, item: contentKeys.material },
  assignment: { list: contentKeys.topicAssignments, item: contentKeys.assignment },
} as const;

/** After a delete: the item leaves its topic's cached list and its own record is forgotten. */
export async function removeClassworkItem(client: QueryClient, kind: ContentKind, topicId: string, id: string): Promise<void> {
  client.setQueryData<{ _id: string }[]>(CACHED[kind].list(topicId), (list) => list?.filter((item) => item._id !== id));
  client.removeQueries({ queryKey: CACHED[kind].item(id) });
  await markEverythingStale(client);
}

export async function forgetTopic(client: QueryClient, topicId: string): Promise<void> {
  client.removeQueries({ queryKey: contentKeys.topic(topicId) });
  await markEverythingStale(client);
}

/** After a material or assignment is saved: every screen showing content reloads when next shown. */
export const afterContentSaved = markEverythingStale;
