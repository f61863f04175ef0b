import { defineMessages } from '@/lib/i18n/messages';

/** The sign-in page's texts (spec sections 1, 2 and 8). */
export const authMessages = defineMessages({
  subtitle: { id: 'auth.signIn.subtitle', defaultMessage: 'Sign in to your account', description: 'Under the product name on the sign-in page' },
  email: { id: 'auth.signIn.email', defaultMessage: 'Email address', description: 'Label of the email field' },
  emailPlaceholder: { id: 'auth.signIn.emailPlaceholder', defaultMessage: 'you@school.org', description: 'Example in the empty email field; keep it an email address' },
  password: { id: 'auth.signIn.password', defaultMessage: 'Password', description: 'Label of the password field' },
  remember: { id: 'auth.signIn.remember', defaultMessage: 'Remember me', description: 'Checkbox: remember the email address on this device' },
  submit: { id: 'auth.signIn.submit', defaultMessage: 'Sign in', description: 'The sign-in button' },
  submitting: { id: 'auth.signIn.submitting', defaultMessage: 'Signing in...', description: 'The sign-in button while waiting for the server' },
  submittingLabel: { id: 'auth.signIn.submittingLabel', defaultMessage: 'Signing in', description: "Screen readers: the spinner's name while signing in" },
  emailRequired: { id: 'auth.signIn.emailRequired', defaultMessage: 'Enter your email address.', description: 'Error under an empty email field' },
  emailShape: { id: 'auth.signIn.emailShape', defaultMessage: 'Enter an email address like name@school.org.', description: 'Error under an email field that holds no email address' },
  passwordRequired: { id: 'auth.signIn.passwordRequired', defaultMessage: 'Enter your password.', description: 'Error under an empty password field' },
  success: { id: 'auth.signIn.success', defaultMessage: 'Login successful!', description: 'Notice after signing in' },
  failed: { id: 'auth.signIn.failed', defaultMessage: 'Login failed', description: 'Notice when signing in failed for an unknown reason' },
  showPassword: { id: 'auth.password.show', defaultMessage: 'Show password', description: 'Button (an eye icon) that shows the typed password' },
  hidePassword: { id: 'auth.password.hide', defaultMessage: 'Hide password', description: 'Button (an eye icon) that hides the typed password again' },
  signInWith: { id: 'auth.sso.signInWith', defaultMessage: 'Sign in with {provider}', description: "Button of a school's identity provider; {provider}: its name (Google, Microsoft...)" },
  continueWith: { id: 'auth.sso.continueWith', defaultMessage: 'Continue with {provider}', description: 'The same button on the invitation page; {provider}: its name' },
  or: { id: 'auth.sso.or', defaultMessage: 'or', description: "Between the identity providers' buttons and the password form" },
  promoTitle: { id: 'auth.promo.title', defaultMessage: 'Welcome to Learning', description: "The sign-in page's panel (wide screens): its heading" },
  promoText: {
    id: 'auth.promo.text',
    defaultMessage: 'Your classes, lessons and assignments in one calm place, for teachers and students alike.',
    description: "The sign-in page's panel: its first sentence",
  },
  promoLessons: { id: 'auth.promo.lessons', defaultMessage: 'Rich lessons and materials, organised by class and topic', description: "The panel's first point" },
  promoDueDates: { id: 'auth.promo.dueDates', defaultMessage: 'Assignments with due dates, so nothing slips by', description: "The panel's second point" },
  promoDiscussions: { id: 'auth.promo.discussions', defaultMessage: 'Discussions on every material and assignment', description: "The panel's third point" },
  promoSelfHosted: { id: 'auth.promo.selfHosted', defaultMessage: "Self-hosted. Your school's data stays with your school.", description: "The panel's last line" },
});
