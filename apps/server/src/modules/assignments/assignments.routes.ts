import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignmentListSchema, assignmentRequestSchema, assignmentSchema } from '@lyceum/shared/assignments';
import { idParamsSchema, messageSchema } from '@lyceum/shared/common';
import { MSG } from '@lyceum/shared/messages';
import { actorOf } from '../../plugins/auth';
import { readerOf } from '../files/reader';
import { assignments } from './assignments.service';

/** Assignments: class members read, admins and the class's teachers write. */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;

  app.get(
    '/topics/:id/assignments',
    { schema: { operationId: 'listTopicAssignments', summary: 'List the assignments of a topic', refuses: [404], params: idParamsSchema, response: { 200: assignmentListSchema } } },
    async (request) => assignments.listOfTopic(db, actorOf(request), request.params.id, readerOf(request)),
  );

  app.post(
    '/assignments',
    { schema: { operationId: 'createAssignment', summary: 'Add an assignment to a topic', refuses: [403, 404, 409], body: assignmentRequestSchema, response: { 201: assignmentSchema } } },
    async (request, reply) => reply.code(201).send(await assignments.create(db, actorOf(request), request.body, readerOf(request))),
  );

  app.get(
    '/assignments/:id',
    { schema: { operationId: 'getAssignment', summary: 'Read an assignment', refuses: [404], params: idParamsSchema, response: { 200: assignmentSchema } } },
    async (request) => assignments.get(db, actorOf(request), request.params.id, readerOf(request)),
  );

  app.put(
    '/assignments/:id',
    { schema: { operationId: 'updateAssignment', summary: 'Edit an assignment', refuses: [403, 404, 409], params: idParamsSchema, body: assignmentRequestSchema, response: { 200: assignmentSchema } } },
    async (request) => assignments.update(db, actorOf(request), request.params.id, request.body, readerOf(request)),
  );

  app.delete(
    '/assignments/:id',
    { schema: { operationId: 'deleteAssignment', summary: 'Delete an assignment and its comments', refuses: [403, 404, 409], params: idParamsSchema, response: { 200: messageSchema } } },
    async (request) => {
      await assignments.remove(db, actorOf(request), request.params.id);
      return { message: MSG.assignmentDeleted };
    },
  );
};
