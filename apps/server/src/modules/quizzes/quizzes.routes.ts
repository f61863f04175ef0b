import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema, messageSchema } from '@lyceum/shared/common';
import { itemResponseSchema } from '@lyceum/shared/quiz-items';
import {
  answerParamsSchema,
  attemptParamsSchema,
  gradedAttemptListSchema,
  gradedAttemptSchema,
  overrideRequestSchema,
  quizImportPreviewRequestSchema,
  quizImportPreviewSchema,
  quizRequestSchema,
  quizStatisticsSchema,
  quizSummaryListSchema,
  quizUpdateResponseSchema,
  savedAnswerResponseSchema,
  studentAttemptSchema,
  studentQuizSchema,
  teacherQuizSchema,
} from '@lyceum/shared/quizzes';
import { actorOf } from '../../plugins/auth';
import { readerOf } from '../files/reader';
import { saveAnswer, startAttempt, studentQuiz, turnInAttempt } from './attempts.service';
import { exportQuizQti } from './quiz-export';
import { previewQuizImport } from './quiz-import-preview';
import { quizStatistics } from './quiz-statistics';
import { classQuizzes, createQuiz, overridePoints, quizAttempts, releaseResults, teacherQuiz, updateQuiz } from './quizzes.service';
import { formatMessage } from '../../lib/i18n';
import { requestLocale } from '../../lib/request-locale';
import { QUIZ_ERRORS } from './quiz-errors.messages';

/**
 * Quizzes (docs/quizzes.md): the class's teachers write and read them with their keys and grade
 * them; its students take them through attempts. Every rule is the services'; these only route.
 */
export const quizRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.post(
    '/quizzes',
    { schema: { operationId: 'createQuiz', summary: 'Add a quiz (an assignment with settings and items) to a topic', refuses: [403, 404, 409], body: quizRequestSchema, response: { 201: teacherQuizSchema } } },
    async (request, reply) => reply.code(201).send(await createQuiz(db, actorOf(request), request.body, readerOf(request))),
  );

  app.get(
    '/quizzes/:id',
    { schema: { operationId: 'getQuiz', summary: "A quiz with its items' keys (the class's teachers and admins)", refuses: [403, 404], params: idParamsSchema, response: { 200: teacherQuizSchema } } },
    async (request) => teacherQuiz(db, actorOf(request), request.params.id, readerOf(request)),
  );

  app.put(
    '/quizzes/:id',
    {
      schema: {
        operationId: 'updateQuiz',
        summary: 'Edit a quiz; turned-in attempts are regraded against changed keys and the changes listed',
        refuses: [403, 404, 409],
        params: idParamsSchema,
        body: quizRequestSchema,
        response: { 200: quizUpdateResponseSchema },
      },
    },
    async (request) => updateQuiz(db, actorOf(request), request.params.id, request.body, readerOf(request)),
  );

  app.get(
    '/classes/:id/quizzes',
    { schema: { operationId: 'listClassQuizzes', summary: "A class's quizzes with their settings (its teachers and admins)", refuses: [403, 404], params: idParamsSchema, response: { 200: quizSummaryListSchema } } },
    async (request) => classQuizzes(db, actorOf(request), request.params.id),
  );

  app.post(
    '/quizzes/:id/release',
    { schema: { operationId: 'releaseQuizResults', summary: 'Release scores and keys to the students', refuses: [403, 404, 409], params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await releaseResults(db, actorOf(request), request.params.id);
      return { message: formatMessage(await requestLocale(request), QUIZ_ERRORS.released) };
    },
  );

  app.get(
    '/quizzes/:id/attempts',
    { schema: { operationId: 'listQuizAttempts', summary: 'Every attempt with its answers and points (the class\'s teachers and admins)', refuses: [403, 404], params: idParamsSchema, response: { 200: gradedAttemptListSchema } } },
    async (request) => quizAttempts(db, actorOf(request), request.params.id),
  );

  app.get(
    '/quizzes/:id/statistics',
    { schema: { operationId: 'getQuizStatistics', summary: 'Per item the share correct and the choices made; the spread of scores', refuses: [403, 404], params: idParamsSchema, response: { 200: quizStatisticsSchema } } },
    async (request) => quizStatistics(db, actorOf(request), request.params.id),
  );

  app.get(
    '/quizzes/:id/mine',
    { schema: { operationId: 'getMyQuiz', summary: "The student's copy: their attempts, without keys or scores before release", refuses: [403, 404], params: idParamsSchema, response: { 200: studentQuizSchema } } },
    async (request) => studentQuiz(db, actorOf(request), request.params.id, readerOf(request)),
  );

  app.post(
    '/quizzes/:id/attempts',
    { schema: { operationId: 'startQuizAttempt', summary: 'Start your next attempt', refuses: [403, 404, 409], params: idParamsSchema, response: { 201: studentAttemptSchema } } },
    async (request, reply) => reply.code(201).send(await startAttempt(db, actorOf(request), request.params.id)),
  );

  app.put(
    '/quiz-attempts/:id/answers/:item',
    {
      schema: {
        operationId: 'saveQuizAnswer',
        summary: 'Save your answer to one item, at once (until the attempt is turned in or its time is up)',
        refuses: [403, 404, 409],
        params: answerParamsSchema,
        body: itemResponseSchema,
        response: { 200: savedAnswerResponseSchema },
      },
    },
    async (request) => saveAnswer(db, actorOf(request), request.params.id, request.params.item, request.body),
  );

  app.post(
    '/quiz-attempts/:id/turn-in',
    { schema: { operationId: 'turnInQuizAttempt', summary: 'Turn your attempt in: graded at once', refuses: [403, 404, 409], params: attemptParamsSchema, response: { 200: studentAttemptSchema } } },
    async (request) => turnInAttempt(db, actorOf(request), request.params.id),
  );

  app.put(
    '/quiz-attempts/:id/items/:item/points',
    {
      schema: {
        operationId: 'overrideQuizItemPoints',
        summary: "Give an item's points by hand (null: the machine's again)",
        refuses: [403, 404, 409],
        params: answerParamsSchema,
        body: overrideRequestSchema,
        response: { 200: gradedAttemptSchema },
      },
    },
    async (request) => overridePoints(db, actorOf(request), request.params.id, request.params.item, request.body.points),
  );

  app.get(
    '/quizzes/:id/qti',
    {
      schema: {
        operationId: 'exportQuizQti',
        summary: "The quiz's items as a QTI 3.0 content package, keys included (the class's teachers and admins)",
        refuses: [403, 404],
        params: idParamsSchema,
        rawAnswers: { 200: 'A zip: imsmanifest.xml and items/<id>.xml, one QTI 3.0 assessment item each' },
      },
    },
    async (request, reply) => {
      const { zip, disposition } = await exportQuizQti(db, actorOf(request), request.params.id);
      const raw = reply as unknown as FastifyReply;
      return raw.header('content-type', 'application/zip').header('content-disposition', disposition).header('cache-control', 'no-store').send(zip);
    },
  );

  app.post(
    '/quizzes/import-preview',
    {
      schema: {
        operationId: 'previewQuizImport',
        summary: 'Read a GIFT, Moodle XML, Canvas QTI 1.2 or QTI item file into items and problems, saving nothing (teachers and admins)',
        refuses: [403],
        body: quizImportPreviewRequestSchema,
        response: { 200: quizImportPreviewSchema },
      },
    },
    async (request) => previewQuizImport(actorOf(request), request.body.format, request.body.text, await requestLocale(request)),
  );
};
