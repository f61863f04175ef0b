import { z } from 'zod';

/** The three kinds of user of the spec's section 6. */
export const ROLES = ['admin', 'teacher', 'student'] as const;
export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

/** Default role for new users (spec section 9). */
export const DEFAULT_ROLE: Role = 'student';

export const ROLE_LABELS: Record<Role, string> = {
  admin: 'Administrator',
  teacher: 'Teacher',
  student: 'Student',
};
