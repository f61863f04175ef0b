import { defineMessages } from './i18n';

/**
 * What the API answers when a change is done (`{ message }` with a 200 or 201), in the caller's
 * language. The web app shows its own words for most; programs and the register form read these.
 * English is the shared constants' (MSG, FILE_MSG, CLASS_ARCHIVE_MSG, WORK_MSG), held equal by
 * api-errors.messages.test.ts.
 */
export const CONFIRMATIONS = defineMessages({
  registerSuccess: { id: 'server.done.registerSuccess', defaultMessage: 'User registered successfully!', description: 'Toast on Users after an admin registers a user' },
  userDeleted: { id: 'server.done.userDeleted', defaultMessage: 'User deleted successfully.', description: 'API answer after an admin deletes a user' },
  topicDeleted: { id: 'server.done.topicDeleted', defaultMessage: 'Topic deleted successfully', description: 'API answer after a topic is deleted' },
  commentDeleted: { id: 'server.done.commentDeleted', defaultMessage: 'Comment deleted successfully!', description: 'API answer after a comment is deleted' },
  fileDeleted: { id: 'server.done.fileDeleted', defaultMessage: 'File deleted', description: 'API answer after an uploaded file is deleted' },
  classDeleted: { id: 'server.done.classDeleted', defaultMessage: 'Class deleted.', description: 'API answer after an archived class is deleted' },
  providerRemoved: { id: 'server.done.providerRemoved', defaultMessage: 'Provider removed', description: 'API answer after an admin removes a sign-in provider' },
  returnedCount: {
    id: 'server.done.returnedCount',
    defaultMessage: '{count, plural, one {{shown} returned} other {{shown} returned}}',
    description: "API answer after a teacher's Return all graded: how many works were returned; {shown} is that number, written",
  },
});
