import { defineMessages } from '@/lib/i18n/messages';

/** What the router shows instead of a page: a role the user lacks (spec section 2), a page that failed. */
export const routeMessages = defineMessages({
  accessDeniedTitle: { id: 'routes.accessDenied.title', defaultMessage: 'Access Denied', description: "Heading of the page shown to a user whose role may not open it (an admin's page opened by a teacher)" },
  accessDeniedText: { id: 'routes.accessDenied.text', defaultMessage: "You don't have permission to access this page.", description: 'Under that heading' },
  errorTitle: { id: 'routes.error.title', defaultMessage: 'Something went wrong', description: 'Heading shown when a page failed to load or crashed' },
  reload: { id: 'routes.error.reload', defaultMessage: 'Reload', description: 'Button: loads the page again' },
  errorText: { id: 'routes.error.text', defaultMessage: 'The page could not be shown. Reloading usually helps.', description: 'Under that heading, above a Reload button' },
});
