import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@lyceum/shared/common';
import {
  gradeRequestSchema,
  returnGradedSchema,
  saveWorkRequestSchema,
  studentWorkSchema,
  submissionCommentListSchema,
  submissionCommentRequestSchema,
  submissionCommentSchema,
  submissionParamsSchema,
  submissionSchema,
} from '@lyceum/shared/submissions';
import { CONFIRMATIONS } from '../../lib/confirmations.messages';
import { formatMessage } from '../../lib/i18n';
import { requestLocale } from '../../lib/request-locale';
import { actorOf } from '../../plugins/auth';
import { readerOf } from '../files/reader';
import { gradeWork, returnGraded, returnOne } from './grading.service';
import { addWorkComment, listWorkComments } from './submission-comments.service';
import { getWork, listWork, saveWork, turnInWork, unsubmitWork } from './submissions.service';

const target = (params: { id: string; studentId: string }) => ({ assignmentId: params.id, studentId: params.studentId });

/**
 * Students' work on assignments: the student writes, turns in and unsubmits their own; the class's
 * teachers and admins list, grade and return it; the private comments are theirs together.
 * Who may do what: work-access.ts.
 */
export const submissionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/assignments/:id/submissions',
    { schema: { operationId: 'listStudentWork', summary: "Every student of the class with their work on the assignment, and the counts (the class's teachers and admins)", refuses: [403, 404], params: idParamsSchema, response: { 200: studentWorkSchema } } },
    async (request) => listWork(db, actorOf(request), request.params.id),
  );

  app.post(
    '/assignments/:id/return-graded',
    { schema: { operationId: 'returnGradedWork', summary: 'Return every graded piece of work not yet returned as it stands', refuses: [403, 404, 409], params: idParamsSchema, response: { 200: returnGradedSchema } } },
    async (request) => {
      const { returned } = await returnGraded(db, actorOf(request), request.params.id);
      return { message: formatMessage(await requestLocale(request), CONFIRMATIONS.returnedCount, { count: returned, shown: String(returned) }), returned };
    },
  );

  app.get(
    '/assignments/:id/submissions/:studentId',
    { schema: { operationId: 'getSubmission', summary: "A student's work on the assignment (the student, the class's teachers, admins)", refuses: [404], params: submissionParamsSchema, response: { 200: submissionSchema } } },
    async (request) => getWork(db, actorOf(request), target(request.params), readerOf(request)),
  );

  app.put(
    '/assignments/:id/submissions/:studentId',
    { schema: { operationId: 'saveSubmission', summary: 'Save your answer and attachments (while not turned in)', refuses: [403, 404, 409], params: submissionParamsSchema, body: saveWorkRequestSchema, response: { 200: submissionSchema } } },
    async (request) => saveWork(db, actorOf(request), target(request.params), request.body, readerOf(request)),
  );

  app.post(
    '/assignments/:id/submissions/:studentId/turn-in',
    { schema: { operationId: 'turnInSubmission', summary: 'Turn your work in (late after the due date)', refuses: [403, 404, 409], params: submissionParamsSchema, response: { 200: submissionSchema } } },
    async (request) => turnInWork(db, actorOf(request), target(request.params), readerOf(request)),
  );

  app.post(
    '/assignments/:id/submissions/:studentId/unsubmit',
    { schema: { operationId: 'unsubmitSubmission', summary: 'Take your turned-in work back to change it (not once returned)', refuses: [403, 404, 409], params: submissionParamsSchema, response: { 200: submissionSchema } } },
    async (request) => unsubmitWork(db, actorOf(request), target(request.params), readerOf(request)),
  );

  app.put(
    '/assignments/:id/submissions/:studentId/grade',
    { schema: { operationId: 'gradeSubmission', summary: "Set the draft grade and feedback (the student sees them once returned)", refuses: [403, 404, 409], params: submissionParamsSchema, body: gradeRequestSchema, response: { 200: submissionSchema } } },
    async (request) => gradeWork(db, actorOf(request), target(request.params), request.body, readerOf(request)),
  );

  app.post(
    '/assignments/:id/submissions/:studentId/return',
    { schema: { operationId: 'returnSubmission', summary: 'Return the work with its draft grade and feedback', refuses: [403, 404, 409], params: submissionParamsSchema, response: { 200: submissionSchema } } },
    async (request) => returnOne(db, actorOf(request), target(request.params), readerOf(request)),
  );

  app.get(
    '/assignments/:id/submissions/:studentId/comments',
    { schema: { operationId: 'listSubmissionComments', summary: "The private comments on a student's work, oldest first", refuses: [404], params: submissionParamsSchema, response: { 200: submissionCommentListSchema } } },
    async (request) => listWorkComments(db, actorOf(request), target(request.params)),
  );

  app.post(
    '/assignments/:id/submissions/:studentId/comments',
    { schema: { operationId: 'createSubmissionComment', summary: "Add a private comment to a student's work", refuses: [404, 409], params: submissionParamsSchema, body: submissionCommentRequestSchema, response: { 201: submissionCommentSchema } } },
    async (request, reply) => reply.code(201).send(await addWorkComment(db, actorOf(request), target(request.params), request.body.text)),
  );
};
