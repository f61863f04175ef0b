import { defineMessages } from './i18n';

/**
 * The API's own error messages (`{ "message" }` bodies), answered in the caller's language
 * (plugins/errors.ts). Each key and English text is API_MSG's (packages/shared/src/messages.ts),
 * which the tests and the web client read; api-errors.messages.test.ts holds them equal.
 */
export const API_ERRORS = defineMessages({
  unauthenticated: { id: 'server.error.unauthenticated', defaultMessage: 'Authentication required', description: 'API error: a request without a sign-in token' },
  invalidToken: { id: 'server.error.invalidToken', defaultMessage: 'Invalid or expired token', description: 'API error: the sign-in token is wrong or has expired; the person must sign in again' },
  invalidCredentials: { id: 'server.error.invalidCredentials', defaultMessage: 'Invalid email or password', description: 'API error on the sign-in page: the email or password is wrong' },
  invalidCredentialsWithHint: {
    id: 'server.error.invalidCredentialsWithHint',
    defaultMessage: 'Invalid email or password. {hint}',
    description: "API error on the sign-in page when passwords are off for some people; {hint} is the school's own advice, e.g. which single sign-on to use",
  },
  forbidden: { id: 'server.error.forbidden', defaultMessage: 'You do not have permission to do this', description: 'API error: the signed-in person may not do what they asked' },
  adminOnly: { id: 'server.error.adminOnly', defaultMessage: 'Admin privileges required', description: 'API error: only an administrator may do this' },
  notFound: { id: 'server.error.notFound', defaultMessage: 'Not found', description: 'API error: what was asked for does not exist (or is not visible to the asker)' },
  unsupportedMediaType: { id: 'server.error.unsupportedMediaType', defaultMessage: 'Content-Type must be application/json', description: 'API error for programs calling the API; keep "Content-Type" and "application/json" as they are' },
  compressedBody: { id: 'server.error.compressedBody', defaultMessage: 'Send the request body uncompressed: Content-Encoding is not accepted', description: 'API error for programs calling the API; keep "Content-Encoding" as it is' },
  bodyNotUtf8: { id: 'server.error.bodyNotUtf8', defaultMessage: 'The request body is not valid UTF-8', description: 'API error for programs calling the API' },
  emailTaken: { id: 'server.error.emailTaken', defaultMessage: 'A user with this email already exists', description: 'API error when an admin adds or invites a user whose email is already in use' },
  cannotEditSelf: { id: 'server.error.cannotEditSelf', defaultMessage: 'You cannot edit your own account here', description: 'API error on the Users screen: an admin editing their own account' },
  cannotDeleteSelf: { id: 'server.error.cannotDeleteSelf', defaultMessage: 'You cannot delete your own account', description: 'API error on the Users screen: an admin deleting their own account' },
  cannotChangeOwnRole: { id: 'server.error.cannotChangeOwnRole', defaultMessage: 'You cannot change your own role', description: 'API error on the Users screen: an admin changing their own role' },
  userNotFound: { id: 'server.error.userNotFound', defaultMessage: 'User not found', description: 'API error: the user does not exist (any more)' },
  malformedJson: { id: 'server.error.malformedJson', defaultMessage: 'Malformed JSON in request body', description: 'API error for programs calling the API; keep "JSON"' },
  bodyTooLarge: { id: 'server.error.bodyTooLarge', defaultMessage: 'Request body is too large', description: 'API error: what was sent is larger than the server takes' },
  badUrl: { id: 'server.error.badUrl', defaultMessage: 'The URL is malformed', description: 'API error: the address asked for is not a valid URL' },
  noSuchRoute: {
    id: 'server.error.noSuchRoute',
    defaultMessage: 'Route not found: {method} {path}',
    description: 'API error for programs calling the API: no such address; {method} (GET, POST...) and {path} are the call, keep them as they are',
  },
  methodMissing: {
    id: 'server.error.methodMissing',
    defaultMessage: 'Method not allowed: {method} {path}',
    description: 'API error for programs calling the API: the address exists but not with this method; {method} and {path} are the call, keep them as they are',
  },
  urlTooLong: { id: 'server.error.urlTooLong', defaultMessage: 'A part of the URL is too long', description: 'API error: a part of the address asked for is too long' },
  tooManyRequests: { id: 'server.error.tooManyRequests', defaultMessage: 'Too many requests, please try again later', description: 'API error: the person or address sent too many requests in a short time' },
  tooManyLogins: { id: 'server.error.tooManyLogins', defaultMessage: 'Too many sign-in attempts, please try again later', description: 'API error on the sign-in page after too many failed attempts' },
  classNotFound: { id: 'server.error.classNotFound', defaultMessage: 'Class not found', description: 'API error: the class does not exist or the person is not in it' },
  topicNotFound: { id: 'server.error.topicNotFound', defaultMessage: 'Topic not found', description: 'API error: the topic (a section of a class\'s classwork) does not exist or is not visible' },
  materialNotFound: { id: 'server.error.materialNotFound', defaultMessage: 'Material not found', description: 'API error: the material (a post of class resources) does not exist or is not visible' },
  assignmentNotFound: { id: 'server.error.assignmentNotFound', defaultMessage: 'Assignment not found', description: 'API error: the assignment does not exist or is not visible' },
  commentNotFound: { id: 'server.error.commentNotFound', defaultMessage: 'Comment not found', description: 'API error: the comment does not exist (any more)' },
  topicNotInClass: { id: 'server.error.topicNotInClass', defaultMessage: 'topic must be a topic of the same class', description: 'API error when a material or assignment is moved to a topic of another class; "topic" first is the field\'s name' },
});
