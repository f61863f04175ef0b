import { queryOptions } from '@tanstack/react-query';
import type { commentListSchema, commentSchema, CommentTargetType } from '@lyceum/shared/comments';
import type { messageSchema } from '@lyceum/shared/common';
import { api } from '@/lib/api-client';
import { contentKeys } from '@/features/content/api/content-keys';

export function commentsQueryOptions(targetType: CommentTargetType, targetId: string) {
  return queryOptions({
    queryKey: contentKeys.comments(targetType, targetId),
    queryFn: ({ signal }) =>
      api.get<typeof commentListSchema>(`/api/comments/${targetType}/${encodeURIComponent(targetId)}`, { signal }),
  });
}

export const addComment = (targetType: CommentTargetType, target: string, text: string) =>
  api.post<typeof commentSchema>('/api/comments', { body: { text, targetType, target } });

export const deleteComment = (id: string) =>
  api.delete<typeof messageSchema>(`/api/comments/${encodeURIComponent(id)}`);
