import { z } from 'zod';
import { personRefSchema } from './common';
import { workSummarySchema } from './submissions';
import { workTypeSchema } from './assignments';

/** GET /api/dashboard: the whole dashboard home in one round trip. */
export const dashboardSchema = z.object({
  classes: z.array(
    z.object({
      _id: z.string(),
      name: z.string(),
      description: z.string(),
      teachers: z.array(z.object({ _id: z.string(), name: z.string() })),
    }),
  ),
  assignments: z.array(
    z.object({
      _id: z.string(),
      title: z.string(),
      description: z.string(),
      dueDate: z.string(),
      /** null: ungraded. */
      maxPoints: z.number().int().nullable(),
      workType: workTypeSchema,
      createdAt: z.string(),
      topic: z.string(),
      class: z.string(),
      createdBy: personRefSchema.nullable(),
      /** The caller's side: a student's own work, or how many of the class have turned in. */
      work: workSummarySchema,
    }),
  ),
  stats: z.object({
    classes: z.number().int(),
    assignments: z.number().int(),
    materials: z.number().int(),
    /** Total of students over the caller's classes; absent for students. */
    students: z.number().int().optional(),
    /** Uploaded files of the whole school, in bytes, and the quota (null: none); admins only. */
    storage: z.object({ usedBytes: z.number().int(), quotaBytes: z.number().int().nullable() }).optional(),
  }),
});
export type Dashboard = z.infer<typeof dashboardSchema>;
