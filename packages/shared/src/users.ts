import { z } from 'zod';
import { LIMITS } from './limits';
import { roleSchema } from './roles';

export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const usersResponseSchema = z.array(publicUserSchema);

/** Blank strings mean "keep the current value" (spec section 5: only non-empty fields are sent). */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

export const updateUserRequestSchema = z.object({
  name: z.preprocess(
    blankToUndefined,
    z.string().trim().max(LIMITS.userName, `name must be at most ${LIMITS.userName} characters`).optional(),
  ),
  email: z.preprocess(
    blankToUndefined,
    z
      .string()
      .trim()
      .toLowerCase()
      .max(LIMITS.email)
      .pipe(z.email('email must be a valid email address'))
      .optional(),
  ),
  password: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z
      .string()
      .min(LIMITS.passwordMin, `password must be at least ${LIMITS.passwordMin} characters`)
      .max(LIMITS.passwordMax, `password must be at most ${LIMITS.passwordMax} characters`)
      .optional(),
  ),
  role: z.preprocess(blankToUndefined, roleSchema.optional()),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;
