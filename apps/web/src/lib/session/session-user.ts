import { z } from 'zod';
import { loginResponseSchema } from '@lyceum/shared/auth';

/**
 * The user kept in the browser (spec section 3): the login response without the token, plus
 * the email as typed at sign-in (the response has none) and an avatar (none yet, so null).
 *
 * A module of its own because it needs zod: session-storage loads it only when there is a
 * stored user to check, so the sign-in page's initial JavaScript carries no zod.
 */
export const sessionUserSchema = loginResponseSchema.omit({ token: true }).extend({
  email: z.string(),
  avatar: z.string().nullable(),
});
export type SessionUser = z.infer<typeof sessionUserSchema>;
