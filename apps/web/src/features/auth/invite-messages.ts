import { defineMessages } from '@/lib/i18n/messages';

/**
 * The invitation page's texts (/invite/:token, where an invited user sets their first password).
 * Not in auth-messages.ts: the sign-in page loads that file and has no bytes to spare. The English
 * is ROSTER_SCREEN_MSG's (packages/shared), which the tests read.
 */
export const inviteMessages = defineMessages({
  subtitle: { id: 'auth.invite.subtitle', defaultMessage: 'Choose a password to finish setting up your account', description: 'Invitation page: under the product name' },
  title: { id: 'auth.invite.title', defaultMessage: 'Set your password', description: "Invitation page: the form's heading" },
  password: { id: 'auth.invite.password', defaultMessage: 'New password', description: 'Invitation page: label of the first password field' },
  confirm: { id: 'auth.invite.confirm', defaultMessage: 'Confirm password', description: 'Invitation page: label of the field repeating the password' },
  passwordHint: { id: 'auth.invite.passwordHint', defaultMessage: 'Password must be at least {min} characters long', description: 'Invitation page: under the password field; {min} is a number' },
  passwordTooShort: {
    id: 'auth.invite.passwordTooShort',
    defaultMessage: 'The password must be at least {min} characters long.',
    description: 'Invitation page: error under a password too short; {min} is a number',
  },
  passwordsDiffer: { id: 'auth.invite.passwordsDiffer', defaultMessage: 'The passwords do not match.', description: 'Invitation page: error under the repeated password' },
  submit: { id: 'auth.invite.submit', defaultMessage: 'Set password and sign in', description: 'Invitation page: the button' },
  busy: { id: 'auth.invite.busy', defaultMessage: 'Setting password...', description: 'Invitation page: the button while waiting for the server' },
  busyLabel: { id: 'auth.invite.busyLabel', defaultMessage: 'Setting password', description: "Screen readers: the spinner's name while the password is set" },
  failed: { id: 'auth.invite.failed', defaultMessage: 'The password could not be set. Please try again.', description: 'Invitation page: error when the server gave no reason' },
  welcome: { id: 'auth.invite.welcome', defaultMessage: 'Welcome, {name}! Your password is set.', description: "Notice after the password is set; {name} is the person's name" },
});

