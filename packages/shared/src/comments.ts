import { z } from 'zod';
import { LIMITS } from './limits';
import { idSchema, personRefSchema, requiredText } from './common';

export const COMMENT_TARGET_TYPES = ['material', 'assignment'] as const;
export const commentTargetTypeSchema = z.enum(COMMENT_TARGET_TYPES);
export type CommentTargetType = z.infer<typeof commentTargetTypeSchema>;

export const commentTargetParamsSchema = z.object({
  targetType: commentTargetTypeSchema,
  targetId: idSchema,
});

export const createCommentRequestSchema = z.object({
  text: requiredText('text', LIMITS.comment),
  targetType: commentTargetTypeSchema,
  target: idSchema,
});
export type CreateCommentRequest = z.input<typeof createCommentRequestSchema>;

export const commentSchema = z.object({
  _id: z.string(),
  /** Plain text, never HTML: the client renders it as text. */
  text: z.string(),
  /** null once the author's account is deleted: show 'Anonymous'. */
  author: personRefSchema.nullable(),
  targetType: commentTargetTypeSchema,
  target: z.string(),
  createdAt: z.string(),
});
export type Comment = z.infer<typeof commentSchema>;
export const commentListSchema = z.array(commentSchema);
