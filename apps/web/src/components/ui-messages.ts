import { defineMessages } from '@/lib/i18n/messages';

/** Texts of the shared components every screen uses (dialogs, confirmations, loading placeholders). */
export const uiMessages = defineMessages({
  toasts: { id: 'ui.toasts.region', defaultMessage: 'Notifications', description: "Screen readers: the region where short notices (toasts) appear; the toolkit adds its keyboard shortcut after it (alt+T)" },
  close: { id: 'ui.dialog.close', defaultMessage: 'Close', description: "The X button in a dialog's or side panel's corner" },
  cancel: { id: 'ui.confirm.cancel', defaultMessage: 'Cancel', description: 'A confirmation dialog: closes it, doing nothing' },
  loadingClass: { id: 'ui.skeleton.loadingClass', defaultMessage: 'Loading class', description: 'Spoken while a class page loads' },
  loadingForm: { id: 'ui.skeleton.loadingForm', defaultMessage: 'Loading form', description: 'Spoken while a form loads' },
  loadingComments: { id: 'ui.skeleton.loadingComments', defaultMessage: 'Loading comments', description: 'Spoken while comments load' },
});
