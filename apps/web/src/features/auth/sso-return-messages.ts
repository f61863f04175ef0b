import { defineMessages } from '@/lib/i18n/messages';

/** The page the identity provider sends the browser back to (/sso), when the sign-in did not finish. */
export const ssoReturnMessages = defineMessages({
  subtitle: { id: 'auth.ssoReturn.subtitle', defaultMessage: 'Sign in to your account', description: 'Page after a single sign-on that failed: under the product name' },
  failed: {
    id: 'auth.ssoReturn.failed',
    defaultMessage: 'The sign-in could not be finished. Start again from the sign-in page.',
    description: 'Page after a single sign-on that failed, when the server gave no reason',
  },
  back: { id: 'auth.ssoReturn.back', defaultMessage: 'Back to sign-in', description: 'Link to the sign-in page' },
  success: { id: 'auth.ssoReturn.success', defaultMessage: 'Login successful!', description: 'Notice after signing in with single sign-on' },
});
