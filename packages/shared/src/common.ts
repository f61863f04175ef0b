import { z } from 'zod';
import { LIMITS } from './limits';

/** Ids are opaque strings; an unknown or malformed one is simply "not found". */
export const idSchema = z.string().min(1).max(LIMITS.id);

export const idParamsSchema = z.object({ id: idSchema });

export const errorSchema = z.object({ message: z.string() });
export type ApiError = z.infer<typeof errorSchema>;

export const messageSchema = z.object({ message: z.string() });

/** ISO-8601 timestamps as sent by the API (always UTC, with milliseconds). */
export const timestampSchema = z.string();

/** A required, trimmed single-line text. */
export const requiredText = (field: string, max: number) =>
  z
    .string({ error: `${field} is required` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} must be at most ${max} characters`);

/** Plain http(s) URL only: a `javascript:` or `data:` link is refused. */
export const httpUrlSchema = z
  .string()
  .trim()
  .max(LIMITS.url, `must be at most ${LIMITS.url} characters`)
  .refine((value) => {
    try {
      const url = new URL(value);
      return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
      return false;
    }
  }, 'must be an http(s) URL');

/** Person reference embedded in records (creator, author); null once the user is deleted. */
export const personRefSchema = z.object({ _id: z.string(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

/** Cursor paging query (all assignments, all materials). */
export const pageQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(200).optional(),
  cursor: z.string().max(200).optional(),
});
