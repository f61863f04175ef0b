import { z } from 'zod';
import { LIMITS } from './limits';
import { emailSchema, requiredText, textTypeError } from './common';
import { roleSchema } from './roles';

/**
 * Account status as the Users screen shows it. `invited`: created without a password (imported,
 * or registered without one) and not yet set through an invitation link; `deactivated` wins over it.
 */
export const USER_STATUSES = ['active', 'deactivated', 'invited'] as const;
export const userStatusSchema = z.enum(USER_STATUSES);
export type UserStatus = z.infer<typeof userStatusSchema>;

export const publicUserSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  role: roleSchema,
  createdAt: z.string(),
  status: userStatusSchema,
});
export type PublicUser = z.infer<typeof publicUserSchema>;

export const usersResponseSchema = z.array(publicUserSchema);

/** The Users screen's filters: every one given must hold. `q`: part of the name or the email, any case. */
export const usersQuerySchema = z.object({
  q: z.string().max(LIMITS.email, `q must be at most ${LIMITS.email} characters`).optional(),
  role: roleSchema.optional(),
  status: userStatusSchema.optional(),
});
export type UsersQuery = z.infer<typeof usersQuerySchema>;

/**
 * PUT /api/users/{id}: the fields to change; a field left out keeps its value (spec section 5:
 * the form sends only non-empty fields). A field that is sent is checked like a new user's: an
 * empty name or email, a blank role or an empty password is a 400 naming it, not taken as absent.
 */
export const updateUserRequestSchema = z.object({
  name: requiredText('name', LIMITS.userName).optional(),
  email: emailSchema.optional(),
  password: z
    .string({ error: textTypeError('password') })
    .min(LIMITS.passwordMin, `password must be at least ${LIMITS.passwordMin} characters`)
    .max(LIMITS.passwordMax, `password must be at most ${LIMITS.passwordMax} characters`)
    .optional(),
  role: z.enum(roleSchema.options, { error: `role must be one of ${roleSchema.options.join(', ')}` }).optional(),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;
