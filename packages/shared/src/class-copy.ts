import { z } from 'zod';
import { requiredText } from './common';
import { LIMITS } from './limits';

/**
 * POST /api/classes/{id}/copy: a new class with the class's topics, classwork and question bank
 * (Google Classroom's "Copy class"). Without a name the copy is called "<name> (copy)" in the
 * caller's language; the answer is the new class (classDetailSchema).
 */
export const copyClassRequestSchema = z.object({
  name: requiredText('name', LIMITS.className).optional().meta({ description: 'The new class\'s name; absent: "<name> (copy)".' }),
});
export type CopyClassRequest = z.input<typeof copyClassRequestSchema>;
