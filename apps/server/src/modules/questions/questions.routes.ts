import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamsSchema } from '@lyceum/shared/common';
import { classAnswersSchema, questionAnswerRequestSchema, questionRequestSchema, questionViewSchema } from '@lyceum/shared/questions';
import { actorOf } from '../../plugins/auth';
import { readerOf } from '../files/reader';
import { answerQuestion, classAnswers, createQuestion, getQuestion, updateQuestion } from './questions.service';

/**
 * Question posts (docs/quizzes.md): the class's teachers post and edit them, its students answer
 * them in place; grading and returning are the work routes'. Every rule is the service's.
 */
export const questionRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.post(
    '/questions',
    { schema: { operationId: 'createQuestion', summary: 'Post a short-answer or multiple-choice question to a topic', refuses: [403, 404, 409], body: questionRequestSchema, response: { 201: questionViewSchema } } },
    async (request, reply) => reply.code(201).send(await createQuestion(db, actorOf(request), request.body, readerOf(request))),
  );

  app.get(
    '/questions/:id',
    { schema: { operationId: 'getQuestion', summary: "A question with its settings, and a student's own answer", refuses: [403, 404], params: idParamsSchema, response: { 200: questionViewSchema } } },
    async (request) => getQuestion(db, actorOf(request), request.params.id, readerOf(request)),
  );

  app.put(
    '/questions/:id',
    { schema: { operationId: 'updateQuestion', summary: 'Edit a question (its kind and choices only until someone answers)', refuses: [403, 404, 409], params: idParamsSchema, body: questionRequestSchema, response: { 200: questionViewSchema } } },
    async (request) => updateQuestion(db, actorOf(request), request.params.id, request.body, readerOf(request)),
  );

  app.put(
    '/questions/:id/answer',
    { schema: { operationId: 'answerQuestion', summary: "A student's answer (the first turns their work in)", refuses: [403, 404, 409], params: idParamsSchema, body: questionAnswerRequestSchema, response: { 200: questionViewSchema } } },
    async (request) => answerQuestion(db, actorOf(request), request.params.id, request.body, readerOf(request)),
  );

  app.get(
    '/questions/:id/answers',
    {
      schema: {
        operationId: 'listQuestionAnswers',
        summary: "The class's answers and counts per choice (teachers; students once answered, if shared)",
        refuses: [403, 404],
        params: idParamsSchema,
        response: { 200: classAnswersSchema },
      },
    },
    async (request) => classAnswers(db, actorOf(request), request.params.id),
  );
};
