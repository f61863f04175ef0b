import { z } from 'zod';
import { workSummarySchema } from './submissions';
import { workTypeSchema } from './assignments';

/**
 * GET /api/classes/{id}/classwork: every material and assignment of one class, newest first
 * (created_at, id descending), paged by cursor like the other long lists (a `Link` header points at
 * the next page). One request fills the class page's Classwork tab, which groups the items under
 * the class's topics; the item's own read has its rich text and attachments.
 */
export { CLASSWORK_PAGE_DEFAULT } from './limits';

const itemBase = {
  _id: z.string(),
  title: z.string(),
  /** The topic id. */
  topic: z.string(),
  createdAt: z.string(),
};

export const classworkMaterialSchema = z.object({ kind: z.literal('material'), ...itemBase });

export const classworkAssignmentSchema = z.object({
  kind: z.literal('assignment'),
  ...itemBase,
  dueDate: z.string(),
  /** null: ungraded. */
  maxPoints: z.number().int().nullable(),
  workType: workTypeSchema,
  /** A student's own work, or for teachers and admins how many of the class have turned in. */
  work: workSummarySchema,
});

export const classworkItemSchema = z.discriminatedUnion('kind', [classworkMaterialSchema, classworkAssignmentSchema]);
export type ClassworkItem = z.infer<typeof classworkItemSchema>;
export type ClassworkAssignment = z.infer<typeof classworkAssignmentSchema>;
export const classworkPageSchema = z.array(classworkItemSchema);
