import { z } from 'zod';
import { LIMITS } from './limits';
import { idSchema, requiredText } from './common';

export const createTopicRequestSchema = z.object({
  name: requiredText('name', LIMITS.topicName),
  class: idSchema,
});
export type CreateTopicRequest = z.input<typeof createTopicRequestSchema>;

export const topicSchema = z.object({
  _id: z.string(),
  name: z.string(),
  /** The class id. */
  class: z.string(),
  className: z.string(),
  createdAt: z.string(),
  materialsCount: z.number().int(),
  assignmentsCount: z.number().int(),
});
export type Topic = z.infer<typeof topicSchema>;
export const topicListSchema = z.array(topicSchema);
