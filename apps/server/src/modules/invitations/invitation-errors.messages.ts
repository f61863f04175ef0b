import { defineMessages } from '../../lib/i18n';

/**
 * The error messages of invitations and deactivated accounts, answered in the caller's language:
 * the invitee on the set-password page, the admin on Users. Keys and English are ROSTER_MSG's
 * (packages/shared/src/rosters.ts), held equal by lib/api-errors.messages.test.ts.
 */
export const INVITATION_ERRORS = defineMessages({
  accountDeactivated: {
    id: 'server.error.invitation.accountDeactivated',
    defaultMessage: 'This account has been deactivated. Ask an administrator to reactivate it.',
    description: 'API error on signing in or setting a password: the account is deactivated',
  },
  cannotDeactivateSelf: { id: 'server.error.invitation.cannotDeactivateSelf', defaultMessage: 'You cannot deactivate your own account', description: 'API error on the Users screen' },
  inviteUnknown: {
    id: 'server.error.invitation.inviteUnknown',
    defaultMessage: 'This invitation link is not valid. Ask an administrator for a new one.',
    description: 'API error on the set-password page: a wrong or replaced link',
  },
  inviteUsed: {
    id: 'server.error.invitation.inviteUsed',
    defaultMessage: 'This invitation link has already been used. Sign in with your password.',
    description: 'API error on the set-password page',
  },
  inviteExpired: {
    id: 'server.error.invitation.inviteExpired',
    defaultMessage: 'This invitation link has expired. Ask an administrator for a new one.',
    description: 'API error on the set-password page',
  },
  notInvitable: { id: 'server.error.invitation.notInvitable', defaultMessage: 'User {id} already has a password or is deactivated', description: "API error for an admin; {id} is the user's id" },
  hasPassword: { id: 'server.error.invitation.hasPassword', defaultMessage: '{name} has already chosen a password: they sign in with it', description: "API error on the Users screen; {name} is the person's name" },
  deactivatedNoInvite: {
    id: 'server.error.invitation.deactivatedNoInvite',
    defaultMessage: "{name}'s account is deactivated: reactivate it before inviting them",
    description: "API error on the Users screen; {name} is the person's name",
  },
  resendTooSoon: {
    id: 'server.error.invitation.resendTooSoon',
    defaultMessage: 'An email went to {name} less than {minutes} minutes ago, or one is still on its way: try again in a few minutes',
    description: "API error on the Users screen; {name} is the person's name, {minutes} a number",
  },
});
