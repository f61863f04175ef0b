import { z } from 'zod';
import { pageQuerySchema } from './common';

export { CLASS_ARCHIVE_MSG } from './class-archive-messages';

/**
 * GET /api/classes: `archived=true` lists the caller's archived classes instead of the active
 * ones (same scope: all for admins, their own for teachers and students), newest first.
 */
export const classListQuerySchema = pageQuerySchema.extend({
  archived: z
    .enum(['true', 'false'], { error: "archived must be 'true' or 'false'" })
    .optional()
    .meta({ description: "'true': the archived classes instead of the active ones." }),
});

/**
 * DELETE /api/classes/{id}: the class's name, exactly as stored, so a delete is never a
 * mistyped id or a replayed request for another class: everything in the class goes for good.
 */
export const deleteClassRequestSchema = z.object({
  confirm: z.string({ error: "confirm is required: the class's exact name" }).max(1000).meta({ description: "The class's exact name." }),
});
export type DeleteClassRequest = z.input<typeof deleteClassRequestSchema>;
