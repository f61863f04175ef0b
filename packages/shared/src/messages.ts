import { ALLOWED_TYPES_SUMMARY } from './file-types';
import { LIMITS } from './limits';

/**
 * User-facing texts of the spec (sections 2, 5 and 8), word for word.
 * Both the web client and the tests read them from here.
 */
export const MSG = {
  // Sign-in
  loginSuccess: 'Login successful!',
  loginFailed: 'Login failed',
  // Registration
  registerSuccess: 'User registered successfully!',
  registerFailed: 'Registration failed',
  // Guards
  accessDeniedTitle: 'Access Denied',
  accessDeniedText: "You don't have permission to access this page.",
  // Dashboard
  dashboardLoadFailed: 'Failed to load dashboard data',
  // Class list
  authFailed: 'Authentication failed. Please log in again.',
  classesForbidden: "You don't have permission to view classes.",
  classesLoadFailed: 'Failed to load classes. Please try again later.',
  // Class detail
  classForbidden: "You don't have permission to view this class.",
  classNotFound: 'Class not found.',
  classLoadFailed: 'Failed to load class data. Please try again later.',
  // Topics
  topicAddFailed: 'Failed to add topic. Please try again.',
  topicAdded: 'Topic added successfully!',
  // Deletes
  materialDeleteFailed: 'Failed to delete material. Please try again.',
  assignmentDeleteFailed: 'Failed to delete assignment. Please try again.',
  topicDeleteFailed: 'Failed to delete topic. Please try again.',
  materialDeleted: 'Material deleted successfully',
  assignmentDeleted: 'Assignment deleted successfully',
  topicDeleted: 'Topic deleted successfully',
  // Create class
  classCreateFailed: 'Failed to create class. Please try again.',
  classCreated: 'Class created successfully!',
  createClassDenied: 'Access Denied: Only administrators and teachers can create classes.',
  // Edit class
  classEditForbidden: "You don't have permission to edit this class.",
  requiredFields: 'Please fill in all required fields.',
  classUpdateFailed: 'Failed to update class.',
  teacherAddFailed: 'Failed to add teacher.',
  studentAddFailed: 'Failed to add student.',
  teacherRemoveFailed: 'Failed to remove teacher.',
  studentRemoveFailed: 'Failed to remove student.',
  classUpdated: 'Class updated successfully!',
  teacherAdded: 'Teacher added successfully!',
  studentAdded: 'Student added successfully!',
  teacherRemoved: 'Teacher removed successfully!',
  studentRemoved: 'Student removed successfully!',
  // Material / assignment views
  materialForbidden: "You don't have permission to view this material.",
  assignmentForbidden: "You don't have permission to view this assignment.",
  materialNotFound: 'Material not found.',
  assignmentNotFound: 'Assignment not found.',
  materialLoadFailed: 'Failed to load material. Please try again later.',
  assignmentLoadFailed: 'Failed to load assignment. Please try again later.',
  // Forms
  resourceForbidden: "You don't have permission to access this resource.",
  topicOrClassNotFound: 'Topic or class not found.',
  formLoadFailed: 'Failed to load data. Please try again later.',
  fillAllFields: 'Please fill in all fields',
  materialCreateFailed: 'Failed to create material',
  materialUpdateFailed: 'Failed to update material',
  assignmentCreateFailed: 'Failed to create assignment',
  assignmentUpdateFailed: 'Failed to update assignment',
  materialCreated: 'Material created successfully',
  materialUpdated: 'Material updated successfully',
  assignmentCreated: 'Assignment created successfully',
  assignmentUpdated: 'Assignment updated successfully',
  // Comments
  commentsLoadFailed: 'Failed to load comments',
  commentAddFailed: 'Failed to add comment',
  commentDeleteFailed: 'Failed to delete comment',
  commentAdded: 'Comment added successfully!',
  commentDeleted: 'Comment deleted successfully!',
  // Lists
  assignmentsFetchFailedPrefix: 'Failed to fetch assignments: ',
  materialsFetchFailed: 'Failed to fetch materials',
  // Users
  usersForbidden: 'Access denied. Admin privileges required.',
  usersAuthRequired: 'Authentication required. Please login.',
  usersLoadFailed: 'Failed to load users.',
  userUpdateFailed: 'Failed to update user. Please try again.',
  userDeleteFailed: 'Failed to delete user. Please try again.',
  userUpdated: 'User updated successfully.',
  userDeleted: 'User deleted successfully.',
  // Fallbacks
  anonymous: 'Anonymous',
  unknownCreator: 'Unknown',
  noDescription: 'No description provided.',
  // Users screen fallback (spec section 8: a warning when the fallback list shows fewer than 6 users)
  usersFallbackWarning: 'Only teachers and students could be loaded; the user list may be incomplete.',
} as const;

/** Messages the server sends in `{ message }` error bodies. */
export const API_MSG = {
  unauthenticated: 'Authentication required',
  invalidToken: 'Invalid or expired token',
  invalidCredentials: 'Invalid email or password',
  forbidden: 'You do not have permission to do this',
  adminOnly: 'Admin privileges required',
  notFound: 'Not found',
  routeNotFound: 'Route not found',
  /** Followed by the method and path; the Allow header lists the methods the path has. */
  methodNotAllowed: 'Method not allowed',
  unsupportedMediaType: 'Content-Type must be application/json',
  compressedBody: 'Send the request body uncompressed: Content-Encoding is not accepted',
  bodyNotUtf8: 'The request body is not valid UTF-8',
  emailTaken: 'A user with this email already exists',
  cannotEditSelf: 'You cannot edit your own account here',
  cannotDeleteSelf: 'You cannot delete your own account',
  cannotChangeOwnRole: 'You cannot change your own role',
  userNotFound: 'User not found',
  malformedJson: 'Malformed JSON in request body',
  bodyTooLarge: 'Request body is too large',
  badUrl: 'The URL is malformed',
  urlTooLong: 'A part of the URL is too long',
  tooManyRequests: 'Too many requests, please try again later',
  tooManyLogins: 'Too many sign-in attempts, please try again later',
  classNotFound: 'Class not found',
  topicNotFound: 'Topic not found',
  materialNotFound: 'Material not found',
  assignmentNotFound: 'Assignment not found',
  commentNotFound: 'Comment not found',
  /** A material or assignment may move only to another topic of its own class. */
  topicNotInClass: 'topic must be a topic of the same class',
} as const;

/** Messages of uploads, attachments and downloads; those with a number name the limit in force. */
export const FILE_MSG = {
  notFound: 'File not found',
  tooLarge: (limitMb: number) => `The file is larger than the upload limit of ${limitMb} MB`,
  typeNotAllowed: `This kind of file cannot be uploaded. Allowed: ${ALLOWED_TYPES_SUMMARY}.`,
  /** An allowed type that also holds web page code (HTML, SVG, XML, script): a text file, or a picture or PDF that is also a page. */
  activeContent: `This kind of file cannot be uploaded: it contains web page code (HTML, SVG, XML or a script), which is refused even in a text file, a picture or a PDF; to share code, put it in a zip. Allowed: ${ALLOWED_TYPES_SUMMARY}.`,
  empty: 'The file is empty',
  noFile: 'Send the file as multipart/form-data in a field named "file"',
  onePerUpload: 'Send one file per upload, in a field named "file", with no other parts',
  incomplete: 'The upload ended before the whole file arrived',
  storageFull: (quotaGb: number) =>
    `The school's file storage is full (quota ${quotaGb} GB): delete files that are no longer needed, or ask an administrator to raise STORAGE_QUOTA_GB`,
  attached: 'The file is attached to a material or an assignment: remove it there',
  deleted: 'File deleted',
  badLink: 'The download link is invalid or has expired',
  badRange: 'The requested range is not satisfiable',
  notAnUpload: (index: number) => `attachments.${index}: no such file among this class's uploads`,
  attachedElsewhere: (index: number) => `attachments.${index}: the file is attached to another material or assignment`,
  listedTwice: (index: number) => `attachments.${index}: the file is listed twice`,
} as const;

/** Rich text refused before it is stored; `field` is the field's name (content, description). */
export const RICH_TEXT_MSG = {
  tooDeep: (field: string) => `${field} is nested too deeply (at most ${LIMITS.richTextDepth} levels)`,
  tooComplex: (field: string) => `${field} is too complex to check; simplify its formatting or split it into smaller parts`,
} as const;

/** Messages of the coursework loop: turning in, grading, returning. */
export const WORK_MSG = {
  notFound: 'Submission not found',
  /** A teacher or admin asking for student-only actions on someone's work. */
  studentOnly: 'Only the student can change their own work',
  /** A student asking for teacher-only actions (the list, grades, returns). */
  teachersOnly: 'Only teachers of the class can grade work',
  alreadyTurnedIn: 'This work is turned in: unsubmit it first to make changes',
  notTurnedIn: 'This work is not turned in',
  returnedNoUnsubmit: 'This work has been returned: edit it and turn it in again instead',
  ungraded: 'This assignment is not graded: give feedback only',
  gradeAboveMax: (max: number) => `grade must be at most ${max} (the assignment's maximum points)`,
  returnNeedsGrade: 'Add a grade or feedback before returning the work',
  gradesAboveMax: (max: number) => `Some grades are above ${max} points: change them before lowering the maximum`,
  gradedCannotBeUngraded: 'Some work has grades: remove them before making the assignment ungraded',
  saved: 'Work saved',
  turnedIn: 'Work turned in',
  unsubmitted: 'Work unsubmitted',
  returned: 'Work returned',
  returnedCount: (count: number) => (count === 1 ? '1 returned' : `${count} returned`),
} as const;
