import { z } from 'zod';
import { LIMITS } from './limits';
import { roleSchema, DEFAULT_ROLE } from './roles';
import { emailSchema, requiredText, textTypeError } from './common';
import { publicUserSchema } from './users';

/** Kept in common.ts, where users.ts (which this file imports) can take it too. */
export { emailSchema };

export const passwordSchema = z
  .string({ error: textTypeError('password') })
  .min(LIMITS.passwordMin, `password must be at least ${LIMITS.passwordMin} characters`)
  .max(LIMITS.passwordMax, `password must be at most ${LIMITS.passwordMax} characters`);

export const loginRequestSchema = z.object({
  email: emailSchema,
  // Any stored password was at least 6 long, but a shorter typed one must still get the plain "invalid" answer.
  password: z.string({ error: textTypeError('password') }).min(1, 'password is required').max(LIMITS.passwordMax),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const loginResponseSchema = z.object({
  token: z.string(),
  _id: z.string(),
  name: z.string(),
  role: roleSchema,
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const registerRequestSchema = z.object({
  name: requiredText('name', LIMITS.userName),
  email: emailSchema,
  /** Absent: the user gets an invitation link to set their own (POST /api/users/invitations). */
  password: passwordSchema.optional(),
  role: roleSchema.default(DEFAULT_ROLE),
});
export type RegisterRequest = z.input<typeof registerRequestSchema>;

export const registerResponseSchema = z.object({
  message: z.string(),
  user: publicUserSchema,
});
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
