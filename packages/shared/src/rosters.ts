import { z } from 'zod';
import { passwordSchema } from './auth';
import { textTypeError } from './common';

/** Invitation tokens are 32 random bytes in base64url: 43 characters. */
export const INVITE_TOKEN_LENGTH = 43;
/** Default of INVITE_TTL_DAYS. */
export const INVITE_TTL_DAYS_DEFAULT = 7;
/** How many users one invitations request may name. */
export const MAX_INVITATION_USERS = 1000;

export const acceptInviteRequestSchema = z.object({
  token: z.string({ error: textTypeError('token') }).min(1, 'token is required').max(200, 'token must be at most 200 characters'),
  password: passwordSchema,
});
export type AcceptInviteRequest = z.infer<typeof acceptInviteRequestSchema>;

export const createInvitationsRequestSchema = z.object({
  /** Absent: every user still waiting for their first password. */
  userIds: z
    .array(z.string().min(1).max(64))
    .min(1, 'userIds must list at least one user')
    .max(MAX_INVITATION_USERS, `userIds must list at most ${MAX_INVITATION_USERS} users`)
    .optional(),
  /** Also email each user their new link, once (the server must have SMTP set up: else 409). */
  sendEmail: z.boolean().optional(),
});
export type CreateInvitationsRequest = z.infer<typeof createInvitationsRequestSchema>;

export const invitationLinkSchema = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  link: z.string(),
  expiresAt: z.string(),
});
export type InvitationLink = z.infer<typeof invitationLinkSchema>;
export const invitationLinksSchema = z.array(invitationLinkSchema);

/** How long after an invitation email to a person before another may be sent to them. */
export const INVITATION_RESEND_MINUTES = 5;

/**
 * One person's invitation, as their row on Users and an import's result hand it out: their link
 * (the same link while it works: it is made again from the server's secret, never stored), or a
 * new one when theirs had expired or none was issued (`renewed`; an older link no longer works).
 */
export const userInvitationSchema = invitationLinkSchema.extend({ renewed: z.boolean() });
export type UserInvitation = z.infer<typeof userInvitationSchema>;

/** Texts of deactivation and invitations. */
export const ROSTER_MSG = {
  /** Only after the right password: a guesser without it still gets the plain "invalid" answer. */
  accountDeactivated: 'This account has been deactivated. Ask an administrator to reactivate it.',
  cannotDeactivateSelf: 'You cannot deactivate your own account',
  inviteUnknown: 'This invitation link is not valid. Ask an administrator for a new one.',
  inviteUsed: 'This invitation link has already been used. Sign in with your password.',
  inviteExpired: 'This invitation link has expired. Ask an administrator for a new one.',
  notInvitable: (id: string) => `User ${id} already has a password or is deactivated`,
  /** One person's invitation asked for (copy or email) when they have no use for one. */
  hasPassword: (name: string) => `${name} has already chosen a password: they sign in with it`,
  deactivatedNoInvite: (name: string) => `${name}'s account is deactivated: reactivate it before inviting them`,
  resendTooSoon: (name: string) =>
    `An email went to ${name} less than ${INVITATION_RESEND_MINUTES} minutes ago, or one is still on its way: try again in a few minutes`,
} as const;
