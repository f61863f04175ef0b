import { defineMessages } from '@/lib/i18n/messages';

/**
 * The Users screen (spec section 2: an admin's list of accounts, its filters, the edit, delete and
 * deactivate dialogs, email delivery's line) and the Register User form. The English is the
 * spec's and packages/shared's (MSG, ROSTER_SCREEN_MSG, EMAIL_TEXT, ROLE_LABELS), word for word.
 */
export const usersMessages = defineMessages({
  title: { id: 'users.list.title', defaultMessage: 'Users', description: "The Users page's heading" },
  description: { id: 'users.list.description', defaultMessage: 'Manage the accounts of students, teachers and administrators.', description: 'Under the heading' },
  registerUser: { id: 'users.list.registerUser', defaultMessage: 'Register User', description: 'Button: opens the form that creates an account' },
  matches: { id: 'users.list.matches', defaultMessage: '{count, plural, one {# user matches} other {# users match}}', description: 'Announced to screen readers after filtering: how many users the filters kept' },
  loading: { id: 'users.list.loading', defaultMessage: 'Loading users', description: 'Spoken while the list loads' },
  noneMatch: { id: 'users.list.noneMatch', defaultMessage: 'No users match these filters', description: 'Empty state under filters' },
  none: { id: 'users.list.none', defaultMessage: 'No users found', description: 'Empty state' },
  clearFilters: { id: 'users.list.clearFilters', defaultMessage: 'Clear filters', description: 'Button in the empty state' },
  fallbackWarning: { id: 'users.list.fallbackWarning', defaultMessage: 'Only teachers and students could be loaded; the user list may be incomplete.', description: 'Toast when the full list could not be read' },
  forbidden: { id: 'users.list.forbidden', defaultMessage: 'Access denied. Admin privileges required.', description: 'The list was refused: not an admin' },
  authRequired: { id: 'users.list.authRequired', defaultMessage: 'Authentication required. Please login.', description: 'The list was refused: signed out' },
  loadFailed: { id: 'users.list.loadFailed', defaultMessage: 'Failed to load users.', description: 'The list could not be loaded' },
  // Filters
  filterUsers: { id: 'users.filter.name', defaultMessage: 'Filter users', description: 'Name of the filter bar (a search landmark)' },
  search: { id: 'users.filter.search', defaultMessage: 'Search users', description: 'Label of the search box' },
  searchPlaceholder: { id: 'users.filter.searchPlaceholder', defaultMessage: 'Name or email', description: 'Placeholder of the search box' },
  allRoles: { id: 'users.filter.allRoles', defaultMessage: 'All roles', description: 'Role filter: no filter' },
  allStatuses: { id: 'users.filter.allStatuses', defaultMessage: 'All statuses', description: 'Status filter: no filter' },
  // Table
  name: { id: 'users.table.name', defaultMessage: 'Name', description: 'Column heading' },
  email: { id: 'users.table.email', defaultMessage: 'Email', description: 'Column heading' },
  role: { id: 'users.table.role', defaultMessage: 'Role', description: 'Column heading and field label' },
  status: { id: 'users.table.status', defaultMessage: 'Status', description: 'Column heading and filter label' },
  actions: { id: 'users.table.actions', defaultMessage: 'Actions', description: "Column heading, and the name of a row's buttons" },
  you: { id: 'users.table.you', defaultMessage: 'You', description: "Badge beside the signed-in admin's own name" },
  edit: { id: 'users.table.edit', defaultMessage: 'Edit', description: 'Row button' },
  editUser: { id: 'users.table.editUser', defaultMessage: 'Edit {name}', description: "The Edit button's full name for screen readers; {name}: the user's name" },
  reactivate: { id: 'users.table.reactivate', defaultMessage: 'Reactivate', description: 'Row button' },
  reactivateUser: { id: 'users.table.reactivateUser', defaultMessage: 'Reactivate {name}', description: "Screen reader name; {name}: the user's name" },
  deactivate: { id: 'users.table.deactivate', defaultMessage: 'Deactivate', description: 'Row button and confirm button' },
  deactivateUser: { id: 'users.table.deactivateUser', defaultMessage: 'Deactivate {name}', description: "Screen reader name; {name}: the user's name" },
  delete: { id: 'users.table.delete', defaultMessage: 'Delete', description: 'Row button and confirm button' },
  deleteUser: { id: 'users.table.deleteUser', defaultMessage: 'Delete {name}', description: "Screen reader name; {name}: the user's name" },
  selfEditHint: { id: 'users.table.selfEditHint', defaultMessage: 'You cannot edit or delete your own account', description: "Tooltip of the admin's own disabled buttons" },
  selfDeactivateHint: { id: 'users.table.selfDeactivateHint', defaultMessage: 'You cannot deactivate your own account', description: "Tooltip of the admin's own disabled Deactivate" },
  // Roles and statuses
  roleName: { id: 'users.role.name', defaultMessage: '{role, select, admin {Administrator} teacher {Teacher} other {Student}}', description: 'A role' },
  statusName: { id: 'users.status.name', defaultMessage: '{status, select, active {Active} invited {Invited} other {Deactivated}}', description: "An account's status: invited is waiting for a first password" },
  // Dialogs
  deleteTitle: { id: 'users.delete.title', defaultMessage: 'Delete this user?', description: 'Confirmation dialog' },
  deleting: { id: 'users.delete.deleting', defaultMessage: 'Deleting', description: 'Spoken while deleting' },
  deleted: { id: 'users.delete.done', defaultMessage: 'User deleted successfully.', description: 'Toast' },
  deleteFailed: { id: 'users.delete.failed', defaultMessage: 'Failed to delete user. Please try again.', description: 'Toast' },
  deactivateTitle: { id: 'users.deactivate.title', defaultMessage: 'Deactivate this user?', description: 'Confirmation dialog' },
  deactivateText: {
    id: 'users.deactivate.text',
    defaultMessage: '{name} ({email}) will be signed out at once and cannot sign in until reactivated. Their classes and work are kept.',
    description: "Confirmation dialog; {name} and {email}: the user's",
  },
  deactivating: { id: 'users.deactivate.deactivating', defaultMessage: 'Deactivating', description: 'Spoken while deactivating' },
  deactivated: { id: 'users.deactivate.done', defaultMessage: '{name} has been deactivated.', description: "Toast; {name}: the user's name" },
  reactivated: { id: 'users.reactivate.done', defaultMessage: '{name} has been reactivated.', description: "Toast; {name}: the user's name" },
  deactivateFailed: { id: 'users.deactivate.failed', defaultMessage: 'Failed to deactivate user. Please try again.', description: 'Toast' },
  reactivateFailed: { id: 'users.reactivate.failed', defaultMessage: 'Failed to reactivate user. Please try again.', description: 'Toast' },
  editTitle: { id: 'users.edit.title', defaultMessage: 'Edit user', description: "Dialog's heading" },
  editDescription: { id: 'users.edit.description', defaultMessage: "Change {name}'s details. Fields left blank keep their current value.", description: "Under the dialog's heading; {name}: the user's name" },
  fullName: { id: 'users.edit.fullName', defaultMessage: 'Full Name', description: 'Field label' },
  emailAddress: { id: 'users.edit.emailAddress', defaultMessage: 'Email Address', description: 'Field label' },
  newPassword: { id: 'users.edit.newPassword', defaultMessage: 'New Password', description: 'Field label' },
  newPasswordPlaceholder: { id: 'users.edit.newPasswordPlaceholder', defaultMessage: 'Leave blank to keep the current password', description: 'Placeholder of New Password' },
  cancel: { id: 'users.edit.cancel', defaultMessage: 'Cancel', description: 'Button: closes the dialog unsaved' },
  saveChanges: { id: 'users.edit.save', defaultMessage: 'Save changes', description: 'Button' },
  saving: { id: 'users.edit.saving', defaultMessage: 'Saving', description: 'Spoken while saving' },
  updated: { id: 'users.edit.done', defaultMessage: 'User updated successfully.', description: 'Toast' },
  updateFailed: { id: 'users.edit.failed', defaultMessage: 'Failed to update user. Please try again.', description: 'Toast' },
  // Email delivery (the Email invitations button keeps packages/shared's English for now: converting
  // it changed how the build splits the entry's chunks, a kilobyte more on the sign-in page)
  emailStatusTitle: { id: 'users.email.statusTitle', defaultMessage: 'Email delivery', description: 'Screen reader title of the email line' },
  emailOff: { id: 'users.email.off', defaultMessage: 'Email is off: set SMTP_URL and MAIL_FROM on the server to email notifications and invitations.', description: 'Email not configured (SMTP_URL and MAIL_FROM are setting names: keep them)' },
  emailOk: {
    id: 'users.email.ok',
    defaultMessage: 'Email is working. {waiting, plural, one {# notification} other {# notifications}} waiting (daily digests included).',
    description: 'Email configured; {waiting}: emails queued',
  },
  emailFailing: {
    id: 'users.email.failing',
    defaultMessage: 'Email is failing for {failing, plural, one {# recipient} other {# recipients}}; it is retried with growing pauses.',
    description: 'Emails failing; {failing}: how many recipients',
  },
  emailLastError: { id: 'users.email.lastError', defaultMessage: 'Last failure ({at}): {message}', description: "{at}: when; {message}: the mail server's own words (not translated)" },
  // Register User
  registerTitle: { id: 'users.register.title', defaultMessage: 'Register New User', description: "The Register User page's heading" },
  registerDescription: { id: 'users.register.description', defaultMessage: 'Create a new account for a student, teacher, or administrator', description: 'Under the heading' },
  password: { id: 'users.register.password', defaultMessage: 'Password', description: 'Field label' },
  creating: { id: 'users.register.creating', defaultMessage: 'Creating account', description: 'Spoken while creating' },
  creatingButton: { id: 'users.register.creatingButton', defaultMessage: 'Creating Account...', description: 'The submit button while it works' },
  registerSuccess: { id: 'users.register.done', defaultMessage: 'User registered successfully!', description: 'Toast' },
  registerFailed: { id: 'users.register.failed', defaultMessage: 'Registration failed', description: 'Toast' },
  fullNameRequired: { id: 'users.register.fullNameRequired', defaultMessage: 'Enter the full name.', description: 'Field error' },
  passwordRequired: { id: 'users.register.passwordRequired', defaultMessage: 'Enter a password.', description: 'Field error' },
});
