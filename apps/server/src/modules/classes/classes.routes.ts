import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  classDetailSchema,
  classListSchema,
  createClassRequestSchema,
  meetingLinkRequestSchema,
  studentsRequestSchema,
  teachersRequestSchema,
  updateClassRequestSchema,
} from '@lyceum/shared/classes';
import { classListQuerySchema, deleteClassRequestSchema } from '@lyceum/shared/class-archive';
import { idParamsSchema, messageSchema } from '@lyceum/shared/common';
import { PAGE_SIZE_DEFAULT } from '@lyceum/shared/limits';
import { actorOf, requireRole } from '../../plugins/auth';
import { writesJsonInSql } from '../lists/json-page';
import { sendPage } from '../lists/paging';
import { archiveClass, deleteClass, listArchivedClasses, restoreClass } from './class-archive.service';
import { changeMembers } from './class-members.service';
import { createClass, getClassDetail, listVisibleClasses, listVisibleClassesJson, setMeetingLink, updateClassInfo } from './classes.service';
import { CONFIRMATIONS } from '../../lib/confirmations.messages';
import { formatMessage } from '../../lib/i18n';
import { requestLocale } from '../../lib/request-locale';

/**
 * Classes and their members. Who may see or change a class is decided per record in the
 * services (class-access.ts); the response schemas strip anything the presenter left out.
 */
export const classRoutes: FastifyPluginAsyncZod = async (app) => {
  const db = app.db.kysely;
  const detail = { 200: classDetailSchema };
  // On SQLite this page comes as SQLite wrote it, not as objects (lists/json-page.ts).
  const listClassesPage = writesJsonInSql(app.db) ? listVisibleClassesJson : listVisibleClasses;

  // Paged like the other long lists: a district admin sees a thousand classes (lists/paging.ts).
  app.get(
    '/classes',
    { schema: { operationId: 'listClasses', summary: "List the caller's active classes, paged; with archived=true, their archived ones", querystring: classListQuerySchema, response: { 200: classListSchema } } },
    async (request, reply) => {
      const limit = request.query.limit ?? PAGE_SIZE_DEFAULT;
      const list = request.query.archived === 'true' ? listArchivedClasses : listClassesPage;
      return sendPage(request, reply, limit, await list(db, actorOf(request), limit, request.query.cursor));
    },
  );

  app.post(
    '/classes',
    { schema: { operationId: 'createClass', summary: 'Create a class (admins and teachers)', refuses: [403], body: createClassRequestSchema, response: { 201: classDetailSchema } } },
    async (request, reply) => {
      const actor = requireRole(request, 'admin', 'teacher');
      return reply.code(201).send(await createClass(db, actor, request.body));
    },
  );

  app.get('/classes/:id', { schema: { operationId: 'getClass', summary: 'Read a class with its members', refuses: [404], params: idParamsSchema, response: detail } }, async (request) =>
    getClassDetail(db, actorOf(request), request.params.id),
  );

  app.put(
    '/classes/:id',
    { schema: { operationId: 'updateClass', summary: "Edit a class's name and description", refuses: [403, 404, 409], params: idParamsSchema, body: updateClassRequestSchema, response: detail } },
    async (request) => updateClassInfo(db, actorOf(request), request.params.id, request.body),
  );

  app.put(
    '/classes/:id/meeting-link',
    { schema: { operationId: 'setMeetingLink', summary: "Set or clear a class's meeting link", refuses: [403, 404, 409], params: idParamsSchema, body: meetingLinkRequestSchema, response: detail } },
    async (request) => setMeetingLink(db, actorOf(request), request.params.id, request.body.meetingLink),
  );

  // Ending a class (class-archive.service.ts): archive and restore it, or delete it for good.
  const archiving = { refuses: [403, 404, 409], params: idParamsSchema, response: detail } as const;
  app.post('/classes/:id/archive', { schema: { operationId: 'archiveClass', summary: 'Archive a class: read-only and off the main lists until restored (admins, its teachers)', ...archiving } }, async (request) =>
    archiveClass(db, actorOf(request), request.params.id),
  );
  app.post('/classes/:id/restore', { schema: { operationId: 'restoreClass', summary: 'Restore an archived class (admins, its teachers)', ...archiving } }, async (request) =>
    restoreClass(db, actorOf(request), request.params.id),
  );
  app.delete(
    '/classes/:id',
    {
      schema: {
        operationId: 'deleteClass',
        summary: "Delete a class for good with everything in it (admins); confirm with the class's exact name",
        refuses: [403, 404],
        params: idParamsSchema,
        body: deleteClassRequestSchema,
        response: { 200: messageSchema },
      },
    },
    async (request) => {
      await deleteClass(db, actorOf(request), request.params.id, request.body.confirm);
      return { message: formatMessage(await requestLocale(request), CONFIRMATIONS.classDeleted) };
    },
  );

  const teachers = { refuses: [403, 404, 409], params: idParamsSchema, body: teachersRequestSchema, response: detail } as const;
  app.post('/classes/:id/teachers', { schema: { operationId: 'addTeachers', summary: 'Add teachers to a class (admins)', ...teachers } }, async (request) =>
    changeMembers(db, actorOf(request), request.params.id, 'teacher', 'add', request.body.teachers),
  );
  app.delete('/classes/:id/teachers', { schema: { operationId: 'removeTeachers', summary: 'Remove teachers from a class (admins)', ...teachers } }, async (request) =>
    changeMembers(db, actorOf(request), request.params.id, 'teacher', 'remove', request.body.teachers),
  );

  const students = { refuses: [403, 404, 409], params: idParamsSchema, body: studentsRequestSchema, response: detail } as const;
  app.post('/classes/:id/students', { schema: { operationId: 'addStudents', summary: 'Enrol students in a class (admins)', ...students } }, async (request) =>
    changeMembers(db, actorOf(request), request.params.id, 'student', 'add', request.body.students),
  );
  app.delete('/classes/:id/students', { schema: { operationId: 'removeStudents', summary: 'Take students out of a class (admins)', ...students } }, async (request) =>
    changeMembers(db, actorOf(request), request.params.id, 'student', 'remove', request.body.students),
  );
};
