import { defineMessages } from '@/lib/i18n/messages';

/** The 404 page (spec section 2). */
export const errorsMessages = defineMessages({
  title: { id: 'errors.notFound.title', defaultMessage: 'Page not found', description: "The 404 page's heading" },
  text: { id: 'errors.notFound.text', defaultMessage: 'The page you are looking for does not exist or has been moved.', description: 'Under the heading' },
  goBack: { id: 'errors.notFound.goBack', defaultMessage: 'Go Back', description: 'Button: the previous page' },
  backToDashboard: { id: 'errors.notFound.backToDashboard', defaultMessage: 'Back to Dashboard', description: 'Button' },
  quickLinks: { id: 'errors.notFound.quickLinks', defaultMessage: 'Quick links', description: 'Heading of the links to the main pages' },
  dashboard: { id: 'errors.notFound.dashboard', defaultMessage: 'Dashboard', description: 'Quick link' },
  classes: { id: 'errors.notFound.classes', defaultMessage: 'Classes', description: 'Quick link' },
  students: { id: 'errors.notFound.students', defaultMessage: 'Students', description: 'Quick link' },
  materials: { id: 'errors.notFound.materials', defaultMessage: 'Materials', description: 'Quick link' },
});
