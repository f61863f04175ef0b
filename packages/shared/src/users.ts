import { z } from 'zod';
import { LIMITS } from './limits';
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

/** Blank strings mean "keep the current value" (spec section 5: only non-empty fields are sent). */
const blankToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

/**
 * The document's view of a field where blank means "keep the current value": a blank string
 * (stated no longer than the field, though any blank is taken), or one that meets the rules.
 * A field's rules after a pipe or a preprocess are hidden from the generated schema, so they
 * are stated here.
 */
const blankOr = (maxLength: number, rules: Record<string, unknown>) => ({
  anyOf: [{ pattern: '^\\s*$', maxLength }, { maxLength, ...rules }],
});
const longestRole = Math.max(...roleSchema.options.map((role) => role.length));

export const updateUserRequestSchema = z.object({
  // Blank or not, at most the limit: no alternatives to state.
  name: z.preprocess(
    blankToUndefined,
    z.string().max(LIMITS.userName, `name must be at most ${LIMITS.userName} characters`).trim().optional(),
  ),
  email: z
    .preprocess(
      blankToUndefined,
      z
        .string()
        .max(LIMITS.email, `email must be at most ${LIMITS.email} characters`)
        .trim()
        .toLowerCase()
        .pipe(z.email('email must be a valid email address'))
        .optional(),
    )
    .meta(blankOr(LIMITS.email, { format: 'email', pattern: z.regexes.email.source })),
  // Only the empty string keeps the password: spaces are a (short) password.
  password: z
    .preprocess(
      (value) => (value === '' ? undefined : value),
      z
        .string()
        .pipe(
          z
            .string()
            .min(LIMITS.passwordMin, `password must be at least ${LIMITS.passwordMin} characters`)
            .max(LIMITS.passwordMax, `password must be at most ${LIMITS.passwordMax} characters`),
        )
        .optional(),
    )
    .meta({ anyOf: [{ maxLength: 0 }, { minLength: LIMITS.passwordMin, maxLength: LIMITS.passwordMax }] }),
  role: z.preprocess(blankToUndefined, z.string().pipe(roleSchema).optional()).meta(blankOr(longestRole, { enum: [...roleSchema.options] })),
});
export type UpdateUserRequest = z.input<typeof updateUserRequestSchema>;
