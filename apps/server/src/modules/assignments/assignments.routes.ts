import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { assignmentListSchema, assignmentRequestSchema, assignmentSchema } from '@lyceum/shared/assignments';
import { MSG } from '@lyceum/shared/messages';
import { registerClassworkRoutes } from '../classwork/classwork.routes';
import { assignments } from './assignments.service';

/** Assignments: class members read, admins and the class's teachers write. */
export const assignmentRoutes: FastifyPluginAsyncZod = async (app) => {
  registerClassworkRoutes(app, {
    path: 'assignments',
    service: assignments,
    schemas: { request: assignmentRequestSchema, item: assignmentSchema, list: assignmentListSchema },
    docs: {
      list: { operationId: 'listTopicAssignments', summary: 'List the assignments of a topic' },
      create: { operationId: 'createAssignment', summary: 'Add an assignment to a topic' },
      get: { operationId: 'getAssignment', summary: 'Read an assignment' },
      update: { operationId: 'updateAssignment', summary: 'Edit an assignment' },
      remove: { operationId: 'deleteAssignment', summary: 'Delete an assignment and its comments' },
    },
    deleted: MSG.assignmentDeleted,
  });
};
