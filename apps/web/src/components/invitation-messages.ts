import { defineMessages } from '@/lib/i18n/messages';

/**
 * One person's invitation link (Users rows, an import's result) and the download of all links.
 * The English is packages/shared's ROSTER_SCREEN_MSG, word for word.
 */
export const invitationMessages = defineMessages({
  downloadInvitations: { id: 'invitation.download.label', defaultMessage: 'Download invitation links', description: 'Button: a CSV of every unused invitation link' },
  downloading: { id: 'invitation.download.downloading', defaultMessage: 'Downloading', description: 'Spoken while downloading' },
  downloadInvitationsFailed: { id: 'invitation.download.failed', defaultMessage: 'Failed to download the invitation links. Please try again.', description: 'Toast' },
  copyInvitationLabel: { id: 'invitation.copy.label', defaultMessage: 'Copy link', description: "Button in a user's row" },
  copyInvitation: { id: 'invitation.copy.name', defaultMessage: "Copy link to {name}'s invitation", description: "The button's full name for screen readers; {name}: the user's name" },
  invitationCopied: { id: 'invitation.copy.done', defaultMessage: 'Invitation link for {name} copied', description: "Toast; {name}: the user's name" },
  invitationWorksUntil: { id: 'invitation.worksUntil', defaultMessage: 'It works once, until {day}.', description: 'Under a link; {day}: the date it expires' },
  invitationRenewed: { id: 'invitation.renewed', defaultMessage: 'A new link was made: their last one had expired and no longer works.', description: 'Under a link that was renewed' },
  copyInvitationFailed: { id: 'invitation.copy.failed', defaultMessage: 'Failed to get the invitation link. Please try again.', description: 'Toast' },
  invitationLinkTitle: { id: 'invitation.dialog.title', defaultMessage: 'Invitation link for {name}', description: "Dialog showing the link when it could not be copied; {name}: the user's name" },
  invitationLinkManual: { id: 'invitation.dialog.manual', defaultMessage: 'Copy this link and hand it over: whoever opens it can choose the password.', description: 'Dialog text' },
  invitationLinkLabel: { id: 'invitation.dialog.label', defaultMessage: 'Invitation link', description: 'Label of the link field' },
  emailInvitationLabel: { id: 'invitation.email.label', defaultMessage: 'Email link', description: "Button in a user's row" },
  emailInvitation: { id: 'invitation.email.name', defaultMessage: 'Email link to {name}', description: "The button's full name for screen readers; {name}: the user's name" },
  invitationEmailed: { id: 'invitation.email.done', defaultMessage: 'Invitation emailed to {name} ({email})', description: "Toast; {name} and {email}: the user's" },
  emailInvitationFailed: { id: 'invitation.email.failed', defaultMessage: 'Failed to email the invitation', description: 'Toast' },
});
