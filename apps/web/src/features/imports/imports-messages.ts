import { defineMessages } from '@/lib/i18n/messages';

/**
 * The Import screen (spec section 2: an admin's roster import): the file form, the preview with its
 * counts, problems, removals and rows, the running commit, its result and the recent imports. The
 * English is packages/shared's ROSTER_SCREEN_MSG, word for word (the server and tests keep using it).
 */
export const importsMessages = defineMessages({
  title: { id: 'imports.page.title', defaultMessage: 'Import roster', description: "The Import page's heading" },
  description: {
    id: 'imports.page.description',
    defaultMessage: 'Upload a users CSV, or a OneRoster bundle exported by your student information system. Nothing changes until you commit.',
    description: 'Under the heading (OneRoster is a standard: keep the name)',
  },
  previewFailed: { id: 'imports.page.previewFailed', defaultMessage: 'The file could not be previewed. Please try again.', description: 'Toast and field error when the server gave no reason' },
  commitFailed: { id: 'imports.page.commitFailed', defaultMessage: 'The import could not be committed. Nothing was changed.', description: 'Toast when the commit could not start' },
  committed: { id: 'imports.page.committed', defaultMessage: 'Import committed.', description: 'Toast, and the title of the result' },
  failed: { id: 'imports.page.failed', defaultMessage: 'The import failed and nothing was changed.', description: "Toast and alert title; the server's reason shows under it" },
  kind: {
    id: 'imports.page.kind',
    defaultMessage: '{kind, select, oneroster {OneRoster bundle} other {Users CSV}}',
    description: 'What kind of file an import read: a OneRoster bundle (a zip) or a users CSV',
  },
  // File form
  fileLabel: { id: 'imports.file.label', defaultMessage: 'Users CSV or OneRoster bundle', description: 'Label of the file field' },
  fileHint: {
    id: 'imports.file.hint',
    defaultMessage:
      'A .csv with the header name,email,role (admin, teacher or student), optionally password and classes (names separated by ;). Or a OneRoster 1.2 CSV bundle (.zip): its users, classes and enrollments.',
    description: 'Under the file field. Keep name,email,role, admin, teacher, student, password and classes in English: they are what the file must say',
  },
  preview: { id: 'imports.file.preview', defaultMessage: 'Preview import', description: 'Button: uploads the file and shows what it would do' },
  previewing: { id: 'imports.file.previewing', defaultMessage: 'Previewing', description: 'Spoken while the file is read' },
  // Preview
  previewTitle: { id: 'imports.preview.title', defaultMessage: 'Preview', description: 'Heading of what a commit would do' },
  noProblems: { id: 'imports.preview.noProblems', defaultMessage: 'No problems found: the import is ready to commit.', description: 'Alert' },
  hasProblems: {
    id: 'imports.preview.hasProblems',
    defaultMessage: '{count, plural, one {# problem} other {# problems}} must be fixed in the file before it can be committed.',
    description: 'Alert over the table of problems; {count}: how many',
  },
  warnings: {
    id: 'imports.preview.warnings',
    defaultMessage: '{count, plural, one {# warning} other {# warnings}}: they do not stop the commit.',
    description: 'Alert over the table of warnings; {count}: how many',
  },
  invitations: {
    id: 'imports.preview.invitations',
    defaultMessage: '{count, plural, one {# new user has no password and gets an invitation link.} other {# new users have no password and get an invitation link.}}',
    description: 'Under the counts; {count}: new accounts without a password',
  },
  commit: { id: 'imports.preview.commit', defaultMessage: 'Commit import', description: 'Button: applies the import' },
  committing: { id: 'imports.preview.committing', defaultMessage: 'Committing', description: 'Spoken while the commit starts' },
  // Counts
  countGroup: {
    id: 'imports.counts.group',
    defaultMessage: '{group, select, users {Users} classes {Classes} other {Enrollments}}',
    description: 'Heading of a box of counts',
  },
  countOf: {
    id: 'imports.counts.count',
    defaultMessage: '{count} {what, select, created {created} updated {updated} deactivated {deactivated} added {added} removed {removed} other {unchanged}}',
    description: 'One count in a box (users, classes or enrollments); {count}: the number, in bold',
  },
  // Problems and warnings
  file: { id: 'imports.problems.file', defaultMessage: 'File', description: 'Column heading: the file of a bundle' },
  line: { id: 'imports.problems.line', defaultMessage: 'Line', description: 'Column heading: the line of the file' },
  problem: { id: 'imports.problems.problem', defaultMessage: 'Problem', description: 'Column heading' },
  warning: { id: 'imports.problems.warning', defaultMessage: 'Warning', description: 'Column heading' },
  whereInFile: { id: 'imports.problems.whereInFile', defaultMessage: '{file}, line {line}', description: 'Where a row or problem is; {file}: the file name in the bundle, {line}: its line' },
  whereLine: { id: 'imports.problems.whereLine', defaultMessage: 'Line {line}', description: 'Where a row or problem is in a users CSV; {line}: its line' },
  // Removals
  removalsTitle: { id: 'imports.removals.title', defaultMessage: 'Taken out by this bulk import', description: 'Alert title on a OneRoster bulk import' },
  removalsNote: {
    id: 'imports.removals.note',
    defaultMessage:
      "The bundle's bulk files are the whole roster: what came from the roster and they no longer list is taken out when you commit. Nothing is deleted; accounts and classes made in Lyceum are never touched.",
    description: 'Under the title when something is taken out',
  },
  removalsNone: { id: 'imports.removals.none', defaultMessage: 'Nothing is taken out: the roster still lists everything it brought in.', description: 'Under the title when nothing is' },
  removedUsers: { id: 'imports.removals.users', defaultMessage: '{count, plural, one {# user} other {# users}} deactivated', description: 'Over the names of users taken out' },
  removedClasses: { id: 'imports.removals.classes', defaultMessage: '{count, plural, one {# class} other {# classes}} archived', description: 'Over the names of classes taken out' },
  removedEnrollments: {
    id: 'imports.removals.enrollments',
    defaultMessage: '{count, plural, one {# enrollment} other {# enrollments}} ended',
    description: 'Over the names of enrollments ended',
  },
  removalsMore: { id: 'imports.removals.more', defaultMessage: 'and {count, number} more', description: 'Last item of a list of names cut short; {count}: how many are not listed' },
  // Rows
  rowsTitle: { id: 'imports.rows.title', defaultMessage: 'Rows', description: 'Heading of the rows of an import' },
  rowsLabel: { id: 'imports.rows.label', defaultMessage: 'Rows of the import', description: "Screen reader name of the rows' tabs" },
  rowsTableLabel: { id: 'imports.rows.tableLabel', defaultMessage: 'Rows of the import: {tab}', description: 'Screen reader name of the table; {tab}: the name of the open tab' },
  tab: {
    id: 'imports.rows.tab',
    defaultMessage: '{filter, select, all {All} create {Created} update {Updated} deactivate {Deactivated} enroll {Enrolled} remove {Removed} archive {Archived} other {With problems}}',
    description: 'A tab of the rows: all, or the rows of one action, or the rows with problems',
  },
  action: {
    id: 'imports.rows.action',
    defaultMessage: '{action, select, create {Create} update {Update} unchanged {Unchanged} deactivate {Deactivate} enroll {Enroll} remove {Remove} archive {Archive} other {Skipped}}',
    description: 'Badge: what the import does to a row',
  },
  rowsNone: { id: 'imports.rows.none', defaultMessage: 'No rows here.', description: 'Empty tab' },
  rowsRange: {
    id: 'imports.rows.range',
    defaultMessage: 'Rows {from, number}–{to, number} of {total, number}',
    description: 'Under the table when there are several pages; {from}–{to}: the rows shown, {total}: all rows of the tab',
  },
  rowsFailed: { id: 'imports.rows.failed', defaultMessage: 'The rows could not be loaded.', description: 'Instead of the rows' },
  notListed: { id: 'imports.rows.notListed', defaultMessage: 'Not in the bulk file', description: 'Where a row is when the bulk files no longer list it' },
  invited: { id: 'imports.rows.invited', defaultMessage: 'Gets an invitation link', description: 'Under a new user without a password' },
  fileLine: { id: 'imports.rows.fileLine', defaultMessage: 'File, line', description: 'Column heading (a bundle)' },
  actionColumn: { id: 'imports.rows.actionColumn', defaultMessage: 'Action', description: 'Column heading' },
  who: { id: 'imports.rows.who', defaultMessage: 'Who', description: 'Column heading: name and email' },
  role: { id: 'imports.rows.role', defaultMessage: 'Role', description: 'Column heading' },
  class: { id: 'imports.rows.class', defaultMessage: 'Class', description: 'Column heading' },
  invitation: { id: 'imports.rows.invitation', defaultMessage: 'Invitation', description: "Column heading: a new user's invitation buttons" },
  pages: { id: 'imports.rows.pages', defaultMessage: 'Pages of rows', description: 'Screen reader name of the paging buttons' },
  previous: { id: 'imports.rows.previous', defaultMessage: 'Previous', description: 'Button: the previous page of rows' },
  next: { id: 'imports.rows.next', defaultMessage: 'Next', description: 'Button: the next page of rows' },
  // Running and result
  running: { id: 'imports.running.title', defaultMessage: 'Committing the import', description: 'Heading while the commit runs' },
  runningNote: {
    id: 'imports.running.note',
    defaultMessage: 'You can leave this page: the import goes on, and you will find it under Recent imports.',
    description: 'Under the heading; "Recent imports" is the heading of the list below',
  },
  progressLabel: { id: 'imports.progress.label', defaultMessage: 'Import progress', description: 'Screen reader name of the progress bar' },
  progressChecking: { id: 'imports.progress.checking', defaultMessage: 'Checking the import against the current data...', description: 'Under the bar before the changes start' },
  progressUnknown: { id: 'imports.progress.unknown', defaultMessage: 'Under way...', description: 'Under the bar when its progress is not known' },
  progressText: { id: 'imports.progress.text', defaultMessage: '{done, number} of {total, number} changes applied', description: 'Under the bar; {done} of {total} changes' },
  progressDone: { id: 'imports.progress.done', defaultMessage: 'Done', description: 'Under the full bar' },
  resultTitle: { id: 'imports.result.title', defaultMessage: 'Result', description: 'Heading of what a commit did' },
  another: { id: 'imports.result.another', defaultMessage: 'Import another file', description: 'Button: back to the file form' },
  // Recent imports
  recent: { id: 'imports.recent.title', defaultMessage: 'Recent imports', description: 'Heading of the list of the latest imports' },
  open: { id: 'imports.recent.open', defaultMessage: 'Open', description: 'Button: shows an import' },
  openLabel: { id: 'imports.recent.openLabel', defaultMessage: 'Open: {kind}, {started}', description: "The Open button's screen reader name; {kind}: the kind of file, {started}: date and time" },
  status: {
    id: 'imports.recent.status',
    defaultMessage: '{status, select, previewed {Previewed} running {Running} committed {Committed} other {Failed}}',
    description: "Badge: an import's status",
  },
  size: {
    id: 'imports.recent.size',
    defaultMessage: '{users, plural, one {# user} other {# users}} · {classes, plural, one {# class} other {# classes}} · {enrollments, plural, one {# enrollment} other {# enrollments}}',
    description: 'Under an import: how many users, classes and enrollments it is about',
  },
  problems: { id: 'imports.recent.problems', defaultMessage: '{count, plural, one {# problem} other {# problems}}', description: 'After the size, when the preview found problems' },
});
