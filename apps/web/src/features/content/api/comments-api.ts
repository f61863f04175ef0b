import { queryOptions } from '@tanstack/react-query';
import { commentListSchema, commentSchema, type CommentTargetType } from '@lyceum/shared/comments';
import { messageSchema } from '@lyceum/shared/common';
import { api } from '@/lib/api-client';
import { contentKeys } from '@/features/content/api/content-keys';

export function commentsQueryOptions(targetType: CommentTargetType, targetId: string) {
  return queryOptions({
    queryKey: contentKeys.comments(targetType, targetId),
    queryFn: ({ signal }) =>
      api.get(`/api/comments/${targetType}/${encodeURIComponent(targetId)}`, { schema: commentListSchema, signal }),
  });
}

export const addComment = (targetType: CommentTargetType, target: string, text: string) =>
  api.post('/api/comments', { body: { text, targetType, target }, schema: commentSchema });

export const deleteComment = (id: string) =>
  api.delete(`/api/comments/${encodeURIComponent(id)}`, { schema: messageSchema });
