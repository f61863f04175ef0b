import { LIMITS } from './limits';

/**
 * Texts of the web's roster screens (invitation page, users' status actions, import screen).
 * No zod here: the invitation page imports them and stays light.
 */
export const ROSTER_SCREEN_MSG = {
  // Invitation page
  inviteTitle: 'Set your password',
  inviteSubtitle: 'Choose a password to finish setting up your account',
  passwordHint: `Password must be at least ${LIMITS.passwordMin} characters long`,
  passwordTooShort: `The password must be at least ${LIMITS.passwordMin} characters long.`,
  passwordsDiffer: 'The passwords do not match.',
  inviteSubmit: 'Set password and sign in',
  inviteBusy: 'Setting password...',
  inviteFailed: 'The password could not be set. Please try again.',
  inviteWelcome: (name: string) => `Welcome, ${name}! Your password is set.`,
  // Users screen
  statusActive: 'Active',
  statusInvited: 'Invited',
  statusDeactivated: 'Deactivated',
  deactivateTitle: 'Deactivate this user?',
  deactivateText: (name: string, email: string) =>
    `${name} (${email}) will be signed out at once and cannot sign in until reactivated. Their classes and work are kept.`,
  userDeactivated: (name: string) => `${name} has been deactivated.`,
  userReactivated: (name: string) => `${name} has been reactivated.`,
  deactivateFailed: 'Failed to deactivate user. Please try again.',
  reactivateFailed: 'Failed to reactivate user. Please try again.',
  downloadInvitations: 'Download invitation links',
  downloadInvitationsFailed: 'Failed to download the invitation links. Please try again.',
  // One person's invitation (Users rows, an import's result)
  // The buttons show their first words; the accessible names start with them and say whose it is.
  copyInvitationLabel: 'Copy link',
  copyInvitation: (name: string) => `Copy link to ${name}'s invitation`,
  invitationCopied: (name: string) => `Invitation link for ${name} copied`,
  invitationWorksUntil: (day: string) => `It works once, until ${day}.`,
  invitationRenewed: 'A new link was made: their last one had expired and no longer works.',
  copyInvitationFailed: 'Failed to get the invitation link. Please try again.',
  invitationLinkTitle: (name: string) => `Invitation link for ${name}`,
  invitationLinkManual: 'Copy this link and hand it over: whoever opens it can choose the password.',
  invitationLinkLabel: 'Invitation link',
  emailInvitationLabel: 'Email link',
  emailInvitation: (name: string) => `Email link to ${name}`,
  invitationEmailed: (name: string, email: string) => `Invitation emailed to ${name} (${email})`,
  emailInvitationFailed: 'Failed to email the invitation',
  // An import's rows
  importRowsTitle: 'Rows',
  importRowsLabel: 'Rows of the import',
  importRowTabs: {
    all: 'All',
    create: 'Created',
    update: 'Updated',
    deactivate: 'Deactivated',
    enroll: 'Enrolled',
    remove: 'Removed',
    archive: 'Archived',
    problems: 'With problems',
  },
  importRowActions: {
    create: 'Create',
    update: 'Update',
    unchanged: 'Unchanged',
    deactivate: 'Deactivate',
    enroll: 'Enroll',
    remove: 'Remove',
    archive: 'Archive',
    skip: 'Skipped',
  },
  importRowsNone: 'No rows here.',
  importRowsRange: (from: number, to: number, total: number) => `Rows ${from.toLocaleString('en')}–${to.toLocaleString('en')} of ${total.toLocaleString('en')}`,
  importRowsFailed: 'The rows could not be loaded.',
  importRowNotListed: 'Not in the bulk file',
  importRowInvited: 'Gets an invitation link',
  // Import screen
  importTitle: 'Import roster',
  importDescription:
    'Upload a users CSV, or a OneRoster bundle exported by your student information system. Nothing changes until you commit.',
  importFileLabel: 'Users CSV or OneRoster bundle',
  importFileHint:
    'A .csv with the header name,email,role (admin, teacher or student), optionally password and classes (names separated by ;). Or a OneRoster 1.2 CSV bundle (.zip): its users, classes and enrollments.',
  importPreview: 'Preview import',
  importPreviewFailed: 'The file could not be previewed. Please try again.',
  importNoProblems: 'No problems found: the import is ready to commit.',
  importHasProblems: (count: number) =>
    `${count} ${count === 1 ? 'problem' : 'problems'} must be fixed in the file before it can be committed.`,
  importWarnings: (count: number) => `${count} ${count === 1 ? 'warning' : 'warnings'}: they do not stop the commit.`,
  importCommit: 'Commit import',
  importCommitFailed: 'The import could not be committed. Nothing was changed.',
  importCommitted: 'Import committed.',
  importFailed: 'The import failed and nothing was changed.',
  importRunning: 'Committing the import',
  importRunningNote: 'You can leave this page: the import goes on, and you will find it under Recent imports.',
  importProgressLabel: 'Import progress',
  importProgressChecking: 'Checking the import against the current data...',
  /** Running in another server process, whose progress this one does not know. */
  importProgressUnknown: 'Under way...',
  importProgressText: (done: number, total: number) => `${done.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} changes applied`,
  importProgressDone: 'Done',
  importInvitations: (count: number) =>
    `${count} new ${count === 1 ? 'user has' : 'users have'} no password and ${count === 1 ? 'gets' : 'get'} an invitation link.`,
  importAnother: 'Import another file',
  importRecent: 'Recent imports',
  importOpen: 'Open',
  importKinds: { 'users-csv': 'Users CSV', oneroster: 'OneRoster bundle' },
  importStatuses: { previewed: 'Previewed', running: 'Running', committed: 'Committed', failed: 'Failed' },
  importRemovalsTitle: 'Taken out by this bulk import',
  importRemovalsNote:
    "The bundle's bulk files are the whole roster: what came from the roster and they no longer list is taken out when you commit. Nothing is deleted; accounts and classes made in Lyceum are never touched.",
  importRemovalsNone: 'Nothing is taken out: the roster still lists everything it brought in.',
  importRemovalGroups: {
    users: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'user' : 'users'} deactivated`,
    classes: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'class' : 'classes'} archived`,
    enrollments: (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'enrollment' : 'enrollments'} ended`,
  },
  importRemovalsMore: (count: number) => `and ${count.toLocaleString('en-US')} more`,
} as const;
